/**
 * Endings that make word forms of one stem, longest first: "accessibility" and "accessible",
 * "reconciliation" and "reconciled", "analytics" and "analytical" meet at their stem.
 */
const ENDINGS = [
  'ibilities',
  'abilities',
  'ibility',
  'ability',
  'izations',
  'isations',
  'ization',
  'isation',
  'ations',
  'ation',
  'itions',
  'ition',
  'ating',
  'ated',
  'ates',
  'ate',
  'ants',
  'ant',
  'ancy',
  'ments',
  'ment',
  'ness',
  'ities',
  'ity',
  'ically',
  'ical',
  'ics',
  'ic',
  'ibly',
  'ably',
  'ible',
  'able',
  'ings',
  'ing',
  'ers',
  'er',
  'ors',
  'or',
  'ied',
  'ies',
  'ed',
  'es',
  'ally',
  'al',
  'ly',
  'ive',
  'ise',
  'ize',
  'ist',
  'ists',
  's',
  'e',
  'y',
];

/** Stems shorter than this are too ambiguous to stand for a word ("us", "in", "ai"). */
const MIN_STEM = 4;

/**
 * Words whose other forms mean something else: an account is not accounting, access is not
 * accessibility, a market is not marketing, a product is not production.
 */
const OWN_MEANING = new Set([
  'access',
  'account',
  'accounts',
  'market',
  'markets',
  'product',
  'products',
]);

/** A word's stem for matching its other forms; short words stay whole. */
export function wordStem(word: string): string {
  const lower = word.toLowerCase();
  if (OWN_MEANING.has(lower)) return `${lower.replace(/s$/u, '')}=`;
  if (lower.length <= MIN_STEM) return lower;
  const ending = ENDINGS.find(
    (end) => lower.endsWith(end) && lower.length - end.length >= MIN_STEM,
  );
  const stem = ending ? lower.slice(0, -ending.length) : lower;
  // "planned" → "plann" → "plan"; "manage" → "manag", as "manager" gives
  return stem.replace(/([b-df-hj-np-tv-z])\1$/u, '$1').replace(/(?<=.{4})e$/u, '');
}

/** What one stem of a family may carry beyond another: "reconcil" and "reconcili". */
const LINKS = new Set(['i', 'e', 'at', 'it', 'ic']);

/**
 * Two stems of one word family: equal, or one the other's beginning when both are long
 * ("reconcil" / "reconcili", "automat" / "automati").
 */
export function isSameStem(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.endsWith('=') || b.endsWith('=')) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 6 && long.startsWith(short) && LINKS.has(long.slice(short.length));
}
