/**
 * Countries and time zones for the "open to me" filter, from the runtime's own data (Intl), named
 * in the interface language: no list is written by hand.
 */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB']);

let codes: string[] | null = null;

function countryCodes(): string[] {
  if (codes) return codes;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  codes = [];
  for (let first = 65; first <= 90; first += 1)
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      if (!NOT_COUNTRIES.has(code) && names.of(code)) codes.push(code);
    }
  return codes;
}

const displayNames = new Map<string, Intl.DisplayNames>();

export function countryName(code: string, language: string): string {
  try {
    let names = displayNames.get(language);
    if (!names) {
      names = new Intl.DisplayNames([language], { type: 'region' });
      displayNames.set(language, names);
    }
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Countries sorted by their names in `language`. */
export function sortedCountries(language: string): { code: string; name: string }[] {
  const collator = new Intl.Collator(language);
  return countryCodes()
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export const timeZoneNames = (): string[] => Intl.supportedValuesOf('timeZone');

/** The browser's own time zone. */
export const browserTimeZone = (): string | null =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || null;
