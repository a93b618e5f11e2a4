import { decodeHTML } from 'entities/decode';

/** Bytes 0x80–0x9F as Windows-1252 shows them; Latin-1 shows them as C1 control characters. */
const CP1252_BYTES = new Map<number, number>([
  [0x20ac, 0x80],
  [0x201a, 0x82],
  [0x0192, 0x83],
  [0x201e, 0x84],
  [0x2026, 0x85],
  [0x2020, 0x86],
  [0x2021, 0x87],
  [0x02c6, 0x88],
  [0x2030, 0x89],
  [0x0160, 0x8a],
  [0x2039, 0x8b],
  [0x0152, 0x8c],
  [0x017d, 0x8e],
  [0x2018, 0x91],
  [0x2019, 0x92],
  [0x201c, 0x93],
  [0x201d, 0x94],
  [0x2022, 0x95],
  [0x2013, 0x96],
  [0x2014, 0x97],
  [0x02dc, 0x98],
  [0x2122, 0x99],
  [0x0161, 0x9a],
  [0x203a, 0x9b],
  [0x0153, 0x9c],
  [0x017e, 0x9e],
  [0x0178, 0x9f],
]);
const CONTINUATION = `\\u0080-\\u00bf${[...CP1252_BYTES.keys()].map((code) => `\\u${code.toString(16).padStart(4, '0')}`).join('')}`;
/** A UTF-8 lead byte read as Latin-1/Windows-1252, followed by continuation bytes read the same way. */
const SUSPECT = new RegExp(`[\\u00c2-\\u00f4][${CONTINUATION}]+`, 'g');
const C1_CONTROLS = /[\u0080-\u009f]/g;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function byteOf(char: string): number {
  const code = char.charCodeAt(0);
  return code <= 0xff ? code : (CP1252_BYTES.get(code) ?? -1);
}

function sequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** Re-reads one suspicious run as the UTF-8 it was; what does not decode stays as it was. */
function repairRun(run: string): string {
  const chars = [...run];
  const bytes = chars.map(byteOf);
  let out = '';
  for (let i = 0; i < chars.length;) {
    const length = sequenceLength(bytes[i]!);
    const slice = bytes.slice(i, i + length);
    if (
      length > 0 &&
      slice.length === length &&
      slice.slice(1).every((b) => b >= 0x80 && b <= 0xbf)
    ) {
      try {
        out += utf8.decode(Uint8Array.from(slice));
        i += length;
        continue;
      } catch {
        // not UTF-8 after all
      }
    }
    out += chars[i];
    i += 1;
  }
  return out;
}

/**
 * Repairs text that was UTF-8, read as Windows-1252 or Latin-1 and encoded again (`donâ€™t`,
 * `SÃ£o Paulo`): each such run is re-read as UTF-8. Text without such runs is returned as it is.
 */
export function repairMojibake(text: string): string {
  if (!/[\u00c2-\u00f4]/.test(text)) return text;
  return dropCutCharacter(text.replace(SUSPECT, repairRun)).replace(C1_CONTROLS, '');
}

const CUT_AT_END = new RegExp(`[\\u00e0-\\u00f4][${CONTINUATION}]{1,2}$`);

/**
 * A feed that cut a text inside a character (RemoteOK titles) leaves the first bytes of it, read
 * as Latin-1 (`通訳ï¼`): too few to decode, so they go.
 */
function dropCutCharacter(text: string): string {
  const cut = CUT_AT_END.exec(text);
  if (!cut) return text;
  const bytes = [...cut[0]].map(byteOf);
  return bytes.length < sequenceLength(bytes[0]!) ? text.slice(0, cut.index) : text;
}

const ENTITY = /&(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[\da-f]{1,6});/i;

/**
 * Decodes HTML entities in plain text. A feed that escaped its text twice (`AT&amp;amp;T`) gets a
 * second pass, so the reader sees `AT&T` and never `&amp;`.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  const once = decodeHTML(text);
  return ENTITY.test(once) ? decodeHTML(once) : once;
}

/** One line of feed text (a title, a company, a location): decoded, repaired, tags and spaces collapsed. */
export function cleanLine(text: string | null | undefined): string {
  if (!text) return '';
  return repairMojibake(decodeEntities(String(text).replace(/<[^>]*>/g, ' ')))
    .replace(/[\s\u00a0\u200b]+/g, ' ')
    .trim();
}

/** A non-empty cleaned line, or null. */
export function cleanOptional(text: string | null | undefined): string | null {
  return cleanLine(text) || null;
}

const HAN = /\p{Script=Han}/gu;

/** zh when a meaningful share of the text is Chinese, else en. */
export function detectLanguage(text: string): 'zh' | 'en' {
  const sample = text.slice(0, 4000);
  const han = sample.match(HAN)?.length ?? 0;
  if (han === 0) return 'en';
  let latin = 0;
  for (let index = 0; index < sample.length; index += 1) {
    const code = sample.charCodeAt(index) | 32;
    if (code >= 97 && code <= 122) latin += 1;
  }
  return han * 3 >= latin * 0.5 ? 'zh' : 'en';
}
