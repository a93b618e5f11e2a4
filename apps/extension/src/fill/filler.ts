import {
  chooseInButtons,
  chooseInCombobox,
  chooseInGroup,
  chooseInListbox,
  chooseInSelect,
  type ChoiceResult,
} from './choose.ts';
import { dropFiles, setFiles, setValue, yieldToPage } from './controls.ts';
import { classifyField } from './classify.ts';
import { elementsOf, findFields, hasValue, type Field } from './fields.ts';
import type { SalaryExpectation } from '@yonder/contract/profile';
import { currencyName, dateStyleOf, formatSalary, PERIOD_NAMES } from './format.ts';
import { findCustomAnswer, type FieldKey } from './matcher.ts';
import { fillPhoneWidget, findPhoneWidgets } from './phone-widget.ts';
import { itemId, type EmptyReason, type FillItem, type FillReport } from './report.ts';
import { answerFor, isLinkKey, type Answer, type FillContext } from './values.ts';

export type FillData = {
  context: FillContext;
  resumeFile: File | null;
  letterFile: File | null;
};

const OPEN =
  /\b(why|describe|tell us|explain|how would you|anything else)\b|为什么|请描述|请介绍|谈谈/i;

/**
 * A salary box that takes the amount alone: a number field, or one whose currency and period are
 * menus of their own beside it (Breezy: currency, amount, "Yearly").
 */
function isAmountOnly(input: HTMLInputElement | HTMLTextAreaElement): boolean {
  if (input.getAttribute('type') === 'number' || input.inputMode === 'numeric') return true;
  const beside = input.parentElement?.parentElement ?? input.parentElement;
  return [...(beside?.querySelectorAll('select') ?? [])].some((select) =>
    [...select.options].some((option) =>
      /^(yearly|monthly|hourly|weekly|us dollar|euro)\b/i.test(option.text),
    ),
  );
}

/** A salary's own menus beside its amount: the currency ("US Dollar ($)") and the period ("Yearly"). */
function salaryMenuAnswer(salary: SalaryExpectation): Answer {
  const currency = currencyName(salary.currency);
  const period = PERIOD_NAMES[salary.period];
  return {
    text: '',
    choice: {
      exact: [...period, salary.currency],
      phrases: currency ? [new RegExp(`^${currency.toLowerCase()}\\b`)] : [],
    },
  };
}

function answerForField(field: Field, key: FieldKey, data: FillData): Answer | null {
  const { profile } = data.context;
  if (key === 'salary') {
    const salary = profile.preferences.minSalary;
    if (!salary) return null;
    if (field.kind === 'select') return salaryMenuAnswer(salary);
    const isNumeric = field.kind === 'text' && isAmountOnly(field.element);
    const value = formatSalary(salary, { label: field.label, isNumeric });
    return { text: value, choice: { exact: [value] } };
  }
  const isDateBox =
    field.kind === 'text' && ['date', 'month'].includes(field.element.getAttribute('type') ?? '');
  // A date box takes a date: a notice period ("1 month") is no answer to it.
  if (
    key === 'startDate' &&
    isDateBox &&
    !/^\d{4}-\d{2}-\d{2}$/.test(profile.preferences.earliestStart)
  )
    return null;
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
  const file = key === 'coverLetter' ? data.letterFile : key === 'resume' ? data.resumeFile : null;
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
  data.context.usedLinks = new Set();
  for (let pass = 0; pass < 3; pass += 1) {
    const widgets = findPhoneWidgets(root, seen);
    if (widgets.length > 0) data.context.hasPhoneCountryWidget = true;
    for (const widget of widgets)
      items.push(...(await fillPhoneWidget(widget, data.context.profile)));
    const fields = findFields(root, seen);
    if (fields.length === 0 && widgets.length === 0) break;
    const keys = fields.map(classifyField);
    // A separate country-code menu first: the number is written without its code only when the
    // menu holds the country.
    const order = fields
      .map((field, index) => ({ field, key: keys[index] ?? null }))
      .sort((a, b) => Number(b.key === 'phoneCountry') - Number(a.key === 'phoneCountry'));
    for (const { field, key } of order) {
      elementsOf(field).forEach((element) => seen.add(element));
      const item = await fillField(field, key, data);
      if (key === 'phoneCountry' && item.status !== 'empty')
        data.context.hasPhoneCountryWidget = true;
      items.push(item);
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
  const links = data.context.usedLinks;
  if (field.kind !== 'file' && hasValue(field)) {
    if (key && isLinkKey(key) && field.kind === 'text') links?.add(field.element.value.trim());
    return { ...base, key, status: 'kept' };
  }
  const custom = findCustomAnswer(field.label, data.context.profile.answers.custom);
  const answer: Answer | null =
    custom !== null
      ? { text: custom, choice: { exact: [custom] } }
      : key
        ? answerForField(field, key, data)
        : null;
  const result = await fillOne(field, custom !== null ? null : key, answer, data);
  const itemKey = custom !== null ? 'custom' : key;
  if (result?.ok) {
    if (key && isLinkKey(key)) links?.add(result.value);
    return { ...base, key: itemKey, status: 'filled', value: result.value, undo: result.undo };
  }
  // The link this field would take already went into another one.
  if (!result && key && isLinkKey(key) && answerFor(key, { ...data.context, usedLinks: undefined }))
    return { ...base, key: itemKey, status: 'empty', reason: 'alreadyUsed' };
  const reason: EmptyReason = result
    ? result.reason
    : key === 'coverLetter'
      ? 'noLetter'
      : field.kind === 'file' && key
        ? 'noFile'
        : key
          ? 'noProfileValue'
          : OPEN.test(field.label)
            ? 'openQuestion'
            : 'unknownQuestion';
  return { ...base, key: itemKey, status: 'empty', reason };
}
