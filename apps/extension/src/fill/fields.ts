/** A question of a form: its controls, what it is called, and whether the form requires it. */
export type Field =
  | {
      kind: 'text';
      element: HTMLInputElement | HTMLTextAreaElement;
      label: string;
      required: boolean;
    }
  | { kind: 'select'; element: HTMLSelectElement; label: string; required: boolean }
  | { kind: 'combobox'; element: HTMLInputElement; label: string; required: boolean }
  | { kind: 'listbox'; element: HTMLButtonElement; label: string; required: boolean }
  | {
      kind: 'group';
      inputs: HTMLInputElement[];
      options: string[];
      label: string;
      required: boolean;
      element: HTMLElement;
    }
  | {
      kind: 'buttons';
      buttons: HTMLButtonElement[];
      options: string[];
      label: string;
      required: boolean;
      element: HTMLElement;
    }
  | { kind: 'file'; element: HTMLInputElement; label: string; required: boolean };

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
const CONTAINER =
  '.field, .application-question, .ashby-application-form-field-entry, [data-automation-id^="formField"], [role="group"], fieldset, .form-group, li';
const LABEL_LIKE = 'label, legend, .application-label, .label, [id$="-label"], h3, h4';

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function textWithout(element: Element, skip: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy
    .querySelectorAll('input, select, textarea, ul, [role="listbox"]')
    .forEach((node) => node.remove());
  return element.contains(skip) ? clean(copy.textContent) : clean(element.textContent);
}

/** The question text a control is known by: ARIA first, then its label, then its container. */
export function labelOf(element: HTMLElement): string {
  const doc = element.ownerDocument;
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => clean(doc.getElementById(id)?.textContent))
      .filter(Boolean)
      .join(' ');
    if (text) return text;
  }
  if (element.id) {
    const label = doc.querySelector(`label[for="${CSS.escape(element.id)}"]`);
    if (label) return textWithout(label, element);
  }
  const wrapping = element.closest('label');
  if (wrapping) {
    const text = textWithout(wrapping, element);
    if (text) return text;
  }
  const aria = element.getAttribute('aria-label');
  if (aria) return clean(aria);
  const container = element.closest(CONTAINER);
  const heading = container?.querySelector(LABEL_LIKE);
  if (heading) return textWithout(heading, element);
  return clean(element.getAttribute('placeholder'));
}

function groupLabelOf(inputs: HTMLElement[]): { label: string; element: HTMLElement } {
  const first = inputs[0]!;
  const group = first.closest<HTMLElement>('fieldset, [role="radiogroup"], [role="group"]');
  if (group) {
    const labelledBy = group.getAttribute('aria-labelledby');
    const byId = labelledBy
      ? clean(first.ownerDocument.getElementById(labelledBy)?.textContent)
      : '';
    const legend = group.querySelector('legend');
    const text = byId || clean(legend?.textContent) || clean(group.getAttribute('aria-label'));
    if (text) return { label: text, element: group };
  }
  // The smallest element holding every option, then up to the question's own container.
  let container: HTMLElement | null = first.parentElement;
  while (container && !inputs.every((input) => container!.contains(input)))
    container = container.parentElement;
  for (let depth = 0; container && depth < 4; depth += 1) {
    const heading = [...container.querySelectorAll(LABEL_LIKE)].find(
      (node) => !inputs.some((input) => node.contains(input)),
    );
    if (heading) return { label: clean(heading.textContent), element: container };
    container = container.parentElement;
  }
  return { label: '', element: first.parentElement ?? first };
}

const isRequired = (element: HTMLElement, label: string) =>
  (element as HTMLInputElement).required ||
  element.getAttribute('aria-required') === 'true' ||
  /\*|✱|必填/.test(label);

const isHiddenText = (element: HTMLElement) =>
  element.getAttribute('aria-hidden') === 'true' || element.closest('[hidden]') !== null;

/** Every question in `root` that is not yet in `seen` (the panel's own nodes are not looked at). */
export function findFields(root: ParentNode, seen: WeakSet<Element>): Field[] {
  const fields: Field[] = [];
  const groups = new Map<string, HTMLInputElement[]>();
  const controls = root.querySelectorAll<HTMLElement>(
    'input, select, textarea, button[aria-haspopup="listbox"]',
  );
  for (const element of controls) {
    if (seen.has(element) || element.closest('[data-yonder-panel]')) continue;
    if (element instanceof HTMLInputElement) {
      if (element.type === 'radio' || element.type === 'checkbox') {
        const key =
          element.name ||
          element.closest('fieldset, [role="radiogroup"], [role="group"]')?.id ||
          '';
        if (!key) continue;
        groups.set(key, [...(groups.get(key) ?? []), element]);
        continue;
      }
      if (element.type === 'file') {
        const label = labelOf(element);
        fields.push({ kind: 'file', element, label, required: isRequired(element, label) });
        continue;
      }
      if (SKIP_TYPES.has(element.type) || isHiddenText(element)) continue;
      if (element.getAttribute('role') === 'spinbutton') continue;
      const label = labelOf(element);
      const kind = element.getAttribute('role') === 'combobox' ? 'combobox' : 'text';
      fields.push({ kind, element, label, required: isRequired(element, label) } as Field);
    } else if (element instanceof HTMLSelectElement) {
      const label = labelOf(element);
      fields.push({ kind: 'select', element, label, required: isRequired(element, label) });
    } else if (element instanceof HTMLTextAreaElement) {
      if (isHiddenText(element)) continue;
      const label = labelOf(element);
      fields.push({ kind: 'text', element, label, required: isRequired(element, label) });
    } else if (element instanceof HTMLButtonElement) {
      const label = labelOf(element);
      fields.push({ kind: 'listbox', element, label, required: isRequired(element, label) });
    }
  }
  const toggles = new Map<Element, HTMLButtonElement[]>();
  for (const button of root.querySelectorAll<HTMLButtonElement>(TOGGLE_BUTTONS)) {
    if (seen.has(button) || button.closest('[data-yonder-panel]') || !button.parentElement)
      continue;
    toggles.set(button.parentElement, [...(toggles.get(button.parentElement) ?? []), button]);
  }
  for (const buttons of toggles.values()) {
    if (buttons.length < 2) continue;
    const { label, element } = groupLabelOf(buttons);
    const hidden = element.querySelector<HTMLInputElement>('input[type="hidden"], input[hidden]');
    fields.push({
      kind: 'buttons',
      buttons,
      options: buttons.map((button) => clean(button.textContent)),
      label,
      required: hidden?.required === true || /\*|✱|必填/.test(label),
      element,
    });
  }
  for (const inputs of groups.values()) {
    // A lone checkbox is a consent or a toggle, never a profile answer.
    if (inputs.length < 2) continue;
    const { label, element } = groupLabelOf(inputs);
    fields.push({
      kind: 'group',
      inputs,
      options: inputs.map((input) => labelOf(input)),
      label,
      required: inputs.some((input) => input.required) || /\*|✱/.test(label),
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
