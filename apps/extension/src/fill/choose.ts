import { press, setChecked, setSelect, setValue } from './controls.ts';
import { isPressed, type Field } from './fields.ts';
import { afterAction, menuOptions, optionsNow } from './menu.ts';
import { pickOption } from './options.ts';
import type { Answer } from './values.ts';

/** The result of answering a choice: the option taken, or why none was. */
export type ChoiceResult =
  | { ok: true; value: string; undo: () => void }
  | { ok: false; reason: 'ambiguousOption' | 'noMatchingOption' | 'menuClosed' };

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

/** Types the search text, then takes the one option the answer names (else clears the text). */
export async function chooseInCombobox(
  input: HTMLInputElement,
  answer: Answer,
): Promise<ChoiceResult> {
  const previous = input.value;
  const before = optionsNow(input);
  input.focus();
  const options = await afterAction(
    input,
    () =>
      setValueKeepingFocus(input, answer.search ?? (answer.text || answer.choice.exact[0] || '')),
    () => {
      const found = menuOptions(input, before);
      return found.length > 0 ? found : null;
    },
  );
  const index = options ? pickFor(answer, options.map(text)) : null;
  if (!options || index === null) {
    setValue(input, previous);
    return {
      ok: false,
      reason: !options ? 'menuClosed' : options.length > 1 ? 'ambiguousOption' : 'noMatchingOption',
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
  const present = optionsNow(button);
  const options = await afterAction(
    button,
    () => press(button),
    () => {
      const found = menuOptions(button, present);
      return found.length > 0 ? found : null;
    },
  );
  const index = options ? pickFor(answer, options.map(text)) : null;
  if (!options || index === null) {
    button.ownerDocument.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    );
    if (options) press(button);
    return { ok: false, reason: options ? 'noMatchingOption' : 'menuClosed' };
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
  const present = optionsNow(button);
  const options = await afterAction(
    button,
    () => press(button),
    () => {
      const found = menuOptions(button, present);
      return found.length > 0 ? found : null;
    },
  );
  const option = options?.find((item) => text(item) === label);
  if (option) press(option);
}
