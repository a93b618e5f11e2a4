import type { CandidateProfile } from '@yonder/contract/profile';
import { press, setValue, waitFor } from './controls.ts';
import { isRendered } from './dom.ts';
import { afterAction } from './menu.ts';
import { labelOf } from './fields.ts';
import { countryNames, nationalDigits } from './format.ts';
import { pickOption } from './options.ts';
import { itemId, type FillItem } from './report.ts';
import { hasPhrase, normalise } from './text.ts';

/**
 * Phone fields whose country is a widget of their own (intl-tel-input and its look-alikes: a flag
 * button opening a list of countries, each with its dial code, beside a national number input).
 * The country is chosen only when exactly one country matches the profile's calling code (and,
 * when several share it, its country); the input then gets the national number alone.
 */
const WIDGET = '.iti, [data-phone-widget]';
const TOGGLE =
  '.iti__selected-country, .iti__selected-flag, button[aria-haspopup], [role="combobox"][aria-controls]:not(input)';

type Country = { element: HTMLElement; iso: string; dial: string; selected: boolean };
type Widget = { toggle: HTMLElement; input: HTMLInputElement; label: string; required: boolean };

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Every phone widget of `root` not yet in `seen`; all of its controls are marked seen. */
export function findPhoneWidgets(root: ParentNode, seen: WeakSet<Element>): Widget[] {
  const widgets: Widget[] = [];
  for (const container of root.querySelectorAll<HTMLElement>(WIDGET)) {
    const toggle = container.querySelector<HTMLElement>(TOGGLE);
    const input = container.querySelector<HTMLInputElement>(
      'input[type="tel"], input:not([type="hidden"]):not([type="search"]):not([role="combobox"])',
    );
    if (!toggle || !input || seen.has(input)) continue;
    container
      .querySelectorAll('input, select, button, [role="combobox"]')
      .forEach((element) => seen.add(element));
    const label = labelOf(input);
    widgets.push({
      toggle,
      input,
      label,
      required: input.required || input.getAttribute('aria-required') === 'true',
    });
  }
  return widgets;
}

function countriesOf(toggle: HTMLElement): Country[] {
  const doc = toggle.ownerDocument;
  const listId = toggle.getAttribute('aria-controls');
  const scope: ParentNode =
    (listId ? doc.getElementById(listId) : null) ?? toggle.closest(WIDGET) ?? doc;
  return [...scope.querySelectorAll<HTMLElement>('[role="option"], .iti__country')].map(
    (element) => ({
      element,
      iso: (element.dataset.countryCode ?? '').toUpperCase(),
      dial: digitsOf(
        element.dataset.dialCode ??
          /\+\s*\d+/.exec(element.querySelector('.iti__dial-code')?.textContent ?? '')?.[0] ??
          /\+\s*\d+/.exec(element.textContent ?? '')?.[0] ??
          '',
      ),
      selected: element.getAttribute('aria-selected') === 'true',
    }),
  );
}

/**
 * The one country of the list for the profile: by calling code, then by the profile's country
 * among those sharing it (+1: the United States and Canada). The same country listed twice (the
 * "preferred" countries on top) counts once. Null when no single country is certain.
 */
export function pickCountry(
  countries: Pick<Country, 'iso' | 'dial'>[],
  phone: { code: string; country: string },
): number | null {
  const dial = digitsOf(phone.code);
  let candidates = countries
    .map((country, index) => ({ ...country, index }))
    .filter((country) => country.iso !== '' || country.dial !== '');
  if (dial) candidates = candidates.filter((country) => country.dial === dial);
  else if (phone.country)
    candidates = candidates.filter((country) => country.iso === phone.country);
  else return null;
  const distinct = new Set(candidates.map((country) => country.iso || country.dial));
  if (distinct.size === 1) return candidates[0]!.index;
  const own = candidates.filter((country) => phone.country && country.iso === phone.country);
  return own.length > 0 ? own[0]!.index : null;
}

/**
 * The one option of a separate country-code menu ("Germany (+49)", "+49", "DE +49"): the same rule
 * as the widget; a menu showing no calling codes is matched by the country's names alone.
 */
