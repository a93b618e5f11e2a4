import { describe, expect, it } from 'vitest';
import { emptyCandidateProfile, type CandidateProfile } from '@yonder/contract/profile';
import { fillForm } from './filler.ts';
import { pickCodeOption, pickCountry } from './phone-widget.ts';

const COUNTRIES: [iso: string, name: string, dial: string][] = [
  ['us', 'United States', '1'],
  ['gb', 'United Kingdom', '44'],
  ['ca', 'Canada', '1'],
  ['de', 'Germany (Deutschland)', '49'],
  ['gg', 'Guernsey', '44'],
  ['gb', 'United Kingdom', '44'],
  ['us', 'United States', '1'],
];

/** intl-tel-input's markup (v23): a country button, its listbox, the national number input. */
function itiForm(initial = 'us') {
  document.body.innerHTML = `<form><div class="field"><label for="phone">Phone Number</label>
    <div class="iti iti--allow-dropdown iti--separate-dial-code">
      <div class="iti__country-container">
        <button type="button" class="iti__selected-country" aria-label="Selected country"
          aria-haspopup="listbox" aria-expanded="false" aria-controls="iti-0__country-listbox">
          <span class="iti__selected-dial-code"></span></button>
        <ul id="iti-0__country-listbox" role="listbox" class="iti__country-list" hidden>
          ${COUNTRIES.map(
            ([iso, name, dial]) =>
              `<li class="iti__country" role="option" data-country-code="${iso}" data-dial-code="${dial}"
                aria-selected="${iso === initial}"><span class="iti__country-name">${name}</span>
                <span class="iti__dial-code">+${dial}</span></li>`,
          ).join('')}
        </ul>
      </div>
      <input type="tel" id="phone" name="phone">
      <input type="hidden" name="phone_full">
    </div></div></form>`;
  const toggle = document.querySelector<HTMLButtonElement>('.iti__selected-country')!;
  const list = document.querySelector<HTMLUListElement>('ul')!;
  const state = { country: initial };
  toggle.addEventListener('click', () => {
    list.hidden = !list.hidden;
    toggle.setAttribute('aria-expanded', String(!list.hidden));
  });
  list.querySelectorAll<HTMLLIElement>('li').forEach((item) =>
    item.addEventListener('click', () => {
      state.country = item.dataset.countryCode!;
      list.querySelectorAll('li').forEach((other) => {
        other.setAttribute('aria-selected', String(other.dataset.countryCode === state.country));
      });
      list.hidden = true;
    }),
  );
  return { form: document.querySelector('form')!, state };
}

const profileWith = (code: string, phone: string, country: string): CandidateProfile => {
  const value = emptyCandidateProfile();
  value.contact = { ...value.contact, phoneCountryCode: code, phone, country };
  return value;
};

const fill = (root: HTMLElement, profile: CandidateProfile) =>
  fillForm(root, {
    context: { profile, hasPhoneCountryWidget: false, letterText: null },
    resumeFile: null,
    letterFile: null,
  });

describe('phone fields with a country widget', () => {
  it('chooses the country of the calling code and types the national number alone', async () => {
    const { form, state } = itiForm();
    const report = await fill(form, profileWith('+49', '030 1234567', 'DE'));
    expect(state.country).toBe('de');
    expect(form.querySelector<HTMLInputElement>('#phone')!.value).toBe('301234567');
    expect(report.items.map((item) => [item.key, item.status])).toEqual([
      ['phoneCountry', 'filled'],
      ['phone', 'filled'],
    ]);
  });

  it('takes the profile country among those sharing a code, once though listed twice', async () => {
    const { form, state } = itiForm('de');
    await fill(form, profileWith('+1', '(416) 555-0100', 'CA'));
    expect(state.country).toBe('ca');
    expect(form.querySelector<HTMLInputElement>('#phone')!.value).toBe('4165550100');
  });

  it('leaves both parts when the code is shared and the country does not decide', async () => {
    const { form, state } = itiForm('de');
    const report = await fill(form, profileWith('+44', '07700 900123', 'FR'));
    expect(state.country).toBe('de');
    expect(form.querySelector<HTMLInputElement>('#phone')!.value).toBe('');
    expect(report.items.every((item) => item.status === 'empty')).toBe(true);
  });

  it('picks one country of a list by code, then by country', () => {
    const list = COUNTRIES.map(([iso, , dial]) => ({ iso: iso.toUpperCase(), dial }));
    expect(pickCountry(list, { code: '+49', country: 'DE' })).toBe(3);
    expect(pickCountry(list, { code: '+1', country: 'US' })).toBe(0);
    expect(pickCountry(list, { code: '+1', country: '' })).toBeNull();
    expect(pickCountry(list, { code: '+86', country: 'CN' })).toBeNull();
  });
});

describe('a separate country-code menu', () => {
  it('takes the option of the calling code, and the country among those sharing it', () => {
    const us = { code: '+1', country: 'US' };
    expect(pickCodeOption(['Select...', '+1', '+44', '+49'], { code: '+49', country: 'DE' })).toBe(
      3,
    );
    expect(pickCodeOption(['+1', '+44'], us)).toBe(0);
    expect(pickCodeOption(['Canada (+1)', 'United States of America (+1)'], us)).toBe(1);
    expect(pickCodeOption(['+1 Canada', '+1 Canada (Québec)'], us)).toBeNull();
    expect(pickCodeOption(['中国 +86', '德国 +49'], { code: '+49', country: 'DE' })).toBe(1);
    expect(pickCodeOption(['Germany', 'Austria'], { code: '+49', country: 'DE' })).toBe(0);
  });

  it('fills a native country-code select next to the number, and the number without the code', async () => {
    document.body.innerHTML = `<form>
      <label for="cc">Country code</label>
      <select id="cc"><option value="">Select...</option><option value="1">United States (+1)</option>
        <option value="49">Germany (+49)</option></select>
      <label for="p">Phone number</label><input id="p"></form>`;
    const form = document.querySelector('form')!;
    await fill(form, profileWith('+49', '030 1234567', 'DE'));
    expect(form.querySelector<HTMLSelectElement>('#cc')!.value).toBe('49');
    expect(form.querySelector<HTMLInputElement>('#p')!.value).toBe('301234567');
  });
});
