import type { ProfileEducation, ProfileWork } from '@yonder/contract/profile';
import { chooseInListbox } from '../choose.ts';
import { press, setChecked, setValue, yieldToPage } from '../controls.ts';
import { clean } from '../dom.ts';
import { parseYearMonth } from '../format.ts';
import { labelOf } from '../labels.ts';
import { afterAction } from '../menu.ts';
import { itemId, type EmptyReason, type FillItem } from '../report.ts';

/**
 * Workday's repeated entries ("My Experience"): a section is `role=group` labelled by its heading
 * ("Work Experience"), each entry a `role=group` labelled "Work Experience 1", and each box a
 * `data-automation-id="formField-<name>"` wrapper (ids like `workExperience-210--jobTitle`). The
 * section's last "Add" / "Add Another" button adds an entry. Older pages name the section and its
 * entries by automation id (`workExperienceSection`, `workExperience-1`): both are read.
 */
const auto = (id: string) => `[data-automation-id="${id}"]`;

type Kind = 'work' | 'education';
const SECTION: Record<Kind, { heading: RegExp; automation: string; prefix: string }> = {
  work: {
    heading: /^work experience$/i,
    automation: 'workExperienceSection',
    prefix: 'workExperience',
  },
  education: { heading: /^education$/i, automation: 'educationSection', prefix: 'education' },
};

const headingOf = (group: Element) => {
  const id = group.getAttribute('aria-labelledby');
  const heading = id ? group.ownerDocument.getElementById(id) : null;
  return clean(heading?.textContent ?? group.getAttribute('aria-label'));
};

function findSection(form: HTMLElement, kind: Kind): HTMLElement | null {
  const { heading, automation } = SECTION[kind];
  return (
    [...form.querySelectorAll<HTMLElement>('[role="group"]')].find((group) =>
      heading.test(headingOf(group)),
    ) ?? form.querySelector<HTMLElement>(auto(automation))
  );
}

/** The entries of a section: groups labelled "<Section> <n>", else automation ids `<prefix>-<n>`. */
function entriesOf(section: HTMLElement, kind: Kind): HTMLElement[] {
  const { heading, prefix } = SECTION[kind];
  const numbered = new RegExp(`^${heading.source.slice(1, -1)} \\d+$`, 'i');
  const groups = [...section.querySelectorAll<HTMLElement>('[role="group"]')].filter((group) =>
    numbered.test(headingOf(group)),
  );
  if (groups.length > 0) return groups;
  return [...section.querySelectorAll<HTMLElement>(`[data-automation-id^="${prefix}-"]`)];
}

/** Adds entries with the section's own button until there are `count`; stops when none appears. */
async function ensureEntries(section: HTMLElement, kind: Kind, count: number) {
  while (entriesOf(section, kind).length < count) {
    const before = entriesOf(section, kind).length;
    const buttons = [
      ...section.querySelectorAll<HTMLButtonElement>(`button${auto('add-button')}`),
    ].filter((button) => /^add( another)?$/i.test(clean(button.textContent)));
    const add = buttons.at(-1);
    if (!add) break;
    const grown = await afterAction(
      section,
      () => press(add),
      () => (entriesOf(section, kind).length > before ? true : null),
    );
    if (!grown) break;
  }
  return entriesOf(section, kind).slice(0, count);
}

/** A box of an entry by its Workday name (`formField-jobTitle`, or an id ending `--jobTitle`). */
function boxOf(entry: HTMLElement, names: string[]) {
  for (const name of names) {
    const wrapper = entry.querySelector<HTMLElement>(auto(`formField-${name}`));
    const control =
      wrapper?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, button') ??
      entry.querySelector<HTMLElement>(`[id$="--${name}"], [name="${name}"], ${auto(name)}`);
    if (control) return { wrapper: wrapper ?? control, control };
  }
  return null;
}

type Context = { entry: HTMLElement; title: string; seen: WeakSet<Element>; items: FillItem[] };

function report(
  context: Context,
  element: HTMLElement,
  label: string,
  result: { value: string; undo: () => void } | EmptyReason,
) {
  const base = {
    id: itemId(),
    label: `${context.title} › ${label}`,
    key: null,
    required: element.getAttribute('aria-required') === 'true',
    element,
  };
  context.items.push(
    typeof result === 'string'
      ? { ...base, status: 'empty', reason: result }
      : { ...base, status: 'filled', ...result },
  );
}

