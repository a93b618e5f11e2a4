/**
 * Countries and time zones from the runtime's own data (Intl), named in the interface language:
 * no country list is written by hand. Two-letter region codes Intl names are countries and
 * territories, except a few groupings it also knows.
 */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB']);

let codes: string[] | null = null;

export function regionCodes(): string[] {
  if (codes) return codes;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const found: string[] = [];
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      if (!NOT_COUNTRIES.has(code) && names.of(code)) found.push(code);
    }
  }
  codes = found;
  return found;
}

export function regionName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Region codes sorted by their names in `language`. */
export function sortedRegions(language: string): { code: string; name: string }[] {
  const collator = new Intl.Collator(language);
  return regionCodes()
    .map((code) => ({ code, name: regionName(code, language) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export function timeZones(): string[] {
  return Intl.supportedValuesOf('timeZone');
}

export function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function currencyCodes(): string[] {
  return Intl.supportedValuesOf('currency');
}

let languages: string[] | null = null;

/**
 * ISO 639-1 codes Intl can name (every two-letter code it knows), without the deprecated ones that
 * stand for another (`iw` for `he`, `mo` for `ro`): a language is offered once.
 */
export function languageCodes(): string[] {
  if (languages) return languages;
  const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  const found: string[] = [];
  for (let first = 97; first <= 122; first += 1) {
    for (let second = 97; second <= 122; second += 1) {
      const code = String.fromCharCode(first, second);
      const isCurrent = Intl.getCanonicalLocales(code)[0] === code;
      if (isCurrent && names.of(code) && names.of(code) !== code) found.push(code);
    }
  }
  languages = found;
  return found;
}

/**
 * The languages as options in a language's own names, sorted; two codes that language names
 * alike (Akan and Twi are both 阿肯语) are offered once, under the first code.
 */
export function languageOptions(language: string): { value: string; label: string }[] {
  const collator = new Intl.Collator(language);
  const seen = new Set<string>();
  return languageCodes()
    .map((code) => ({ value: code, label: languageName(code, language) }))
    .sort((a, b) => collator.compare(a.label, b.label) || a.value.localeCompare(b.value))
    .filter((option) => !seen.has(option.label) && Boolean(seen.add(option.label)));
}
