import { headingKind, isLetterSpaced } from './headings.ts';
import { TITLE } from './lexicon.ts';
import { hasHan } from './text.ts';
import type { Line } from './types.ts';

const NAME_LABEL = /^(?:姓\s*名|name)\s*[:：]\s*(.+)$/iu;
const LABEL_LABEL =
  /(?:求职意向|应聘职位|期望职位|目标职位|意向岗位|desired position|target role)\s*[:：]\s*([^|｜·,，]+)/iu;
const NOT_NAME = /@|https?:|www\.|\d|r[eé]sum[eé]|curriculum|\bcv\b|vitae|简历|个人简历|求职/iu;
/** Words of a job title, never of a person's name: "Sr. System Reliability Engineer" is no name. */
const TITLE_WORD =
  /\b(?:engineer|developer|manager|designer|analyst|consultant|specialist|director|intern|architect|scientist|officer|administrator|assistant|associate|accountant|technician|coordinator|representative|executive|supervisor|recruiter|programmer|president|founder)s?\b|工程师|经理|设计师|总监|专员/iu;

const JOINING = /^(?:a|an|and|at|for|in|of|on|the|to|with|&)$/u;
/**
 * A sentence rather than a headline: several words in lower case that join nothing ("Engineer
 * who likes small, fast tools"), where a headline capitalises its words.
 */
export function isProse(text: string): boolean {
  const words = text.split(/\s+/u);
  const lower = words.filter((word) => /^\p{Ll}/u.test(word) && !JOINING.test(word));
  return words.length >= 6 && lower.length >= 2;
}

/** A link's word standing for the address behind it ("LinkedIn", "GitHub"). */
const NETWORK_NAME = /^(?:linkedin|github|gitlab|twitter|x|website|portfolio|blog|homepage)$/iu;

const HAN_NAME = /^[\p{Script=Han}·]{2,5}$/u;

/**
 * A person's name: two to five Chinese characters, two to five capitalised Latin words (in any
 * case: "JANE DOE", "WANG Xiaoming", "Jane Doe" are all kept as written), or a Chinese name with
 * its Latin one beside it ("张伟 (David Zhang)").
 */
export function looksLikeName(text: string): boolean {
  const name = text.trim();
  if (!name || NOT_NAME.test(name) || TITLE_WORD.test(name) || headingKind(name)) return false;
  if (hasHan(name)) {
    if (HAN_NAME.test(name.replace(/\s+/g, ''))) return true;
    const mixed =
      /^([\p{Script=Han}·]{2,5})\s*[(（]?\s*([\p{Script=Latin}' .-]+?)\s*[)）]?$|^([\p{Script=Latin}' .-]+?)\s*[(（]?\s*([\p{Script=Han}·]{2,5})\s*[)）]?$/u.exec(
        name,
      );
    return Boolean(mixed && looksLikeName(mixed[2] ?? mixed[3] ?? ''));
  }
  const words = name.split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 5 &&
    words.every(
      (word) =>
        /^[\p{Lu}][\p{L}'’.-]*$/u.test(word) ||
        /^(?:de|van|von|der|da|di|le|la|bin|al)$/i.test(word),
    )
  );
}

/** The part of a line that may be a name: "JANE DOE | Product Designer" → "JANE DOE". */
const namePiece = (line: Line) => (line.segments[0] ?? '').split(/\s+[|｜·•–—]\s+/u)[0]!.trim();

/** The name: after a "姓名：" label, else the header line in the largest type, else the first that reads as a name. */
export function nameOf(header: Line[], all: Line[]): { name: string; line: Line | null } {
  for (const line of [...header, ...all.slice(0, 40)]) {
    const labelled = NAME_LABEL.exec(line.segments[0] ?? '')?.[1]?.trim();
    if (labelled) return { name: labelled, line };
  }
  const candidates = header.filter((line) => looksLikeName(namePiece(line)));
  const largest = [...candidates].sort((a, b) => b.fontSize - a.fontSize)[0];
  if (largest) return { name: namePiece(largest), line: largest };
  // Nothing in the header reads as a name: its first (largest) line stands for it when it could
  // be one (a single name, "ANDERSON", or a pseudonym such as "Minnie01").
  const top = [...header].sort((a, b) => b.fontSize - a.fontSize)[0];
  const piece = top ? namePiece(top) : '';
  const couldBeName =
    /^\p{L}[\p{L}\d'’. -]{1,29}$/u.test(piece) &&
    piece.split(/\s+/u).length <= 3 &&
    (piece.match(/\d/gu)?.length ?? 0) <= 2 &&
    !/@|https?:|www\.|r[eé]sum[eé]|curriculum|\bcv\b|vitae/iu.test(piece) &&
    !TITLE_WORD.test(piece) &&
    !headingKind(piece);
  if (couldBeName) return { name: piece, line: top! };
  // Before a sidebar's headings, say; never as deep as a publication's title.
  const first = all.slice(0, 20).find((line) => looksLikeName(namePiece(line)));
  return { name: first ? namePiece(first) : '', line: first ?? null };
}

/** The headline under the name ("Front-End Developer") or after a "求职意向：" label. */
export function labelOf(header: Line[], nameLine: Line | null): string {
  for (const line of header) {
    const labelled = LABEL_LABEL.exec(line.text)?.[1]?.trim();
    if (labelled) return labelled;
  }
  if (!nameLine) return '';
  const candidates = header
    .slice(header.indexOf(nameLine) + 1)
    .map((line) => ({
      text: line.segments[0]?.split(/\s*[|｜·•]\s*/u)[0]?.trim() ?? '',
      size: line.fontSize,
    }))
    .filter(
      ({ text }) =>
        text &&
        text.length <= 90 &&
        !/@|\d{3}|https?:|www\.|[|·,，]|\.\p{L}{2,}\//u.test(text) &&
        !NETWORK_NAME.test(text) &&
        !isLetterSpaced(text) &&
        !isProse(text),
    );
  // In a PDF the headline is set larger than the contact lines around it; a job's words win a tie.
  const best = [...candidates].sort(
    (a, b) => b.size - a.size || Number(TITLE.test(b.text)) - Number(TITLE.test(a.text)),
  )[0];
  return best?.text ?? '';
}
