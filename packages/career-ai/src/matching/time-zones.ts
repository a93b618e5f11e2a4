/** Region names jobs write for a span of time zones, in hours from UTC. */
const NAMED_SPANS: Record<string, [number, number]> = {
  americas: [-8, -3],
  'north america': [-8, -4],
  latam: [-6, -3],
  europe: [0, 3],
  emea: [-1, 4],
  apac: [5, 10],
  asia: [5, 9],
};

const OFFSET = /UTC\s*([+\-−])\s*(\d{1,2})(?::(\d{2}))?/gi;

/**
 * The span of offsets a job's time zones cover (`UTC-8 to UTC-5`, `UTC+8`, `Americas`), or null
 * when it names none this reader knows.
 */
export function zoneSpan(zones: readonly string[]): [number, number] | null {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const zone of zones) {
    const named = NAMED_SPANS[zone.trim().toLowerCase()];
    const offsets = named ? [...named] : [];
    for (const match of zone.matchAll(OFFSET)) {
      const hours = Number(match[2]) + Number(match[3] ?? 0) / 60;
      offsets.push(match[1] === '+' ? hours : -hours);
    }
    if (/^\s*(utc|gmt)\s*$/i.test(zone)) offsets.push(0);
    for (const offset of offsets) {
      low = Math.min(low, offset);
      high = Math.max(high, offset);
    }
  }
  return low <= high ? [low, high] : null;
}

const offsets = new Map<string, number | null>();
/** One fixed day: a candidate's offset must not change a score with the season. */
const REFERENCE_DAY = new Date(Date.UTC(2025, 0, 15, 12));

/** Hours from UTC of an IANA time zone in standard (January) time, or null for an unknown zone. */
export function zoneOffset(timeZone: string): number | null {
  if (!timeZone) return null;
  const cached = offsets.get(timeZone);
  if (cached !== undefined) return cached;
  let offset: number | null = null;
  try {
    const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(REFERENCE_DAY)
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name ?? '');
    if (match) {
      const hours = Number(match[2] ?? 0) + Number(match[3] ?? 0) / 60;
      offset = match[1] === '-' ? -hours : hours;
    }
  } catch {
    offset = null;
  }
  offsets.set(timeZone, offset);
  return offset;
}

/** A team's working day, local time. */
const TEAM_DAY = { start: 9, end: 17 };

/** Length of the overlap of two spans of hours on a 24-hour circle. */
function circularOverlap(a: [number, number], b: [number, number]): number {
  let best = 0;
  for (const shift of [-24, 0, 24]) {
    const start = Math.max(a[0], b[0] + shift);
    const end = Math.min(a[1], b[1] + shift);
    best = Math.max(best, end - start);
  }
  return Math.max(0, best);
}

/**
 * Hours of the candidate's working day (in their offset) that meet a team working 9 to 5 in the
 * zone of the job's span nearest to them.
 */
export function overlapHours(
  span: [number, number],
  offset: number,
  hours: { start: number; end: number },
): number {
  const team = Math.min(span[1], Math.max(span[0], offset));
  const end = hours.end > hours.start ? hours.end : hours.end + 24;
  const candidate: [number, number] = [hours.start - offset, end - offset];
  const teamUtc: [number, number] = [TEAM_DAY.start - team, TEAM_DAY.end - team];
  return Math.round(circularOverlap(candidate, teamUtc) * 2) / 2;
}
