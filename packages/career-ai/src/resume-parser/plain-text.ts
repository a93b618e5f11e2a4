import { ResumeParseError } from './errors.ts';
import { textLine, type Line } from './types.ts';

/** UTF-8, or UTF-16 when the text starts with its byte-order mark. */
export function decodeText(bytes: Uint8Array): string {
  const label =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : 'utf-8';
  try {
    return new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch (error) {
    throw new ResumeParseError('malformed', 'not UTF-8 or UTF-16 text', { cause: error });
  }
}

/** Lines of plain text; Markdown headings and list marks are understood. */
export function plainTextLines(text: string): Line[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replaceAll('\v', '\n')
    .replaceAll('\f', '\n')
    .split('\n')
    .map((raw) => raw.replace(/\u00a0/g, ' ').replace(/\s+$/u, ''))
    .filter((raw) => raw.trim() && !/^\s*[-=_*]{3,}\s*$/.test(raw))
    .map((raw) => {
      const heading = /^\s*#{1,6}\s+(.*)$/.exec(raw);
      return textLine((heading?.[1] ?? raw).replace(/\*\*(.+?)\*\*/g, '$1').trim(), {
        emphasis: Boolean(heading),
      });
    })
    .filter((line) => line.text);
}
