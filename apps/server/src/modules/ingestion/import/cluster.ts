import { normalizeText } from '#modules/jobs/job-record.ts';

/**
 * One job on several boards: the same company (normalised, as the fingerprint has it), the same
 * title once the words boards add to it are left out ("Senior Engineer (Remote)" is "Senior
 * Engineer"), and either places that can be the same (equal, one missing or "remote", or sharing
 * a word: "Berlin, Germany" and "Germany") with descriptions that do not contradict it, or a
 * region and a place in it with the same description (a board that trims it keeps most of its
 * phrases).
 */

/** Words a board adds to a title that do not make it another job. */
const TITLE_NOISE = new Set([
  'remote',
  'worldwide',
  'anywhere',
  'global',
  'fully',
  '100',
  'm',
  'f',
  'd',
  'w',
  'x',
  'all',
  'genders',
]);
/** A place that is no place: it fits any other. */
const ANYWHERE = new Set(['remote', 'anywhere', 'worldwide', 'global', 'distributed']);
/** A region: a posting there can be a country's posting of the same job on another board. */
const REGIONS = new Set([
  'europe',
  'emea',
  'eu',
  'americas',
  'america',
  'apac',
  'asia',
  'latam',
  'africa',
]);

export function clusterTitle(title: string): string {
  return normalizeText(title)
    .split(' ')
    .filter((word) => word && !TITLE_NOISE.has(word))
    .join(' ');
}

export function placesCanMatch(a: string | null, b: string | null): boolean {
  const left = normalizeText(a).split(' ').filter(Boolean);
  const right = normalizeText(b).split(' ').filter(Boolean);
  if (left.length === 0 || right.length === 0) return true;
  if (left.some((word) => ANYWHERE.has(word)) || right.some((word) => ANYWHERE.has(word)))
    return true;
  const words = new Set(left);
  return right.some((word) => words.has(word));
}

/** Whether a place is a region or anywhere, which a country's or a city's posting can fall in. */
export function isBroadPlace(place: string | null): boolean {
  const words = normalizeText(place).split(' ').filter(Boolean);
  return words.length === 0 || words.some((word) => ANYWHERE.has(word) || REGIONS.has(word));
}

const SHINGLE = 3;
/** Descriptions shorter than this many words say too little to compare. */
const MIN_WORDS = 15;

function shingles(html: string): Set<string> | null {
  const words = normalizeText(html.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' '))
    .split(' ')
    .filter(Boolean);
  if (words.length < MIN_WORDS) return null;
  const set = new Set<string>();
  for (let index = 0; index + SHINGLE <= words.length; index += 1)
    set.add(words.slice(index, index + SHINGLE).join(' '));
  return set;
}

/**
 * How much of the shorter description the longer one holds (three-word phrases), 0 to 1; null
 * when either is too short to tell.
 */
export function descriptionOverlap(a: string, b: string): number | null {
  const left = shingles(a);
  const right = shingles(b);
  if (!left || !right) return null;
  const [small, large] = left.size <= right.size ? [left, right] : [right, left];
  let shared = 0;
  for (const phrase of small) if (large.has(phrase)) shared += 1;
  return shared / small.size;
}

export type ClusterJob = {
  company: string;
  title: string;
  location: string | null;
  description: string;
};

/**
 * Whether two postings of a company are one job (see above). Two cities are two jobs however
 * alike their descriptions (one template, two openings); a region and a country in it are one
 * job when the descriptions agree.
 */
export function isSameJob(a: ClusterJob, b: ClusterJob): boolean {
  if (a.company !== b.company || clusterTitle(a.title) !== clusterTitle(b.title)) return false;
  const overlap = descriptionOverlap(a.description, b.description);
  if (placesCanMatch(a.location, b.location)) return overlap === null || overlap >= 0.3;
  return (
    overlap !== null && overlap >= 0.8 && (isBroadPlace(a.location) || isBroadPlace(b.location))
  );
}
