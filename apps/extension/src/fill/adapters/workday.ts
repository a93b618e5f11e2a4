import type { ProfileEducation, ProfileWork } from '@yonder/contract/profile';
import { chooseInListbox } from '../choose.ts';
import { press, setChecked, setValue, waitFor, yieldToPage } from '../controls.ts';
import type { FillData } from '../filler.ts';
import { parseYearMonth } from '../format.ts';
import { itemId, type FillItem } from '../report.ts';
import { textOf, type Adapter } from './types.ts';
import { fillPrompts } from './workday-prompt.ts';

const auto = (id: string) => `[data-automation-id="${id}"]`;

/** One filled value of an entry, reported like any other field. */
async function filledText(
  scope: HTMLElement,
  id: string,
  value: string,
  label: string,
  seen: WeakSet<Element>,
): Promise<FillItem | null> {
  const input = scope.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `input${auto(id)}, textarea${auto(id)}`,
  );
  if (!input) return null;
  seen.add(input);
  if (!value)
    return {
      id: itemId(),
      label,
      key: null,
      required: input.required,
      element: input,
      status: 'empty',
      reason: 'noProfileValue',
    };
  const previous = input.value;
  setValue(input, value);
  await yieldToPage();
  return {
    id: itemId(),
    label,
    key: null,
    required: input.required,
    element: input,
    status: 'filled',
    value,
    undo: () => setValue(input, previous),
  };
}

/** Workday's date widget: month and year spin-buttons (education has the year alone). */
async function fillDate(
  scope: HTMLElement,
  field: string,
  value: string,
  label: string,
  seen: WeakSet<Element>,
): Promise<FillItem[]> {
  const wrapper = scope.querySelector<HTMLElement>(auto(`formField-${field}`));
  const date = parseYearMonth(value);
  if (!wrapper || !date) return [];
  const parts: [string, string, string][] = [
    ['dateSectionMonth-input', String(date.month).padStart(2, '0'), `${label} (month)`],
    ['dateSectionYear-input', String(date.year), `${label} (year)`],
  ];
  return fillTexts(wrapper, parts, seen);
}

/** Text fields of one entry, one after the other (the page commits each before the next). */
async function fillTexts(
  scope: HTMLElement,
  parts: [id: string, value: string, label: string][],
  seen: WeakSet<Element>,
): Promise<FillItem[]> {
  const items: FillItem[] = [];
  for (const [id, value, label] of parts) {
    const item = await filledText(scope, id, value, label, seen);
    if (item) items.push(item);
  }
  return items;
}

/** The entries of a repeated section, adding panels with its "Add" button until there are `count`. */
async function ensurePanels(
  section: HTMLElement,
  prefix: string,
  count: number,
): Promise<HTMLElement[]> {
  const panels = () => [
    ...section.querySelectorAll<HTMLElement>(`[data-automation-id^="${prefix}-"]`),
  ];
  while (panels().length < count) {
    const before = panels().length;
    const add = section.querySelector<HTMLButtonElement>(
      `${auto('add-button')}, button[aria-label^="Add"]`,
    );
    if (!add) break;
    press(add);
    const grown = await waitFor(() => (panels().length > before ? true : null), section, 1500);
    if (!grown) break;
  }
  return panels().slice(0, count);
}

async function fillWork(
  panel: HTMLElement,
  work: ProfileWork,
  n: number,
  seen: WeakSet<Element>,
): Promise<FillItem[]> {
  const label = (name: string) => `${name} (${n})`;
  const items = await fillTexts(
    panel,
    [
      ['jobTitle', work.title, label('Job Title')],
      ['company', work.company, label('Company')],
      ['location', work.location, label('Location')],
      ['description', work.description, label('Role Description')],
    ],
    seen,
  );
  const current = panel.querySelector<HTMLInputElement>(`input${auto('currentlyWorkHere')}`);
  if (current) {
    seen.add(current);
    if (!work.end && work.start) {
      setChecked(current, true);
      items.push({
        id: itemId(),
        label: label('I currently work here'),
        key: null,
        required: false,
        element: current,
        status: 'filled',
        value: '✓',
        undo: () => setChecked(current, false),
      });
      await waitFor(
        () => (panel.querySelector(auto('formField-endDate')) ? null : true),
        panel,
        300,
      );
    }
  }
  items.push(...(await fillDate(panel, 'startDate', work.start, label('From'), seen)));
  if (work.end) items.push(...(await fillDate(panel, 'endDate', work.end, label('To'), seen)));
  return items;
}

async function fillEducation(
  panel: HTMLElement,
  school: ProfileEducation,
  n: number,
  seen: WeakSet<Element>,
): Promise<FillItem[]> {
  const label = (name: string) => `${name} (${n})`;
  const items = await fillTexts(
    panel,
    [
      ['school', school.school, label('School or University')],
      ['fieldOfStudy', school.field, label('Field of Study')],
    ],
    seen,
  );
  const degree = panel.querySelector<HTMLButtonElement>(`button${auto('degree')}`);
  if (degree && school.degree) {
    seen.add(degree);
    const result = await chooseInListbox(degree, {
      text: school.degree,
      choice: { exact: [school.degree] },
    });
    items.push(
      result.ok
        ? {
            id: itemId(),
            label: label('Degree'),
            key: 'degree',
            required: false,
            element: degree,
            status: 'filled',
            value: result.value,
            undo: result.undo,
          }
        : {
            id: itemId(),
            label: label('Degree'),
            key: 'degree',
            required: false,
            element: degree,
            status: 'empty',
            reason: result.reason,
          },
    );
  }
  items.push(...(await fillDate(panel, 'firstYearAttended', school.start, label('From'), seen)));
  items.push(...(await fillDate(panel, 'lastYearAttended', school.end, label('To'), seen)));
  return items;
}

async function fillExperience(
  form: HTMLElement,
  data: FillData,
  seen: WeakSet<Element>,
): Promise<FillItem[]> {
  const items: FillItem[] = [];
  const { work, education } = data.context.profile;
  const workSection = form.querySelector<HTMLElement>(auto('workExperienceSection'));
  if (workSection && work.length > 0) {
    const panels = await ensurePanels(workSection, 'workExperience', work.length);
    for (const [index, panel] of panels.entries())
      items.push(...(await fillWork(panel, work[index]!, index + 1, seen)));
  }
  const educationSection = form.querySelector<HTMLElement>(auto('educationSection'));
  if (educationSection && education.length > 0) {
    const panels = await ensurePanels(educationSection, 'education', education.length);
    for (const [index, panel] of panels.entries())
      items.push(...(await fillEducation(panel, education[index]!, index + 1, seen)));
  }
  return items;
}

/** Workday (*.myworkdayjobs.com): a wizard; each step is filled as it appears. */
export const workday: Adapter = {
  name: 'workday',
  findForm: (doc) =>
    doc.querySelector<HTMLElement>(`${auto('applyFlowPage')}, [data-automation-id="applyFlow"]`),
  jobInfo: (doc, url) => ({
    title: textOf(doc, `${auto('jobPostingHeader')}, h2, h1`),
    company: url.hostname.split('.')[0]!.replace(/\b\w/g, (c) => c.toUpperCase()),
  }),
  isConfirmation: (doc) => doc.querySelector(auto('congratulationsPopup')) !== null,
  fillSpecial: async (form, data, seen) => [
    ...(await fillPrompts(form, data.context, seen)),
    ...(await fillExperience(form, data, seen)),
  ],
};

/** The wizard's current step name: a change means a new step to fill. */
export const workdayStep = (doc: Document) => textOf(doc, auto('progressBarActiveStep'));
