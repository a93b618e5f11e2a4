import type { ResumeEducation } from '@yonder/contract/resume-document';
import { paragraphs } from './text.ts';
import { headerPieces } from './entry-text.ts';
import type { Entry } from './entries.ts';
import { DEGREE, isPlace, isPlaceAt, SCHOOL } from './lexicon.ts';

const SCORE =
  /(?:gpa|cgpa|grade|绩点|平均分)\s*[:：]?\s*(\d+(?:\.\d+)?(?:\s*\/\s*\d+(?:\.\d+)?)?)/iu;
const ACRONYM = /^\p{Lu}[\p{Lu}&.]{1,7}$/u;
const COURSES = /^(?:relevant\s+)?(?:courses|coursework|主修课程|相关课程|课程)\s*[:：]\s*(.+)$/iu;

/** "Master of Science in Computer Science" → degree and field; "硕士 信息与通信工程" → 硕士. */
function splitDegree(piece: string): { studyType: string; area: string } {
  const match = DEGREE.exec(piece);
  if (!match) return { studyType: '', area: '' };
  const after = piece.slice(match.index + match[0].length).trim();
  // "BSc Industrial Engineering": an abbreviated degree followed by its field.
  const abbreviated =
    /^[\p{L}.]{2,8}$/u.test(match[0].trim()) && /^\p{Lu}[\p{L}&' ]+$/u.test(after);
  const area =
    /^(?:student\s+)?(?:in|of|,|-|–)\s+(.+)$/iu.exec(after)?.[1]?.trim() ??
    (abbreviated ? after : '');
  const han = /[\p{Script=Han}]/u.test(match[0]);
  const written = piece.slice(match.index, match.index + match[0].length).trim();
  // "Master student in …": the degree as written, still being studied for.
  const student = /^student\b/iu.test(after) ? ' student' : '';
  return { studyType: han ? match[0] : written + student, area };
}

/**
 * An undated entry that holds several schools ("Waldorf College" / "M.S. …" / "Haverford
 * University" / "B.S. …"): one entry per school, each with the degree line beside it.
 */
export function splitSchools(entry: Entry): Entry[] {
  if (entry.dates) return [entry];
  const lines = [...entry.header, ...entry.body];
  const schools = lines.flatMap((line, index) =>
    !line.bullet && line.text.length <= 100 && SCHOOL.test(line.text) ? [index] : [],
  );
  if (schools.length < 2) return [entry];
  const isDegreeFirst = schools[0]! > 0 && DEGREE.test(lines[schools[0]! - 1]!.text);
  const starts = schools.map((index, at) =>
    at === 0 ? 0 : isDegreeFirst && DEGREE.test(lines[index - 1]!.text) ? index - 1 : index,
  );
  return starts.map((start, at) => {
    const part = lines.slice(start, starts[at + 1] ?? lines.length);
    const body = part.findIndex((line, index) => line.bullet || index >= 3);
    const cut = body < 0 ? part.length : body;
    return { header: part.slice(0, cut), body: part.slice(cut), dates: null };
  });
}

/** "PhD Princeton University": the degree written before its school, as two pieces. */
function splitDegreeSchool(piece: string): string[] {
  const degree = DEGREE.exec(piece);
  if (!degree || degree.index !== 0) return [piece];
  const rest = piece.slice(degree[0].length).trim();
  return /^\p{Lu}/u.test(rest) && SCHOOL.test(rest) && !DEGREE.test(rest)
    ? [degree[0].trim(), rest]
    : [piece];
}

export function toEducation(entry: Entry): ResumeEducation {
  const pieces = headerPieces(entry)
    .filter((piece) => !SCORE.test(piece))
    .flatMap(splitDegreeSchool);
  const used = new Set<number>();
  const takeIndex = (test: (piece: string) => boolean) => {
    const index = pieces.findIndex((piece, at) => !used.has(at) && test(piece));
    if (index >= 0) used.add(index);
    return index;
  };
  const institutionIndex = takeIndex(
    (piece) => SCHOOL.test(piece) && !DEGREE.test(piece.replace(SCHOOL, '')),
  );
  const degreeIndex = takeIndex((piece) => DEGREE.test(piece));
  const degree = degreeIndex >= 0 ? splitDegree(pieces[degreeIndex]!) : { studyType: '', area: '' };
  const places = pieces.flatMap((piece, index) =>
    !used.has(index) &&
    isPlaceAt(pieces, index) &&
    (isPlace(piece) || (!SCHOOL.test(piece) && !DEGREE.test(piece)))
      ? [index]
      : [],
  );
  places.forEach((index) => used.add(index));
  // No piece names a school: an acronym ("MIT", "NYU") is one, before any other piece.
  const acronym = institutionIndex < 0 ? takeIndex((piece) => ACRONYM.test(piece)) : -1;
  const institution =
    institutionIndex >= 0
      ? pieces[institutionIndex]!
      : acronym >= 0
        ? pieces[acronym]!
        : (pieces[takeIndex(() => true)] ?? '');
  // The field is written after the degree ("Bachelor of Arts, Business Administration").
  const isField = (piece: string) => !/^\(.*\)$/.test(piece) && !DEGREE.test(piece);
  const afterDegree = degreeIndex >= 0 ? degreeIndex + 1 : -1;
  const fieldIndex =
    afterDegree > 0 &&
    afterDegree < pieces.length &&
    !used.has(afterDegree) &&
    isField(pieces[afterDegree]!)
      ? afterDegree
      : -1;
  if (fieldIndex >= 0) used.add(fieldIndex);
  const area = degree.area || (pieces[fieldIndex >= 0 ? fieldIndex : takeIndex(isField)] ?? '');
  const text = [...entry.header, ...entry.body].map((line) => line.text).join('\n');
  const courses = paragraphs(entry.body)
    .map((item) => COURSES.exec(item.text)?.[1])
    .filter((list): list is string => Boolean(list))
    .flatMap((list) => list.split(/\s*[,，、;；]\s*/))
    .filter(Boolean);
  return {
    institution,
    location: places.map((index) => pieces[index]).join(', '),
    area,
    studyType: degree.studyType,
    startDate: entry.dates?.isSingle ? '' : (entry.dates?.startDate ?? ''),
    endDate: entry.dates?.endDate ?? '',
    score: SCORE.exec(text)?.[1]?.replace(/\s+/g, '') ?? '',
    courses,
    summary: '',
  };
}