export function pickCodeOption(
  texts: readonly string[],
  phone: { code: string; country: string },
): number | null {
  const names = countryNames(phone.country).map(normalise);
  const countries = texts.map((text) => ({
    iso: names.some((name) => hasPhrase(normalise(text), name)) ? phone.country : '',
    dial: digitsOf(/\+\s*\d+/.exec(text)?.[0] ?? ''),
    text,
  }));
  if (countries.every((country) => country.dial === ''))
    return pickOption(texts, { exact: countryNames(phone.country) });
  const dial = digitsOf(phone.code);
  const candidates = countries
    .map((country, index) => ({ ...country, index }))
    .filter((country) => country.dial !== '' && (!dial || country.dial === dial));
  if (!dial) {
    const own = candidates.filter((country) => country.iso !== '');
    return own.length === 1 ? own[0]!.index : null;
  }
  if (candidates.length === 1) return candidates[0]!.index;
  const own = candidates.filter((country) => country.iso !== '');
  return own.length === 1 ? own[0]!.index : null;
}

const close = (toggle: HTMLElement) => {
  toggle.ownerDocument.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
  );
  if (toggle.getAttribute('aria-expanded') === 'true') press(toggle);
};

async function chooseCountry(toggle: HTMLElement, phone: { code: string; country: string }) {
  const countries = await afterAction(
    toggle,
    () => press(toggle),
    () => {
      const found = countriesOf(toggle).filter((country) => isRendered(country.element));
      return found.length > 0 ? found : null;
    },
  );
  const index = countries ? pickCountry(countries, phone) : null;
  if (!countries || index === null) {
    close(toggle);
    return null;
  }
  const chosen = countries[index]!;
  const previous = countries.find((country) => country.selected);
  // Taken only when the widget shows it: a page whose script did not run keeps its country, and
  // a national number would then be read in that one.
  const shows = () => {
    const toggleText = `${toggle.textContent ?? ''} ${toggle.title} ${toggle.getAttribute('aria-label') ?? ''}`;
    return chosen.element.getAttribute('aria-selected') === 'true' ||
      (chosen.dial !== '' && digitsOf(toggleText).endsWith(chosen.dial) && /\d/.test(toggleText))
      ? true
      : null;
  };
  const isTaken = await afterAction(toggle, () => press(chosen.element), shows);
  if (!isTaken) {
    close(toggle);
    return null;
  }
  const name =
    chosen.element.querySelector('.iti__country-name')?.textContent?.trim() ||
    (chosen.element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const undo = async () => {
    if (!previous || previous.iso === chosen.iso) return;
    press(toggle);
    const again = await waitFor(() => {
      const found = countriesOf(toggle).find((country) => country.iso === previous.iso);
      return found ?? null;
    }, toggle.ownerDocument.body);
    if (again) press(again.element);
  };
  return { value: `${name} (+${chosen.dial})`, undo };
}

/** Fills one widget: its country, then the national number. */
export async function fillPhoneWidget(
  widget: Widget,
  profile: CandidateProfile,
): Promise<FillItem[]> {
  const { toggle, input, label, required } = widget;
  const base = { label, required, key: 'phone' as const };
  if (input.value.trim() !== '') return [{ ...base, id: itemId(), element: input, status: 'kept' }];
  const { phoneCountryCode: code, phone: number, country } = profile.contact;
  const digits = nationalDigits(number);
  if (!digits || (!code && !country))
    return [{ ...base, id: itemId(), element: input, status: 'empty', reason: 'noProfileValue' }];
  const chosen = await chooseCountry(toggle, { code, country });
  const countryLabel = `${label} — country`;
  if (!chosen)
    // Without its country the number would be read in the wrong one: both are left.
    return [
      {
        ...base,
        key: 'phoneCountry',
        label: countryLabel,
        id: itemId(),
        element: toggle,
        status: 'empty',
        reason: 'ambiguousOption',
      },
      { ...base, id: itemId(), element: input, status: 'empty', reason: 'ambiguousOption' },
    ];
  setValue(input, digits);
  return [
    {
      ...base,
      key: 'phoneCountry',
      label: countryLabel,
      id: itemId(),
      element: toggle,
      status: 'filled',
      value: chosen.value,
      undo: () => void chosen.undo(),
    },
    {
      ...base,
      id: itemId(),
      element: input,
      status: 'filled',
      value: digits,
      undo: () => setValue(input, ''),
    },
  ];
}