async function fillText(context: Context, names: string[], value: string) {
  const box = boxOf(context.entry, names);
  if (
    !box ||
    !(box.control instanceof HTMLInputElement || box.control instanceof HTMLTextAreaElement)
  )
    return;
  const input = box.control;
  context.seen.add(input);
  const label = labelOf(input).replace(/\*$/, '');
  if (input.value.trim()) return;
  if (!value) return report(context, input, label, 'noProfileValue');
  setValue(input, value);
  await yieldToPage();
  report(context, input, label, { value, undo: () => setValue(input, '') });
}

/** Workday's date: month and year spin-buttons (education has the year alone). */
async function fillDate(context: Context, name: string, value: string) {
  const wrapper = context.entry.querySelector<HTMLElement>(auto(`formField-${name}`));
  const date = parseYearMonth(value);
  if (!wrapper) return;
  const month = wrapper.querySelector<HTMLInputElement>(auto('dateSectionMonth-input'));
  const year = wrapper.querySelector<HTMLInputElement>(auto('dateSectionYear-input'));
  const label = clean(wrapper.querySelector('legend, label')?.textContent).replace(/\*$/, '');
  for (const input of [month, year]) if (input) context.seen.add(input);
  if (!date || !year || year.value.trim()) return;
  const parts: [HTMLInputElement | null, string][] = [
    [month, String(date.month).padStart(2, '0')],
    [year, String(date.year)],
  ];
  for (const [input, text] of parts) {
    if (!input) continue;
    setValue(input, text);
    await yieldToPage();
  }
  const shown = month ? `${parts[0]![1]}/${date.year}` : String(date.year);
  report(context, year, label, {
    value: shown,
    undo: () => [month, year].forEach((input) => input && setValue(input, '')),
  });
}

async function fillWork(context: Context, work: ProfileWork) {
  await fillText(context, ['jobTitle'], work.title);
  await fillText(context, ['companyName', 'company'], work.company);
  await fillText(context, ['location'], work.location);
  const current = boxOf(context.entry, ['currentlyWorkHere'])?.control;
  if (current instanceof HTMLInputElement) {
    context.seen.add(current);
    if (!work.end && work.start && !current.checked) {
      setChecked(current, true);
      // The page drops the "To" date once this is ticked.
      await afterAction(
        context.entry,
        () => undefined,
        () => null,
        300,
      );
      report(context, current, labelOf(current), {
        value: '✓',
        undo: () => setChecked(current, false),
      });
    }
  }
  await fillDate(context, 'startDate', work.start);
  if (work.end) await fillDate(context, 'endDate', work.end);
  await fillText(context, ['roleDescription', 'description'], work.description);
}

async function fillEducation(context: Context, school: ProfileEducation) {
  await fillText(context, ['schoolName', 'school'], school.school);
  const degree = boxOf(context.entry, ['degree'])?.control;
  if (degree instanceof HTMLButtonElement && school.degree) {
    context.seen.add(degree);
    const result = await chooseInListbox(degree, {
      text: school.degree,
      choice: { exact: [school.degree] },
    });
    report(context, degree, labelOf(degree).replace(/\*$/, ''), result.ok ? result : result.reason);
  }
  await fillText(context, ['fieldOfStudy'], school.field);
  await fillDate(context, 'firstYearAttended', school.start);
  await fillDate(context, 'lastYearAttended', school.end);
}

/** Fills the work and education entries of the step; an entry the page would not add is listed. */
export async function fillEntries(
  form: HTMLElement,
  profile: { work: ProfileWork[]; education: ProfileEducation[] },
  seen: WeakSet<Element>,
): Promise<FillItem[]> {
  const items: FillItem[] = [];
  const plans: [Kind, (ProfileWork | ProfileEducation)[]][] = [
    ['work', profile.work],
    ['education', profile.education],
  ];
  for (const [kind, list] of plans) {
    const section = findSection(form, kind);
    if (!section || list.length === 0) continue;
    const entries = await ensureEntries(section, kind, list.length);
    for (const [index, entry] of entries.entries()) {
      const context: Context = { entry, title: headingOf(entry) || `${index + 1}`, seen, items };
      if (kind === 'work') await fillWork(context, list[index] as ProfileWork);
      else await fillEducation(context, list[index] as ProfileEducation);
    }
    for (let missing = entries.length; missing < list.length; missing += 1)
      items.push({
        id: itemId(),
        label: `${headingOf(section)} ${missing + 1}`,
        key: null,
        required: false,
        element: section,
        status: 'empty',
        reason: 'entryNotAdded',
      });
  }
  return items;
}
