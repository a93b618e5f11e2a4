import JSZip from 'jszip';
import mammoth from 'mammoth';
import { ResumeParseError } from './errors.ts';
import { cfbEntryNames, isCfb } from './cfb.ts';
import { textLine, type ExtractedText, type Line } from './types.ts';
import { decodeXml as decode, headerAndFooterLines, xmlLines } from './docx-parts.ts';
import { liftTextBoxes } from './docx-text-boxes.ts';
import { headingKind } from './headings.ts';
import { checkZipUnpacking } from './zip-limits.ts';

const BLOCK = /<(p|h[1-6]|li)\b[^>]*>([\s\S]*?)<\/\1>/giu;

/**
 * A table row as paragraphs. A row whose first cell is a section name alone (a Word template laid
 * out as one big table: names on the left, their text on the right) gives the name as a heading and
 * then the other cells' paragraphs; any other row gives the first paragraph of each cell as one line
 * (cells apart like tab stops: a date beside its job), then the cells' other paragraphs.
 */
function rowParagraphs(row: string): string {
  const cells = [...row.matchAll(/<t([dh])\b[^>]*>([\s\S]*?)<\/t\1>/giu)].map((cell) => {
    const blocks = [...cell[2]!.matchAll(BLOCK)].map((block) => block[0]);
    const bare = cell[2]!
      .replace(BLOCK, '')
      .replace(/<[^>]+>/gu, '')
      .trim();
    return blocks.length > 0 ? blocks : bare ? [`<p>${bare}</p>`] : [];
  });
  const inner = (block: string) => block.replace(/^<[^>]+>|<\/[^>]+>$/gu, '');
  const first = cells[0] ?? [];
  if (cells.length > 1 && first.length === 1) {
    const name = decode(inner(first[0]!).replace(/<[^>]+>/gu, '')).trim();
    if (headingKind(name))
      return [`<h6>${inner(first[0]!)}</h6>`, ...cells.slice(1).flat()].join('');
  }
  const firstLine = cells
    .map((blocks) => (blocks[0] ? inner(blocks[0]) : ''))
    .filter(Boolean)
    .join('\t');
  return [
    firstLine ? `<p>${firstLine}</p>` : '',
    ...cells.flatMap((blocks) => blocks.slice(1)),
  ].join('');
}

/** Mammoth's HTML as lines: paragraphs, headings (emphasis), list items (bullets), table rows (segments). */
export function htmlLines(html: string): Line[] {
  const lines: Line[] = [];
  const rows = html.replace(/<tr[^>]*>([\s\S]*?)<\/tr>/giu, (_row, cells: string) =>
    rowParagraphs(cells),
  );
  for (const match of rows.matchAll(BLOCK)) {
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

/** The zip and its main part, or null for bytes that are no zip of a Word document. */
async function openDocx(
  bytes: Uint8Array,
): Promise<{ zip: JSZip; xml: string; part: string } | null> {
  try {
    const zip = await JSZip.loadAsync(bytes);
    // The main part is where the package's relationships say (most writers: word/document.xml).
    const rels = (await zip.file('_rels/.rels')?.async('string')) ?? '';
    const target = /<Relationship\b[^>]*\/officeDocument"[^>]*>/u
      .exec(rels)?.[0]
      .match(/Target="\/?([^"]+)"/u)?.[1];
    const part = target && zip.file(target) ? target : 'word/document.xml';
    const xml = await zip.file(part)?.async('string');
    return xml === undefined ? null : { zip, xml, part };
  } catch {
    return null;
  }
}

/**
 * The lines of a DOCX: mammoth's reading of the body (with text boxes lifted into it), the page
 * headers and footers mammoth leaves out, and, when mammoth refuses a document whose parts are
 * there (a writer's markup it does not expect), the body read straight from its XML: a file Word or
 * LibreOffice opens is read, not refused as damaged.
 */
export async function readDocx(bytes: Uint8Array): Promise<ExtractedText> {
  if (isCfb(bytes) && cfbEntryNames(bytes).includes('EncryptedPackage'))
    throw new ResumeParseError('encrypted');
  // Mammoth unpacks whatever the zip holds: a bomb is refused before it can.
  const refusal = checkZipUnpacking(bytes);
  if (refusal) throw new ResumeParseError(refusal);
  const opened = await openDocx(bytes);
  if (!opened) throw new ResumeParseError('malformed', 'no word/document.xml');
  const { zip, xml, part } = opened;
  let body: Line[];
  let links: string[] = [];
  try {
    // Text boxes lifted into the body (see docx-text-boxes.ts); the same bytes when there are none.
    let source = bytes;
    if (xml.includes('txbxContent')) {
      const lifted = await JSZip.loadAsync(bytes);
      lifted.file(part, liftTextBoxes(xml));
      source = await lifted.generateAsync({ type: 'uint8array', compression: 'STORE' });
    }
    const html = (
      await mammoth.convertToHtml({
        buffer: Buffer.from(source.buffer, source.byteOffset, source.byteLength),
      })
    ).value;
    body = htmlLines(html);
    links = [...html.matchAll(/<a\s[^>]*href="([^"]+)"/giu)].map((match) => decode(match[1]!));
  } catch {
    body = xmlLines(liftTextBoxes(xml));
  }
  const { before, after } = await headerAndFooterLines(zip, part, body);
  const lines = [...before, ...body, ...after];
  if (lines.length === 0) throw new ResumeParseError('empty');
  return { lines, pages: 1, links };
}
