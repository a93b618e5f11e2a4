import { describe, expect, it } from 'vitest';
import { emptyCandidateProfile, type CandidateProfile } from '@yonder/contract/profile';
import { fillForm, type FillData } from './filler.ts';

const profile = (): CandidateProfile => {
  const value = emptyCandidateProfile();
  value.contact = {
    ...value.contact,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phoneCountryCode: '+44',
    phone: '020 7946 0000',
    city: 'London',
    country: 'GB',
  };
  value.links = [{ id: 'l1', label: 'GitHub', url: 'https://github.com/ada' }];
  value.answers = { ...value.answers, workAuthorization: 'yes', gender: 'female' };
  return value;
};

const data = (): FillData => ({
  context: { profile: profile(), hasPhoneCountryWidget: false, letterText: null },
  resumeFile: null,
  letterFile: null,
});

function form(html: string) {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

describe('fillForm', () => {
  it('fills text fields by their labels and leaves open questions for the user', async () => {
    const root = form(`
      <label for="n">Full name *</label><input id="n" required>
      <label>Email<input name="email"></label>
      <label for="p">Phone</label><input id="p">
      <label for="g">GitHub URL</label><input id="g">
      <label for="w">Why do you want to work at GitHub? *</label><textarea id="w" required></textarea>`);
    const report = await fillForm(root, data());
    const value = (selector: string) => root.querySelector<HTMLInputElement>(selector)!.value;
    expect(value('#n')).toBe('Ada Lovelace');
    expect(value('[name=email]')).toBe('ada@example.com');
    expect(value('#p')).toBe('+44 2079460000');
    expect(value('#g')).toBe('https://github.com/ada');
    expect(value('#w')).toBe('');
    const why = report.items.find((item) => item.label.startsWith('Why'));
    expect(why).toMatchObject({ status: 'empty', reason: 'openQuestion', required: true });
  });

  it('chooses the one matching option and never "Non-US Citizen" or "Male" by shared words', async () => {
    const root = form(`
      <label for="a">Are you legally authorized to work in the UK?</label>
      <select id="a"><option value="">--</option><option value="1">Yes</option><option value="0">No</option></select>
      <label for="g">Gender</label>
      <select id="g"><option value="">Please select</option><option value="m">Male</option><option value="f">Female</option></select>
      <label for="c">What is your citizenship status?</label>
      <select id="c"><option value="">--</option><option>Non-US Citizen</option><option>US Citizen</option></select>
      <fieldset><legend>Country</legend>
        <label><input type="radio" name="country" value="us">United States</label>
        <label><input type="radio" name="country" value="uk">United Kingdom</label>
      </fieldset>`);
    const report = await fillForm(root, data());
    expect(root.querySelector<HTMLSelectElement>('#a')!.value).toBe('1');
    expect(root.querySelector<HTMLSelectElement>('#g')!.value).toBe('f');
    expect(root.querySelector<HTMLSelectElement>('#c')!.value).toBe('');
    expect(root.querySelector<HTMLInputElement>('[value=uk]')!.checked).toBe(true);
    expect(report.items.find((item) => item.label.includes('citizenship'))).toMatchObject({
      status: 'empty',
      reason: 'unknownQuestion',
    });
  });

  it('keeps what the user already typed and undoes what it filled', async () => {
    const root = form(`
      <label for="e">Email</label><input id="e" value="mine@example.com">
      <label for="n">Name</label><input id="n">`);
    const report = await fillForm(root, data());
    expect(root.querySelector<HTMLInputElement>('#e')!.value).toBe('mine@example.com');
    expect(report.items[0]).toMatchObject({ status: 'kept' });
    const filled = report.items[1]!;
    expect(filled.status).toBe('filled');
    if (filled.status === 'filled') filled.undo();
    expect(root.querySelector<HTMLInputElement>('#n')!.value).toBe('');
  });

  it('fills fields that appear after another is answered', async () => {
    const root = form(`
      <label for="a">Are you legally authorized to work in the UK?</label>
      <select id="a"><option value="">--</option><option value="1">Yes</option><option value="0">No</option></select>`);
    root.querySelector('#a')!.addEventListener('change', () => {
      root.insertAdjacentHTML('beforeend', '<label for="l">LinkedIn</label><input id="l">');
    });
    const value = data();
    value.context.profile.links.push({
      id: 'l2',
      label: 'LinkedIn',
      url: 'https://linkedin.com/in/ada',
    });
    await fillForm(root, value);
    expect(root.querySelector<HTMLInputElement>('#l')!.value).toBe('https://linkedin.com/in/ada');
  });
});
