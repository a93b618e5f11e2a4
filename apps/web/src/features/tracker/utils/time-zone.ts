/** The wall-clock parts of an instant in a time zone. */
function partsIn(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far a time zone is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  return (
    Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) -
    Math.floor(instant / 1000) * 1000
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant shown as `YYYY-MM-DDTHH:mm` on the wall clock of a time zone (a datetime-local value). */
export function toZonedInput(iso: string, timeZone: string): string {
  const p = partsIn(Date.parse(iso), timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** A wall-clock time in a time zone (`YYYY-MM-DDTHH:mm`) as an instant (ISO, UTC); null when invalid. */
export function fromZonedInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  let instant = guess - offsetAt(guess, timeZone);
  // Near a daylight-saving change the offset at the result may differ from the guess's.
  instant = guess - offsetAt(instant, timeZone);
  return Number.isFinite(instant) ? new Date(instant).toISOString() : null;
}

/** The browser's own time zone. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every IANA time zone the browser knows (the local one first when the list lacks it). */
export function timeZones(): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const local = localTimeZone();
  return all.includes(local) ? all : [local, ...all];
}
