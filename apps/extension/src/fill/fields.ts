import { clean, closestDeep, isRendered, queryAll } from './dom.ts';
import { contextOf, groupLabelOf, labelOf } from './labels.ts';

export { labelOf };

type Common = {
  label: string;
  required: boolean;
  /** The label of the labelled group around it ("Phone" around a "Country" menu), or ''. */
  context: string;
};

/** A question of a form: its controls, what it is called, and whether the form requires it. */
export type Field = Common &
  (
    | { kind: 'text'; element: HTMLInputElement | HTMLTextAreaElement }
    | { kind: 'select'; element: HTMLSelectElement }
    | { kind: 'combobox'; element: HTMLInputElement }
    | { kind: 'listbox'; element: HTMLButtonElement }
    | { kind: 'group'; inputs: HTMLInputElement[]; options: string[]; element: HTMLElement }
    | { kind: 'buttons'; buttons: HTMLButtonElement[]; options: string[]; element: HTMLElement }
    | { kind: 'file'; element: HTMLInputElement }
  );

/**
 * Yes/No questions drawn as toggle buttons (Ashby): `aria-pressed` buttons side by side, or the
 * buttons of a yes/no container; the form reads a hidden input the page sets on a click.
 */
const TOGGLE_BUTTONS =
  'button[aria-pressed], [class*="yesno" i] > button, [class*="yes-no" i] > button';
const PRESSED_CLASS = /(^|[\s_-])(active|selected|pressed|checked)([\s_-]|$)/i;

export const isPressed = (button: HTMLElement) =>
  button.getAttribute('aria-pressed') === 'true' || PRESSED_CLASS.test(button.className);

const SKIP_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'search', 'password']);
const REQUIRED_MARK = /\*|✱|必填/;

const isRequired = (element: HTMLElement, label: string) =>
  (element as HTMLInputElement).required ||
  element.getAttribute('aria-required') === 'true' ||
  REQUIRED_MARK.test(label);

/**
 * A box nobody sees: hidden from assistive technology, or not drawn (a custom-pronoun box shown
 * only after its checkbox, a honeypot). File inputs are exempt: boards hide them behind a button.
 */
const isHiddenText = (element: HTMLElement) =>
  element.closest('[aria-hidden="true"]') !== null || !isRendered(element);

const isOurs = (element: Element) => closestDeep(element, '[data-yonder-panel]') !== null;

/** The smallest element holding every control of a group (what the panel outlines). */
function holderOf(controls: HTMLElement[]): HTMLElement {
  let container: HTMLElement | null = controls[0]!.parentElement;
  while (container && !controls.every((control) => container!.contains(control)))
    container = container.parentElement;
  const question = container?.closest<HTMLElement>(
    'fieldset, [role="radiogroup"], [role="group"], .application-question, .field, .form-group',
  );
  return question ?? container ?? controls[0]!;
}

function singleField(element: HTMLElement): Field | null {
  const label = labelOf(element);
  const base = { label, required: isRequired(element, label), context: contextOf(element) };
  if (element instanceof HTMLInputElement) {
    if (element.type === 'file') return { ...base, kind: 'file', element };
    if (SKIP_TYPES.has(element.type) || isHiddenText(element)) return null;
    if (element.getAttribute('role') === 'spinbutton') return null;
    const kind = element.getAttribute('role') === 'combobox' ? 'combobox' : 'text';
    return { ...base, kind, element };
  }
  if (element instanceof HTMLSelectElement)
    return isHiddenText(element) ? null : { ...base, kind: 'select', element };
  if (element instanceof HTMLTextAreaElement)
    return isHiddenText(element) ? null : { ...base, kind: 'text', element };
  if (element instanceof HTMLButtonElement)
    return isHiddenText(element) ? null : { ...base, kind: 'listbox', element };
  return null;
}

/** Every question in `root` that is not yet in `seen` (the panel's own nodes are not looked at). */
export function findFields(root: ParentNode, seen: WeakSet<Element>): Field[] {
  const fields: Field[] = [];
  const groups = new Map<string, HTMLInputElement[]>();
  const controls = queryAll<HTMLElement>(
    root,
    'input, select, textarea, button[aria-haspopup="listbox"]',
  );
  for (const element of controls) {
    if (seen.has(element) || isOurs(element)) continue;
    if (
      element instanceof HTMLInputElement &&
      (element.type === 'radio' || element.type === 'checkbox')
    ) {
      const key =
        element.name || element.closest('fieldset, [role="radiogroup"], [role="group"]')?.id || '';
      if (key) groups.set(key, [...(groups.get(key) ?? []), element]);
      continue;
    }
    const field = singleField(element);
    if (field) fields.push(field);
  }
  const toggles = new Map<Element, HTMLButtonElement[]>();
  for (const button of queryAll<HTMLButtonElement>(root, TOGGLE_BUTTONS)) {
    if (seen.has(button) || isOurs(button) || !button.parentElement) continue;
    toggles.set(button.parentElement, [...(toggles.get(button.parentElement) ?? []), button]);
  }
  for (const buttons of toggles.values()) {
    if (buttons.length < 2) continue;
    const label = groupLabelOf(buttons[0]!, buttons);
    const element = holderOf(buttons);
    const hidden = element.querySelector<HTMLInputElement>('input[type="hidden"], input[hidden]');
    fields.push({
      kind: 'buttons',
      buttons,
      options: buttons.map((button) => clean(button.textContent)),
      label,
      required: hidden?.required === true || REQUIRED_MARK.test(label),
      context: contextOf(element),
      element,
    });
  }
  for (const inputs of groups.values()) {
    // A lone checkbox is a consent or a toggle, never a profile answer.
    if (inputs.length < 2) continue;
    const label = groupLabelOf(inputs[0]!, inputs);
    const element = holderOf(inputs);
    fields.push({
      kind: 'group',
      inputs,
      options: inputs.map((input) => labelOf(input)),
      label,
      required: inputs.some((input) => input.required) || REQUIRED_MARK.test(label),
      context: contextOf(element),
      element,
    });
  }
  return fields;
}

export const elementsOf = (field: Field): HTMLElement[] =>
  field.kind === 'group'
    ? field.inputs
    : field.kind === 'buttons'
      ? field.buttons
      : [field.element];

/** True when the user (or the page) already answered the field. */
export function hasValue(field: Field): boolean {
  switch (field.kind) {
    case 'text':
    case 'combobox':
      return field.element.value.trim() !== '';
    case 'select':
      return field.element.selectedIndex > 0 && field.element.value !== '';
    case 'group':
      return field.inputs.some((input) => input.checked);
    case 'buttons':
      return field.buttons.some(isPressed);
    case 'file':
      return (field.element.files?.length ?? 0) > 0;
    case 'listbox':
      return !/^(select one|select|请选择)$/i.test(clean(field.element.textContent));
  }
}
