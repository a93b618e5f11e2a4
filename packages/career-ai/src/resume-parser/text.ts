import type { Line } from './types.ts';

export const HAN = /\p{Script=Han}/u;
export const hasHan = (text: string) => HAN.test(text);

/** Two pieces of running text joined: no space between Chinese characters, hyphenation undone. */
export function joinText(left: string, right: string): string {
  if (!left) return right;
  if (!right) return left;
  // A word broken at the line end: "transpor-" / "tation" (a hyphen-minus, U+2010 or a soft hyphen).
  if (/\p{Ll}[-\u2010\u00ad]$/u.test(left) && /^\p{Ll}/u.test(right))
    return left.slice(0, -1) + right;
  if (/[\p{Script=Han}，。、；：（]$/u.test(left) || /^[\p{Script=Han}，。、；：）]/u.test(right)) {
    if (hasHan(left.slice(-1)) || hasHan(right[0] ?? '') || /[，。、；：]$/u.test(left))
      return left + right;
  }
  return `${left} ${right}`;
}

/**
 * Lines that belong together as running text: wrapped lines of one paragraph or one bullet.
 * A bullet starts a new item; a line that starts a sentence after a full stop starts a paragraph
 * when the lines had no bullets at all.
 */
export function paragraphs(lines: Line[]): { text: string; bullet: boolean }[] {
  const items: { text: string; bullet: boolean; x: number }[] = [];
  for (const line of lines) {
    const last = items.at(-1);
    if (last && continuesItem(last, line)) last.text = joinText(last.text, line.text);
    else items.push({ text: line.text, bullet: line.bullet, x: line.x });
  }
  return items
    .map(({ text, bullet }) => ({ text: text.trim(), bullet }))
    .filter((item) => item.text);
}

function continuesItem(last: { text: string; bullet: boolean; x: number }, line: Line): boolean {
  if (line.bullet) return false;
  // A wrapped bullet is indented past its mark (PDF) or carries on in lower case (text).
  if (last.bullet) return line.x > 0 ? line.x > last.x - 2 : /^\p{Ll}/u.test(line.text);
  return !/[.。!！?？:：]$/u.test(last.text) || /^\p{Ll}/u.test(line.text);
}

/** Sentences of a paragraph, for descriptions written without bullets. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\d])|(?<=[。！？；])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 1);
}

/** A text cut into pieces at separators: commas, bars, middle dots, wide gaps, spaced dashes. */
export function splitPieces(text: string): string[] {
  return text
    .split(/\s*(?:\s{3,}|[|｜·•,，;；]|\s[–—-]\s|\s@\s|\bat\b(?=\s+\p{Lu}))\s*/u)
    .flatMap((piece) => (hasHan(piece) ? piece.split(/\s+/) : [piece]))
    .map((piece) =>
      piece
        .trim()
        .replace(/^[:：]+|[:：]+$/gu, '')
        .trim(),
    )
    .filter(Boolean);
}

export const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
