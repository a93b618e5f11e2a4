import { press, setChecked, setSelect, setValue, waitFor } from './controls.ts';
import { isPressed, type Field } from './fields.ts';
import { pickOption } from './options.ts';
import type { Answer } from './values.ts';

/** The result of answering a choice: the option taken, or why none was. */
export type ChoiceResult =
  | { ok: true; value: string; undo: () => void }
  | { ok: false; reason: 'ambiguousOption' | 'noMatchingOption' };

const text = (node: Element) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();
const pickFor = (answer: Answer, texts: string[]) =>
  answer.pick ? answer.pick(texts) : pickOption(texts, answer.choice);

export function chooseInSelect(select: HTMLSelectElement, answer: Answer): ChoiceResult {
  const options = [...select.options];
  const index = pickFor(
    answer,
    options.map((option) => option.text),
  );
  if (index === null) return { ok: false, reason: 'noMatchingOption' };
  const previous = select.value;
  setSelect(select, options[index]!.value);
  return { ok: true, value: options[index]!.text, undo: () => setSelect(select, previous) };
}

export function chooseInGroup(
  field: Extract<Field, { kind: 'group' }>,
  answer: Answer,
): ChoiceResult {
  const index = pickFor(answer, field.options);
  if (index === null) return { ok: false, reason: 'noMatchingOption' };
  const input = field.inputs[index]!;
  const before = field.inputs.map((item) => item.checked);
  setChecked(input, true);
  return {
    ok: true,
    value: field.options[index]!,
    undo: () => field.inputs.forEach((item, i) => setChecked(item, before[i]!)),
  };
}

/** A Yes/No question of toggle buttons: the one named button is pressed. */
export function chooseInButtons(
  field: Extract<Field, { kind: 'buttons' }>,
  answer: Answer,
): ChoiceResult {
  const index = pickFor(answer, field.options);
  if (index === null) return { ok: false, reason: 'noMatchingOption' };
  const button = field.buttons[index]!;
  const previous = field.buttons.find(isPressed);
  press(button);
  return {
    ok: true,
    value: field.options[index]!,
    // Back to the earlier choice, or the same button again to release it.
    undo: () => press(previous ?? button),
  };
}

/** The options a combobox or listbox shows (its own list when it names one). */
function visibleOptions(control: HTMLElement): HTMLElement[] {
  const doc = control.ownerDocument;
  const listId = control.getAttribute('aria-controls') ?? control.getAttribute('aria-owns');
  const list = listId ? doc.getElementById(listId) : null;
  const scope: ParentNode = list ?? doc;
  return [...scope.querySelectorAll<HTMLElement>('[role="option"]')].filter(
    (option) =>
      !option.closest('[data-yonder-panel]') && option.getAttribute('aria-disabled') !== 'true',
  );
}

/** Types the search text, then takes the one option the answer names (else clears the text). */
export async function chooseInCombobox(
  input: HTMLInputElement,
  answer: Answer,
): Promise<ChoiceResult> {
  const previous = input.value;
  input.focus();
  setValueKeepingFocus(input, answer.search ?? (answer.text || answer.choice.exact[0] || ''));
  const options = await waitFor(
    () => {
      const found = visibleOptions(input);
      return found.length > 0 ? found : null;
    },
    input.ownerDocument.body,
    1500,
  );
  const index = options ? pickFor(answer, options.map(text)) : null;
  if (!options || index === null) {
    setValue(input, previous);
    return {
      ok: false,
      reason: options && options.length > 1 ? 'ambiguousOption' : 'noMatchingOption',
    };
  }
  const option = options[index]!;
  const value = text(option);
  press(option);
  return { ok: true, value, undo: () => setValue(input, previous) };
}

function setValueKeepingFocus(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(
    new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText' }),
  );
}

/** Workday's dropdown buttons: open, take the one named option, or close it untouched. */
export async function chooseInListbox(
  button: HTMLButtonElement,
  answer: Answer,
): Promise<ChoiceResult> {
  const before = text(button);
  press(button);
  const options = await waitFor(
    () => {
      const found = visibleOptions(button);
      return found.length > 0 ? found : null;
    },
    button.ownerDocument.body,
    1500,
  );
  const index = options ? pickFor(answer, options.map(text)) : null;
  if (!options || index === null) {
    button.ownerDocument.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    );
    if (options) press(button);
    return { ok: false, reason: 'noMatchingOption' };
  }
  const value = text(options[index]!);
  press(options[index]!);
  return {
    ok: true,
    value,
    undo: () => void reopenAndTake(button, before),
  };
}

async function reopenAndTake(button: HTMLButtonElement, label: string) {
  press(button);
  const options = await waitFor(() => {
    const found = visibleOptions(button);
    return found.length > 0 ? found : null;
  }, button.ownerDocument.body);
  const option = options?.find((item) => text(item) === label);
  if (option) press(option);
}
