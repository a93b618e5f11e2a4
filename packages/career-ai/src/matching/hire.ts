import { acceptedCountries } from './regions.ts';
import { overlapHours, zoneOffset, zoneSpan } from './time-zones.ts';
import type { HireAnswer, MatchCandidate, MatchJob } from './types.ts';

/** What `hireAnswer` reads of a candidate. */
export type HireCandidate = Pick<MatchCandidate, 'countries' | 'utcOffset' | 'workingHours'>;

/**
 * A person known only by where they live and work (search's "open to me" filter): a country
 * (ISO 3166-1 alpha-2) and an IANA time zone, either may be unknown, working the day a profile
 * has by default.
 */
export function placeCandidate(country: string | null, timeZone: string | null): HireCandidate {
  return {
    countries: country ? [country.toUpperCase()] : [],
    utcOffset: timeZone ? zoneOffset(timeZone) : null,
    workingHours: { start: 9, end: 18 },
  };
}

/** Fewer shared working hours than this and a remote team cannot work with the candidate. */
export const MIN_OVERLAP_HOURS = 2;

/**
 * Whether the candidate can be hired for the job from where they are: the job's regions against
 * the countries they can work from, and its time zones against their working day. A country the
 * candidate has not given is not held against them ("only from these regions").
 */
export function hireAnswer(
  candidate: HireCandidate,
  job: Pick<MatchJob, 'remoteType' | 'remoteRegions' | 'remoteTimezones'>,
): HireAnswer {
  const accepted = acceptedCountries(job.remoteRegions);
  const regions = accepted ? [...job.remoteRegions] : [];
  const isRemote = job.remoteType === 'fullRemote' || job.remoteType === 'regionRemote';
  const span = isRemote ? zoneSpan(job.remoteTimezones) : null;
  const overlap =
    span && candidate.utcOffset !== null
      ? overlapHours(span, candidate.utcOffset, candidate.workingHours)
      : null;
  const inside = accepted ? (candidate.countries.find((code) => accepted.has(code)) ?? null) : null;
  const country = inside ?? candidate.countries[0] ?? null;
  const answer = { regions, overlapHours: overlap, country };
  if (accepted && candidate.countries.length > 0 && !inside) {
    return { status: 'no', isEligible: false, ...answer };
  }
  if (overlap !== null && overlap < MIN_OVERLAP_HOURS) {
    return { status: 'overlap', isEligible: false, ...answer };
  }
  if (accepted && !inside) return { status: 'regions', isEligible: true, ...answer };
  if (overlap !== null && !accepted) return { status: 'overlap', isEligible: true, ...answer };
  return { status: 'yes', isEligible: true, ...answer };
}
