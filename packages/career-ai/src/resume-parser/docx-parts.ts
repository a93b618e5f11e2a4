import type JSZip from 'jszip';
import { textLine, type Line } from './types.ts';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** XML text with its character references read. */
export const decodeXml = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/giu, (whole, name: string) =>
    name.startsWith('#x')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? whole),
  );

/**
 * The second copy of what a writer stores twice (a text box's VML fallback), paragraph and run
 * properties (whose `w:tab` elements are tab stops, not tabs) and deleted text: gone before the
 * text is read.
 */
const UNREAD =
  /<mc:Fallback\b[\s\S]*?<\/mc:Fallback>|<w:pPr\b[\s\S]*?<\/w:pPr>|<w:rPr\b[\s\S]*?<\/w:rPr>|<w:del\b[\s\S]*?<\/w:del>|<w:instrText\b[\s\S]*?<\/w:instrText>/gu;
const PIECE =
  /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br|cr)\b[^>]*\/>|<\/w:(p|tc)>|<w:(noBreakHyphen)\b[^>]*\/>/gu;

/**
 * The paragraphs of a WordprocessingML part (a body, a page header or footer) read straight from
 * its XML: each paragraph a line, table cells apart as tab stops are, text boxes in place. Used for
 * the parts mammoth does not read (headers and footers), and for the body when mammoth refuses a
 * document that Word opens.
 */
export function xmlLines(xml: string): Line[] {
  const lines: Line[] = [];
  let current = '';
  const flush = () => {
    for (const part of current.split('\n')) if (part.trim()) lines.push(textLine(part));
    current = '';
  };
  for (const match of xml.replace(UNREAD, '').matchAll(PIECE)) {
    const [, text, breakKind, end, hyphen] = match;
    if (text !== undefined) current += decodeXml(text);
    else if (breakKind === 'tab') current += '\t';
    else if (breakKind) current += '\n';
    else if (hyphen) current += '-';
    else if (end === 'tc') current += '\t';
    else flush();
  }
  flush();
  return lines;
}

/** A page number a header or footer field shows ("Page 2 of 3", "- 1 -", "第 1 页"). */
const PAGE_NUMBER =
  /^(?:page\s*)?[-–]?\s*\d{1,3}\s*[-–]?(?:\s*(?:of|\/)\s*\d{1,3})?$|^第\s*\d{1,3}\s*页/iu;

/** The targets of the document's header and footer relationships, as zip paths. */
async function pageMarginParts(
  zip: JSZip,
  main: string,
): Promise<{ headers: string[]; footers: string[] }> {
  const folder = main.includes('/') ? main.slice(0, main.lastIndexOf('/') + 1) : '';
  const file = main.slice(folder.length);
  const rels = (await zip.file(`${folder}_rels/${file}.rels`)?.async('string')) ?? '';
  const parts = { headers: [] as string[], footers: [] as string[] };
  for (const [relation] of rels.matchAll(/<Relationship\b[^>]*>/gu)) {
    const type = /Type="[^"]*\/(header|footer)"/u.exec(relation)?.[1];
    const target = /Target="([^"]+)"/u.exec(relation)?.[1];
    if (!type || !target || /TargetMode="External"/u.test(relation)) continue;
    const name = target.startsWith('/') ? target.slice(1) : `${folder}${target}`;
    (type === 'header' ? parts.headers : parts.footers).push(name);
  }
  return parts;
}

/**
 * The lines of the page headers and footers (which mammoth leaves out): a name or contact details
 * a template sets in the header are the resume's too. Each text once, and none the body has.
 */
export async function headerAndFooterLines(
  zip: JSZip,
  main: string,
  body: Line[],
): Promise<{ before: Line[]; after: Line[] }> {
  const seen = new Set(body.map((line) => line.text.trim()));
  const { headers, footers } = await pageMarginParts(zip, main);
  const read = async (names: string[]) => {
    const lines: Line[] = [];
    for (const name of names) {
      const xml = await zip.file(name)?.async('string');
      if (!xml) continue;
      for (const line of xmlLines(xml)) {
        const key = line.text.trim();
        if (seen.has(key) || PAGE_NUMBER.test(key)) continue;
        seen.add(key);
        lines.push(line);
      }
    }
    return lines;
  };
  return { before: await read(headers), after: await read(footers) };
}
