/** A piece of a text, and whether it differs from the other text (or is a claim). */
export type TextPart = { text: string; isMarked: boolean };

/** Words and the spaces between them; Chinese characters one by one. */
const tokens = (text: string) => text.match(/\p{Script=Han}|[^\s\p{Script=Han}]+|\s+/gu) ?? [];

/** Runs of marked words read as one ("and TypeScript"): the space between them is marked too. */
function merge(parts: TextPart[]): TextPart[] {
  const joined = parts.map((part, index) =>
    !part.isMarked &&
    /^\s+$/u.test(part.text) &&
    parts[index - 1]?.isMarked &&
    parts[index + 1]?.isMarked
      ? { ...part, isMarked: true }
      : part,
  );
  const out: TextPart[] = [];
  for (const part of joined) {
    const last = out.at(-1);
    if (last && last.isMarked === part.isMarked) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

/**
 * The words a rewrite removed (marked in `before`) and added (marked in `after`), by the longest
 * common run of words, as a reader sees a change beside its original.
 */
export function diffWords(
  before: string,
  after: string,
): { before: TextPart[]; after: TextPart[] } {
  const a = tokens(before);
  const b = tokens(after);
  // Longest common subsequence, table from the ends.
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      table[i]![j] =
        a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const left: TextPart[] = [];
  const right: TextPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      left.push({ text: a[i]!, isMarked: false });
      right.push({ text: b[j]!, isMarked: false });
      i += 1;
      j += 1;
    } else if (j < b.length && (i >= a.length || table[i]![j + 1]! >= table[i + 1]![j]!)) {
      right.push({ text: b[j]!, isMarked: !/^\s+$/u.test(b[j]!) });
      j += 1;
    } else {
      left.push({ text: a[i]!, isMarked: !/^\s+$/u.test(a[i]!) });
      i += 1;
    }
  }
  return { before: merge(left), after: merge(right) };
}

/** A text cut where the claims stand, each claim marked (the first place it occurs, any case). */
export function markClaims(text: string, claims: string[]): TextPart[] {
  const spans: [number, number][] = [];
  const lower = text.toLowerCase();
  for (const claim of claims) {
    const at = lower.indexOf(claim.toLowerCase());
    if (at >= 0 && claim) spans.push([at, at + claim.length]);
  }
  spans.sort((x, y) => x[0] - y[0]);
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of spans) {
    if (start < at) continue;
    if (start > at) parts.push({ text: text.slice(at, start), isMarked: false });
    parts.push({ text: text.slice(start, end), isMarked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), isMarked: false });
  return parts;
}
