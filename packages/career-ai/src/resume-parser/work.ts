import type { ResumeWork } from '@yonder/contract/resume-document';
import { bodyText, headerNotes, headerSegments, piecesOf } from './entry-text.ts';
import type { Entry } from './entries.ts';
import { CN_CITIES, COMPANY, isPlace, isPlaceAt, TITLE } from './lexicon.ts';

/** "FLAG Inc. California" → company and place; "黑科技公司上海" → 黑科技公司 and 上海. */
function splitCompanyPlace(piece: string): string[] {
  const latin = /^(.*?\b(?:Inc|Ltd|LLC|Corp|Co|GmbH|PLC)\.?)\s+(.+)$/u.exec(piece);
  if (latin && isPlace(latin[2]!)) return [latin[1]!, latin[2]!];
  const city = CN_CITIES.find((name) => piece.endsWith(name) && piece.length > name.length + 1);
  if (city && COMPANY.test(piece.slice(0, -city.length)))
    return [piece.slice(0, -city.length), city];
  return [piece];
}

/** Company, title and place from the pieces of an entry heading. */
export function assignRoles(
  pieces: string[],
  { hasTitle = false } = {},
): {
  name: string;
  position: string;
  location: string;
} {
  const parts = pieces.flatMap(splitCompanyPlace);
  const used = new Set<number>();
  const take = (test: (piece: string) => boolean) => {
    const index = parts.findIndex((piece, at) => !used.has(at) && test(piece));
    if (index < 0) return '';
    used.add(index);
    return parts[index]!;
  };
  const placeIndexes = parts
    .map((piece, index) =>
      isPlace(piece) || (isPlaceAt(parts, index) && !COMPANY.test(piece) && !TITLE.test(piece))
        ? index
        : -1,
    )
    .filter((index) => index >= 0 && (index > 0 || parts.length > 2));
  const location = placeIndexes.map((index) => parts[index]).join(', ');
  placeIndexes.forEach((index) => used.add(index));
  const name = take((piece) => COMPANY.test(piece) && !TITLE.test(piece)) || '';
  const position = take((piece) => TITLE.test(piece));
  const rest = () => take(() => true);
  const company = name || rest();
  // "Enactus, University of La Verne" above its title: what follows the company's name,
  // unclaimed, is more of it. Without a title elsewhere, the next piece is the title.
  let fullName = company;
  if (position || hasTitle)
    for (let more = parts.indexOf(company) + 1; company && more < parts.length; more += 1) {
      if (used.has(more)) break;
      fullName += `, ${parts[more]}`;
      used.add(more);
    }
  const role = position || rest();
  return { name: fullName, position: role, location };
}

/**
 * A segment that is the title as a whole, commas and dashes included ("IT Director, Associate –
 * Hybrid Cloud" on a line of its own or before a tab and the dates), when another segment names
 * the company. Without one, the title is a piece among the others ("Acme, Data Analyst").
 */
function titleSegment(segments: string[]): string | null {
  const titled = segments.filter((segment) => TITLE.test(segment) && !isPlace(segment));
  const candidates =
    titled.length > 1 ? titled.filter((segment) => !COMPANY.test(segment)) : titled;
  if (candidates.length !== 1) return null;
  const title = candidates[0]!;
  const hasCompany = segments.some((segment) => {
    const pieces = piecesOf(segment);
    return (
      segment !== title &&
      pieces.some((piece, index) => !TITLE.test(piece) && !isPlaceAt(pieces, index))
    );
  });
  return hasCompany ? title : null;
}

export function toWork(entry: Entry): ResumeWork {
  const segments = headerSegments(entry);
  const title = titleSegment(segments);
  const rest = title ? segments.filter((segment) => segment !== title) : segments;
  const roles = assignRoles(rest.flatMap(piecesOf), { hasTitle: title !== null });
  const { name, location } = roles;
  const position = title ?? roles.position;
  const { summary, highlights } = bodyText(entry);
  return {
    name,
    position,
    location,
    url: '',
    // "Manager: Ana Costa" beside the title names someone else: kept as a note of the role.
    summary: [...headerNotes(entry), summary].filter(Boolean).join('\n'),
    startDate: entry.dates?.startDate ?? '',
    endDate: entry.dates?.isSingle ? '' : (entry.dates?.endDate ?? ''),
    highlights,
  };
}
