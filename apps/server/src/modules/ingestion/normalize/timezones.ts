/** Offsets of the time-zone names boards write, in hours from UTC. */
const ZONE_NAMES: [RegExp, number][] = [
  [/\b(pst|pdt|pt|pacific( time)?)\b/i, -8],
  [/\b(mst|mdt|mountain time)\b/i, -7],
  [/\b(cst|cdt|central time)\b/i, -6],
  [/\b(est|edt|et|eastern( time)?)\b/i, -5],
  [/\b(brt|brasilia time)\b/i, -3],
  [/\b(bst|wet)\b/i, 0],
  [/\b(cet|cest|central european)\b/i, 1],
  [/\b(eet|eest)\b/i, 2],
  [/\b(ist|india standard time)\b/i, 5.5],
  [/\b(sgt|hkt)\b|北京时间|东八区/i, 8],
  [/\b(jst|kst)\b/i, 9],
  [/\b(aest|aedt)\b/i, 10],
];

const OFFSET = /\b(?:utc|gmt)\s*([+\-−–]\s*\d{1,2}(?:[:.]\d{2})?)?(?![\d:])/gi;
/** Sentences where abbreviations such as "ET" and "CET" mean time zones. */
const ZONE_CONTEXT =
  /time ?zones?|timezone|hours of overlap|overlap with|working hours|business hours|时区|北京时间|东八区/i;

function format(hours: number): string {
  if (hours === 0) return 'UTC+0';
  const sign = hours > 0 ? '+' : '-';
  const whole = Math.trunc(Math.abs(hours));
  const minutes = Math.round((Math.abs(hours) - whole) * 60);
  return `UTC${sign}${whole}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

function parseOffset(raw: string | undefined): number | null {
  if (!raw) return 0;
  const match = /([+\-−–])\s*(\d{1,2})(?:[:.](\d{2}))?/.exec(raw);
  if (!match) return null;
  const hours = Number(match[2]) + Number(match[3] ?? 0) / 60;
  if (hours > 14) return null;
  return match[1] === '+' ? hours : -hours;
}

/** Offsets as one zone or a range (`UTC-8 to UTC-5`), as the demo catalogue writes them. */
export function formatZones(offsets: readonly number[]): string[] {
  const unique = [...new Set(offsets)].sort((a, b) => a - b);
  if (unique.length === 0) return [];
  if (unique.length === 1) return [format(unique[0]!)];
  return [`${format(unique[0]!)} to ${format(unique.at(-1)!)}`];
}

/**
 * The time zones a text restricts a remote job to: UTC/GMT offsets anywhere in a location, and
 * named zones ("EST", "CET") there or in a sentence about time zones.
 */
export function timezoneOffsetsIn(text: string, { isLocation = false } = {}): number[] {
  const offsets: number[] = [];
  const sentences = isLocation ? [text] : text.split(/(?<=[.!?。！？\n])\s*/);
  for (const sentence of sentences) {
    const zoned =
      ZONE_CONTEXT.test(sentence) || (isLocation && /\b(time|tz|zones?|hours)\b/i.test(sentence));
    if (!zoned && !isLocation && !/\b(utc|gmt)\s*[+\-−–]\s*\d/i.test(sentence)) continue;
    for (const match of sentence.matchAll(OFFSET)) {
      const offset = parseOffset(match[1]);
      if (offset !== null) offsets.push(offset);
    }
    if (zoned)
      for (const [rule, offset] of ZONE_NAMES) if (rule.test(sentence)) offsets.push(offset);
  }
  return offsets;
}
