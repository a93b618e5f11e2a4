import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyCandidateProfile, type CandidateProfile } from '@yonder/contract/profile';
import { workday, workdayStep } from './adapters/workday.ts';
import { chooseInCombobox } from './choose.ts';
import type * as controls from './controls.ts';
import { setFiles } from './controls.ts';
import { fillForm, type FillData } from './filler.ts';
import { REACTION_MS } from './menu.ts';

/**
 * The structures of the real captures (`../shared/realdata/forms`), reduced to the parts each
 * defect lived in: the filler met these on live boards and got them wrong.
 */
vi.mock('./controls.ts', async (original) => ({
  ...(await original<typeof controls>()),
  // jsdom has no DataTransfer: which file goes where is read from the calls.
  setFiles: vi.fn(),
}));

const profile = (): CandidateProfile => {
  const value = emptyCandidateProfile();
  value.contact = {
    ...value.contact,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phoneCountryCode: '+49',
    phone: '030 1234567',
    city: 'Berlin',
    country: 'DE',
  };
  value.links = [
    { id: 'l1', label: 'LinkedIn', url: 'https://www.linkedin.com/in/ada' },
    { id: 'l2', label: 'Portfolio', url: 'https://ada.dev' },
  ];
  value.work = [
    {
      id: 'w1',
      company: 'Northwind',
      title: 'Senior Engineer',
      location: 'Hamburg',
      start: '2021-03',
      end: '',
      description: 'Payments.',
    },
    {
      id: 'w2',
      company: 'Contoso',
      title: 'Engineer',
      location: 'Munich',
      start: '2017-06',
      end: '2021-02',
      description: 'Pipelines.',
    },
  ];
  value.answers = { ...value.answers, gender: 'female' };
  return value;
};

const data = (): FillData => ({
  context: { profile: profile(), hasPhoneCountryWidget: false, letterText: 'Dear team' },
  resumeFile: new File(['%PDF'], 'ada.pdf', { type: 'application/pdf' }),
  letterFile: new File(['Dear team'], 'cover-letter.txt', { type: 'text/plain' }),
});

const form = (html: string) => {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
};

afterEach(() => {
  vi.mocked(setFiles).mockClear();
  vi.useRealTimers();
});

describe('Greenhouse (job-boards): both file inputs are labelled "Attach"', () => {
  const upload = (id: string, title: string) => `<div class="field-wrapper">
    <div role="group" aria-labelledby="upload-label-${id}" class="file-upload">
      <div id="upload-label-${id}" class="label upload-label">${title}</div>
      <div class="secondary-button"><button type="button">Attach</button>
        <label class="visually-hidden" for="${id}">Attach</label>
        <input id="${id}" class="visually-hidden" type="file"></div>
      <button type="button">Enter manually</button></div></div>`;

  it('attaches the resume to the resume group and the letter to the cover-letter group', async () => {
    const root = form(
      upload('resume', 'Resume/CV<span>*</span>') + upload('cover_letter', 'Cover Letter'),
    );
    const report = await fillForm(root, data());
    const sent = (id: string) =>
      vi.mocked(setFiles).mock.calls.find(([input]) => input.id === id)?.[1]?.[0]?.name;
    expect(sent('resume')).toBe('ada.pdf');
    expect(sent('cover_letter')).toBe('cover-letter.txt');
    expect(report.items.map((item) => item.label)).toEqual(['Resume/CV*', 'Cover Letter']);
  });

  it('never attaches the resume to a file input nothing names', async () => {
    const root = form(`<label for="f">Attach</label><input type="file" id="f">`);
    const [item] = (await fillForm(root, data())).items;
    expect(vi.mocked(setFiles)).not.toHaveBeenCalled();
    expect(item).toMatchObject({ status: 'empty', reason: 'unknownQuestion' });
  });

  it('answers "What city do you currently reside in?" with the city', async () => {
    const root =
      form(`<div class="field-wrapper"><label id="q-label" for="q">What city do you currently reside in?<span aria-hidden="true">*</span></label>
      <input id="q" aria-label="What city do you currently reside in?" aria-required="true"></div>`);
    await fillForm(root, data());
    expect(root.querySelector('input')!.value).toBe('Berlin');
  });
});

