import {
  chooseInButtons,
  chooseInCombobox,
  chooseInGroup,
  chooseInListbox,
  chooseInSelect,
  type ChoiceResult,
} from './choose.ts';
import { dropFiles, setFiles, setValue, yieldToPage } from './controls.ts';
import { elementsOf, findFields, hasValue, type Field } from './fields.ts';
import { dateStyleOf, formatSalary } from './format.ts';
import { classifyLabel, findCustomAnswer, type FieldKey } from './matcher.ts';
import { fillPhoneWidget, findPhoneWidgets } from './phone-widget.ts';
import { itemId, type EmptyReason, type FillItem, type FillReport } from './report.ts';
import { answerFor, type Answer, type FillContext } from './values.ts';

export type FillData = {
  context: FillContext;
  resumeFile: File | null;
  letterFile: File | null;
};

const OPEN =
  /\b(why|describe|tell us|explain|how would you|anything else)\b|为什么|请描述|请介绍|谈谈/i;

function answerForField(field: Field, key: FieldKey, data: FillData): Answer | null {
  const { profile } = data.context;
  if (key === 'salary') {
    const salary = profile.preferences.minSalary;
    if (!salary) return null;
    const isNumeric = field.kind === 'text' && field.element.getAttribute('type') === 'number';
    const value = formatSalary(salary, { label: field.label, isNumeric });
    return { text: value, choice: { exact: [value] } };
  }
  if (
    key === 'startDate' &&
    field.kind === 'text' &&
    /^\d{4}-\d{2}-\d{2}$/.test(profile.preferences.earliestStart)
  ) {
    const style = dateStyleOf(field.element as HTMLInputElement);
    const date = profile.preferences.earliestStart;
    const value = style === 'YYYY-MM-DD' ? date : date.slice(0, 7);
    return { text: value, choice: { exact: [value] } };
  }
  return answerFor(key, data.context);
}

async function fillFile(
  field: Extract<Field, { kind: 'file' }>,
  key: FieldKey | null,
  data: FillData,
) {
  const file = key === 'coverLetter' ? data.letterFile : data.resumeFile;
  if (!file) return null;
  const zone = field.element.closest<HTMLElement>(
    '[data-dropzone], .drop-zone, [class*="dropzone"]',
  );
  if (zone) dropFiles(zone, [file]);
  else setFiles(field.element, [file]);
  return { ok: true as const, value: file.name, undo: () => setFiles(field.element, []) };
}

async function fillOne(
  field: Field,
  key: FieldKey | null,
  answer: Answer | null,
  data: FillData,
): Promise<ChoiceResult | null> {
  if (field.kind === 'file') return fillFile(field, key, data);
  if (!answer) return null;
  switch (field.kind) {
    case 'text': {
      const previous = field.element.value;
      setValue(field.element, answer.text);
      return { ok: true, value: answer.text, undo: () => setValue(field.element, previous) };
    }
    case 'select':
      return chooseInSelect(field.element, answer);
    case 'group':
      return chooseInGroup(field, answer);
    case 'buttons':
      return chooseInButtons(field, answer);
    case 'combobox':
      return chooseInCombobox(field.element, answer);
    case 'listbox':
      return chooseInListbox(field.element, answer);
  }
}

/** Which file input is which: a resume field unless its label names the cover letter. */
function keyOfFile(label: string): FieldKey {
  return /cover|求职信/i.test(label) ? 'coverLetter' : 'resume';
}

/**
 * Fills every field of `root` it can answer safely, again for fields its answers made appear,
 * and reports each field: filled (with undo), left empty (and why) or kept (already answered).
 */
export async function fillForm(
  root: ParentNode,
  data: FillData,
  seen = new WeakSet<Element>(),
): Promise<FillReport> {
  const startedAt = performance.now();
  const items: FillItem[] = [];
  data.context.hasPhoneCountryWidget = false;
  for (let pass = 0; pass < 3; pass += 1) {
    const widgets = findPhoneWidgets(root, seen);
    if (widgets.length > 0) data.context.hasPhoneCountryWidget = true;
    for (const widget of widgets)
      items.push(...(await fillPhoneWidget(widget, data.context.profile)));
    const fields = findFields(root, seen);
    if (fields.length === 0 && widgets.length === 0) break;
    const keys = fields.map((field) =>
      field.kind === 'file' ? keyOfFile(field.label) : classifyLabel(field.label),
    );
    if (keys.includes('phoneCountry')) data.context.hasPhoneCountryWidget = true;
    for (const [index, field] of fields.entries()) {
      elementsOf(field).forEach((element) => seen.add(element));
      items.push(await fillField(field, keys[index] ?? null, data));
      await yieldToPage();
    }
  }
  return { items, startedAt, finishedAt: performance.now() };
}

export async function fillField(
  field: Field,
  key: FieldKey | null,
  data: FillData,
): Promise<FillItem> {
  const base = {
    id: itemId(),
    label: field.label,
    required: field.required,
    element: elementsOf(field)[0]!.closest<HTMLElement>('*')!,
  };
  if (field.kind !== 'file' && hasValue(field)) return { ...base, key, status: 'kept' };
  const custom = findCustomAnswer(field.label, data.context.profile.answers.custom);
  const answer: Answer | null =
    custom !== null
      ? { text: custom, choice: { exact: [custom] } }
      : key
        ? answerForField(field, key, data)
        : null;
  const result = await fillOne(field, custom !== null ? null : key, answer, data);
  const itemKey = custom !== null ? 'custom' : key;
  if (result?.ok)
    return { ...base, key: itemKey, status: 'filled', value: result.value, undo: result.undo };
  const reason: EmptyReason = result
    ? result.reason
    : field.kind === 'file'
      ? key === 'coverLetter'
        ? 'noLetter'
        : 'noFile'
      : key
        ? 'noProfileValue'
        : OPEN.test(field.label)
          ? 'openQuestion'
          : 'unknownQuestion';
  return { ...base, key: itemKey, status: 'empty', reason };
}
