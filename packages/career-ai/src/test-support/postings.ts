import fs from 'node:fs';
import path from 'node:path';
import type { JobTarget } from '../ats/keywords.ts';
import type { RemoteOkPosting } from './four-fields.ts';

/**
 * The real samples beside the repository (`../shared/realdata`, never copied into it): CI clones
 * the repository with `../shared` beside it.
 */
export const REALDATA = path.resolve(import.meta.dirname, '../../../../../shared/realdata');

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  ndash: '–',
  mdash: '—',
  bull: '•',
};

/** RemoteOK's double-encoded UTF-8 ("Weâ\u0080\u0099re") read back, as the importer does. */
function repairMojibake(text: string): string {
  if (
    !/[\u00c2-\u00f4][\u0080-\u00bf]/u.test(text) ||
    [...text].some((char) => char.codePointAt(0)! > 0xff)
  )
    return text;
  const repaired = Buffer.from(text, 'latin1').toString('utf8');
  return repaired.includes('\ufffd') ? text : repaired;
}

/** Plain text of a posting's HTML as the server hands it to the scorer: one block a line. */
export function htmlToText(html: string): string {
  return repairMojibake(html)
    .replace(/\\n/g, '\n')
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/div|\/tr|\/ul)\b[^>]*>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name.toLowerCase()] ?? whole),
    )
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[ \n]*/g, '\n')
    .trim();
}

/** A RemoteOK element as the scorer's target: title, the description's text, the company. */
export function remoteOkTarget(posting: RemoteOkPosting): JobTarget {
  return {
    title: repairMojibake(posting.position),
    description: htmlToText(posting.description),
    skills: [],
    company: repairMojibake(posting.company),
  };
}

/** The real RemoteOK response's jobs (element 0 is its legal notice), by position. */
export function realRemoteOk(): Map<string, RemoteOkPosting> {
  const file = path.join(REALDATA, 'feeds/remoteok-api.json');
  const items = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>[];
  const out = new Map<string, RemoteOkPosting>();
  for (const item of items.slice(1)) {
    const position = repairMojibake(String(item.position ?? ''));
    if (!position || out.has(position)) continue;
    out.set(position, {
      id: String(item.id),
      position,
      company: String(item.company ?? ''),
      tags: (item.tags as string[] | undefined) ?? [],
      description: String(item.description ?? ''),
    });
  }
  return out;
}