describe('Lever: labels that wrap their box', () => {
  it('reads "Current location" without the hidden dropdown text, and gives the portfolio once', async () => {
    const question = (label: string, input: string) =>
      `<li class="application-question"><label><div class="application-label">${label}</div>
        <div class="application-field">${input}</div></label></li>`;
    const root = form(
      question(
        'Current location ',
        `<input class="location-input" id="location-input" name="location" type="text">
         <div class="dropdown-container"><div class="dropdown-results"></div>
         <div class="dropdown-no-results">No location found. Try entering a different location</div>
         <div class="dropdown-loading-results"><span>Loading</span></div></div>`,
      ) +
        question('Portfolio URL', '<input type="text" name="urls[Portfolio]">') +
        question('Other website', '<input type="text" name="urls[Other]">'),
    );
    const report = await fillForm(root, data());
    const value = (name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value;
    expect(value('location')).toBe('Berlin, Germany');
    expect(value('urls[Portfolio]')).toBe('https://ada.dev');
    expect(value('urls[Other]')).toBe('');
    expect(report.items.find((item) => item.label === 'Other website')).toMatchObject({
      status: 'empty',
      reason: 'alreadyUsed',
    });
  });
});

describe('menus', () => {
  /** react-select without `aria-controls`; a phone widget keeps 244 countries in the page. */
  function reactSelect(labels: string[]) {
    const countries = Array.from(
      { length: 244 },
      (_, i) => `<li role="option" class="iti__country">Country ${i}</li>`,
    ).join('');
    const root = form(`<ul role="listbox" class="iti__country-list">${countries}</ul>
      <div class="select__container"><label id="gender-label" for="gender">Gender</label>
      <div class="select-shell"><input id="gender" role="combobox" aria-labelledby="gender-label"
        aria-expanded="false" aria-autocomplete="list"></div></div>`);
    const input = root.querySelector<HTMLInputElement>('#gender')!;
    let chosen = '';
    // The menu renders after the event, as React commits it.
    input.addEventListener('input', () => setTimeout(open));
    const open = () => {
      input.setAttribute('aria-expanded', 'true');
      const menu = document.createElement('div');
      menu.className = 'select__menu';
      menu.innerHTML = labels.map((label) => `<div role="option">${label}</div>`).join('');
      menu.querySelectorAll('[role=option]').forEach((option) =>
        option.addEventListener('click', () => {
          chosen = option.textContent!;
          menu.remove();
        }),
      );
      input.closest('.select-shell')!.append(menu);
    };
    return { root, chosen: () => chosen };
  }

  it('reads the options of the menu the combobox opened, not every option of the page', async () => {
    const page = reactSelect(['Male', 'Female', 'Decline To Self Identify']);
    const report = await fillForm(page.root, data());
    expect(page.chosen()).toBe('Female');
    expect(report.items[0]).toMatchObject({ status: 'filled', value: 'Female' });
  });

  it('leaves a menu that does not open after a moment, not after the full wait', async () => {
    vi.useFakeTimers();
    const root = form(`<label for="c">Gender</label><input id="c" role="combobox">`);
    const input = root.querySelector<HTMLInputElement>('#c')!;
    let result: unknown = null;
    void chooseInCombobox(input, { text: 'Female', choice: { exact: ['Female'] } }).then(
      (value) => (result = value),
    );
    await vi.advanceTimersByTimeAsync(REACTION_MS + 1);
    expect(result).toMatchObject({ ok: false, reason: 'menuClosed' });
    expect(input.value).toBe('');
  });
});

describe('Workday: My Experience as the live page draws it', () => {
  let next = 210;
  const entry = (n: number) => {
    const id = `workExperience-${(next += 3)}`;
    const box = (name: string, label: string, tag = 'input type="text"') =>
      `<div data-automation-id="formField-${name}"><label for="${id}--${name}">${label}</label>
        <${tag} id="${id}--${name}" name="${name}"></${tag.split(' ')[0]}></div>`;
    const date = (name: string, label: string) =>
      `<div data-automation-id="formField-${name}"><fieldset><legend><label>${label}</label></legend>
        <input role="spinbutton" aria-label="Month" data-automation-id="dateSectionMonth-input">
        <input role="spinbutton" aria-label="Year" data-automation-id="dateSectionYear-input"></fieldset></div>`;
    return `<div role="group" aria-labelledby="Work-Experience-${n}-panel">
      <h5 id="Work-Experience-${n}-panel">Work Experience ${n}</h5>
      ${box('jobTitle', 'Job Title*')}${box('companyName', 'Company*')}${box('location', 'Location')}
      <div data-automation-id="formField-currentlyWorkHere"><label for="${id}--currentlyWorkHere">I currently work here</label>
        <input id="${id}--currentlyWorkHere" type="checkbox" name="currentlyWorkHere"></div>
      ${date('startDate', 'From*')}${date('endDate', 'To*')}
      ${box('roleDescription', 'Role Description', 'textarea')}</div>`;
  };

  function page() {
    document.body.innerHTML = `<div data-automation-id="applyFlowPage">
      <ol><li data-automation-id="progressBarActiveStep"><label aria-live="polite">current step 2 of 6</label><label>My Experience</label></li></ol>
      <div data-automation-id="applyFlowMyExpPage">
        <div role="group" aria-labelledby="Work-Experience-section"><h4 id="Work-Experience-section">Work Experience</h4>
          <div class="entries">${entry(1)}</div>
          <button data-automation-id="add-button">Add Another</button></div>
        <div role="group" aria-labelledby="Websites-section"><h4 id="Websites-section">Websites</h4></div>
      </div></div>`;
    const entries = document.querySelector('.entries')!;
    document
      .querySelector('[data-automation-id="add-button"]')!
      .addEventListener('click', () =>
        entries.insertAdjacentHTML('beforeend', entry(entries.children.length + 1)),
      );
    // Ticking "I currently work here" takes the "To" date away, as the page does.
    document.addEventListener('change', (event) => {
      const box = event.target as HTMLInputElement;
      if (box.name === 'currentlyWorkHere' && box.checked)
        box
          .closest('[role=group]')!
          .querySelector('[data-automation-id="formField-endDate"]')!
          .remove();
    });
    return workday.findForm(document)!;
  }

  it('fills each job in its own entry, adds the second, and never puts the home city in a job', async () => {
    const root = page();
    const seen = new WeakSet<Element>();
    const fill = data();
    const items = [
      ...(await workday.fillSpecial!(root, fill, seen)),
      ...(await fillForm(root, fill, seen)).items,
    ];
    const groups = [
      ...document.querySelectorAll<HTMLElement>(
        '[aria-labelledby^="Work-Experience-"][aria-labelledby$="-panel"]',
      ),
    ];
    expect(groups).toHaveLength(2);
    const value = (group: HTMLElement, name: string) =>
      group.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value;
    expect(value(groups[0]!, 'jobTitle')).toBe('Senior Engineer');
    expect(value(groups[0]!, 'location')).toBe('Hamburg');
    expect(groups[0]!.querySelector<HTMLInputElement>('[name=currentlyWorkHere]')!.checked).toBe(
      true,
    );
    const month = (group: HTMLElement, field: string) =>
      group.querySelector<HTMLInputElement>(
        `[data-automation-id="formField-${field}"] [aria-label=Month]`,
      )!.value;
    expect(month(groups[0]!, 'startDate')).toBe('03');
    expect(value(groups[1]!, 'companyName')).toBe('Contoso');
    expect(value(groups[1]!, 'location')).toBe('Munich');
    expect(groups[1]!.querySelector<HTMLInputElement>('[name=currentlyWorkHere]')!.checked).toBe(
      false,
    );
    expect(month(groups[1]!, 'endDate')).toBe('02');
    expect(items.filter((item) => item.status === 'filled').map((item) => item.label)).toContain(
      'Work Experience 2 › Company',
    );
    expect(workdayStep(document)).toBe('My Experience');
  });
});
