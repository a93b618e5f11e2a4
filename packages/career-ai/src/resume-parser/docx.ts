import mammoth from 'mammoth';
import { ResumeParseError } from './errors.ts';
import { cfbEntryNames, isCfb } from './cfb.ts';
import { textLine, type ExtractedText, type Line } from './types.ts';
import { withTextBoxesLifted } from './docx-text-boxes.ts';
import { checkZipUnpacking } from './zip-limits.ts';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};
const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/giu, (whole, name: string) =>
    name.startsWith('#x')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? whole),
  );

/** Mammoth's HTML as lines: paragraphs, headings (emphasis), list items (bullets), table rows (segments). */
export function htmlLines(html: string): Line[] {
  const lines: Line[] = [];
  const rows = html.replace(
    /<tr[^>]*>([\s\S]*?)<\/tr>/giu,
    (_row, cells: string) =>
      `<p>${cells.replace(/<\/t[dh]>/giu, '\t').replace(/<(?:p|br)\b[^>]*>/giu, ' ')}</p>`,
  );
  for (const match of rows.matchAll(/<(p|h[1-6]|li)\b[^>]*>([\s\S]*?)<\/\1>/giu)) {
    const [, tag, inner = ''] = match;
    const isStrong = /^\s*<strong>[\s\S]*<\/strong>\s*$/iu.test(inner);
    for (const part of inner.split(/<br\s*\/?>/iu)) {
      const text = decode(part.replace(/<[^>]+>/gu, '')).replace(/[ \u00a0]+/gu, ' ');
      if (!text.trim()) continue;
      lines.push(
        textLine(text, {
          bullet: tag!.toLowerCase() === 'li',
          emphasis: /^h/iu.test(tag!) || isStrong,
        }),
      );
    }
  }
  return lines;
}

export async function readDocx(bytes: Uint8Array): Promise<ExtractedText> {
  if (isCfb(bytes) && cfbEntryNames(bytes).includes('EncryptedPackage'))
    throw new ResumeParseError('encrypted');
  // Mammoth unpacks whatever the zip holds: a bomb is refused before it can.
  const refusal = checkZipUnpacking(bytes);
  if (refusal) throw new ResumeParseError(refusal);
  let html: string;
  try {
    const prepared = await withTextBoxesLifted(bytes);
    html = (
      await mammoth.convertToHtml({
        buffer: Buffer.from(prepared.buffer, prepared.byteOffset, prepared.byteLength),
      })
    ).value;
  } catch (error) {
    throw new ResumeParseError('malformed', (error as Error).message, { cause: error });
  }
  const lines = htmlLines(html);
  const links = [...html.matchAll(/<a\s[^>]*href="([^"]+)"/giu)].map((match) => decode(match[1]!));
  if (lines.length === 0) throw new ResumeParseError('empty');
  return { lines, pages: 1, links };
}
