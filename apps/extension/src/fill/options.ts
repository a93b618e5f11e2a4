import { hasPhrase, normalise } from './text.ts';

/** What an answer accepts among a choice's options: exact names first, then whole phrases. */
export type Choice = { exact: string[]; phrases?: RegExp[] };

const PLACEHOLDER =
  /^(select|choose|please select|pick|--|—|请选择|选择)\b|^-{2,}|^-+$|^$|^(no answer|no selection|bitte wählen)$/;
const NEGATION = /\b(non|not|no|un)[\s-]*$/;

export const isPlaceholder = (label: string) => PLACEHOLDER.test(normalise(label));

/**
 * The one option the answer names, or null. An option counts only when its whole text is one of
 * the answer's names, or (failing any) when it contains a name as whole words not negated just
 * before ("Non-US Citizen" never counts for "US Citizen"). Two candidates: null (left for the user).
 */
export function pickOption(options: readonly string[], choice: Choice): number | null {
  const texts = options.map(normalise);
  const live = texts
    .map((text, index) => ({ text, index }))
    .filter(({ text }) => !isPlaceholder(text));
  const names = choice.exact.map(normalise).filter(Boolean);
  const exact = live.filter(({ text }) => names.includes(text));
  if (exact.length === 1) return exact[0]!.index;
  if (exact.length > 1) return null;
  const phrased = live.filter(
    ({ text }) =>
      names.some((name) => {
        if (!hasPhrase(text, name)) return false;
        const before = text.slice(0, text.indexOf(name));
        return !NEGATION.test(before);
      }) || (choice.phrases ?? []).some((pattern) => pattern.test(text)),
  );
  return phrased.length === 1 ? phrased[0]!.index : null;
}
