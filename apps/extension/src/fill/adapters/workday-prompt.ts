import { press } from '../controls.ts';
import { isRendered } from '../dom.ts';
import { labelOf } from '../fields.ts';
import { afterAction } from '../menu.ts';
import { classifyLabel, findCustomAnswer, type FieldKey } from '../matcher.ts';
import { pickOption } from '../options.ts';
import { itemId, type EmptyReason, type FillItem } from '../report.ts';
import { normalise } from '../text.ts';
import { answerFor, type Answer, type FillContext } from '../values.ts';

/**
 * Workday's prompt fields ("How Did You Hear About Us?"): a search box opening a list whose
 * entries may be categories ("Job Board" → "LinkedIn", "Indeed"). Every level is read; the answer
 * is taken only when exactly one option in the whole tree matches it (the same "LinkedIn" under
 * two categories is left for the user), and then reached level by level.
 */
const auto = (id: string) => `[data-automation-id="${id}"]`;
const MAX_DEPTH = 3;

type Prompt = { field: HTMLElement; input: HTMLInputElement; label: string; required: boolean };

const clean = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const optionText = (option: HTMLElement) =>
  option.getAttribute('data-automation-label') ?? clean(option.textContent);
const isCategory = (option: HTMLElement) =>
  option.getAttribute('aria-haspopup') === 'true' ||
  option.querySelector(auto('promptRightChevron')) !== null;

function optionsOf(input: HTMLInputElement): HTMLElement[] {
  const doc = input.ownerDocument;
  const listId = input.getAttribute('aria-controls');
  const scope: ParentNode = (listId ? doc.getElementById(listId) : null) ?? doc;
  return [
    ...scope.querySelectorAll<HTMLElement>(`${auto('promptOption')}, [role="option"]`),
  ].filter((option) => !option.closest('[data-yonder-panel]') && isRendered(option));
}

/** The level shown after `act`: waits until the list's texts change. */
async function afterChange(input: HTMLInputElement, act: () => void): Promise<HTMLElement[]> {
  const before = optionsOf(input).map(optionText).join('\n');
  const found = await afterAction(input, act, () => {
    const now = optionsOf(input);
    return now.length > 0 && now.map(optionText).join('\n') !== before ? now : null;
  });
  return found ?? [];
}

const backButton = (input: HTMLInputElement) =>
  input.ownerDocument.querySelector<HTMLElement>(
    `${auto('promptBackButton')}, button[aria-label="Back"]`,
  );

type Match = { path: string[]; exact: boolean };

/** How an option's text answers: named exactly, named as a phrase, or not at all. */
function matchOf(text: string, answer: Answer): 'exact' | 'phrase' | null {
  if (answer.choice.exact.map(normalise).includes(normalise(text))) return 'exact';
  const one = answer.pick ? answer.pick([text]) : pickOption([text], answer.choice);
  return one === 0 ? 'phrase' : null;
}

/** Every path (category labels, then the option) to an option matching the answer. */
async function matchingPaths(
  input: HTMLInputElement,
  level: HTMLElement[],
  answer: Answer,
  depth: number,
): Promise<Match[]> {
  const found: Match[] = [];
  for (const option of level.filter((item) => !isCategory(item))) {
    const match = matchOf(optionText(option), answer);
    if (match) found.push({ path: [optionText(option)], exact: match === 'exact' });
  }
  if (depth >= MAX_DEPTH) return found;
  const categories = level.filter(isCategory).map(optionText);
  for (const name of categories) {
    const option = optionsOf(input).find((item) => optionText(item) === name);
    if (!option) continue;
    const inner = await afterChange(input, () => press(option));
    if (inner.length === 0) continue;
    for (const match of await matchingPaths(input, inner, answer, depth + 1))
      found.push({ ...match, path: [name, ...match.path] });
    const back = backButton(input);
    if (!back) break;
    await afterChange(input, () => press(back));
  }
  return found;
}

/** The one path to take: the only exact match, else the only phrase match; else none. */
function onePath(matches: Match[]): string[] | EmptyReason {
  const exact = matches.filter((match) => match.exact);
  const pool = exact.length > 0 ? exact : matches;
  if (pool.length === 1) return pool[0]!.path;
  return pool.length === 0 ? 'noMatchingOption' : 'ambiguousOption';
}

const close = (input: HTMLInputElement) => {
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  input.blur();
};

async function choosePath(
  input: HTMLInputElement,
  answer: Answer,
): Promise<string[] | EmptyReason> {
  input.focus();
  const top = await afterChange(input, () => press(input));
  if (top.length === 0) {
    close(input);
    return 'menuClosed';
  }
  const path = onePath(await matchingPaths(input, top, answer, 1));
  if (typeof path === 'string') {
    close(input);
    return path;
  }
  // Back at the top level: follow the one path.
  for (const [index, name] of path.entries()) {
    const option = optionsOf(input).find((item) => optionText(item) === name);
    if (!option) {
      close(input);
      return 'noMatchingOption';
    }
    if (index < path.length - 1) await afterChange(input, () => press(option));
    else press(option);
  }
  return path;
}

function findPrompts(form: HTMLElement, seen: WeakSet<Element>): Prompt[] {
  return [...form.querySelectorAll<HTMLInputElement>(`input${auto('searchBox')}`)]
    .filter((input) => !seen.has(input))
    .map((input) => {
      const field = input.closest<HTMLElement>('[data-automation-id^="formField-"]') ?? input;
      const label = labelOf(input);
      return {
        field,
        input,
        label,
        required: input.getAttribute('aria-required') === 'true' || /\*/.test(label),
      };
    });
}

function answerOf(
  label: string,
  context: FillContext,
): { key: FieldKey | 'custom' | null; answer: Answer | null } {
  const custom = findCustomAnswer(label, context.profile.answers.custom);
  if (custom !== null)
    return { key: 'custom', answer: { text: custom, choice: { exact: [custom] } } };
  const key = classifyLabel(label);
  return { key, answer: key ? answerFor(key, context) : null };
}

/** Fills the step's prompt fields; each is reported like any other field. */
export async function fillPrompts(
  form: HTMLElement,
  context: FillContext,
  seen: WeakSet<Element>,
): Promise<FillItem[]> {
  const items: FillItem[] = [];
  for (const prompt of findPrompts(form, seen)) {
    seen.add(prompt.input);
    const { key, answer } = answerOf(prompt.label, context);
    const base = {
      id: itemId(),
      label: prompt.label,
      key,
      required: prompt.required,
      element: prompt.input,
    };
    if (prompt.field.querySelector(auto('selectedItem'))) {
      items.push({ ...base, status: 'kept' });
      continue;
    }
    if (!answer) {
      items.push({ ...base, status: 'empty', reason: key ? 'noProfileValue' : 'unknownQuestion' });
      continue;
    }
    const result = await choosePath(prompt.input, answer);
    if (typeof result === 'string') {
      items.push({ ...base, status: 'empty', reason: result });
      continue;
    }
    items.push({
      ...base,
      status: 'filled',
      value: result.join(' › '),
      undo: () => {
        const remove = prompt.field.querySelector<HTMLElement>(
          `${auto('selectedItem')} button, ${auto('DELETE_charm')}`,
        );
        if (remove) press(remove);
      },
    });
  }
  return items;
}
