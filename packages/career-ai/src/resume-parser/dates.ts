/** Dates as resumes write them, in English and Chinese, turned into JSON Resume's `YYYY-MM`. */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const YEAR = '(?:19|20)\\d{2}';
/** "Summer 2022": a season stands for its year (JSON Resume has no seasons). */
const SEASON = '(?:spring|summer|fall|autumn|winter)';
const DATE_SOURCE = [
  `${MONTH_NAME}\\.?,?\\s*${YEAR}`,
  `${SEASON},?\\s+${YEAR}`,
  `${YEAR}\\s*年\\s*\\d{1,2}\\s*月?`,
  `${YEAR}\\s*[./-]\\s*(?:0?[1-9]|1[0-2])(?![\\d])`,
  `(?:0?[1-9]|1[0-2])\\s*/\\s*${YEAR}`,
  `${YEAR}\\s*年?`,
].join('|');
const PRESENT_SOURCE = 'present|current(?:ly)?|now|today|ongoing|至今|现在|目前|迄今|今';
const SEPARATOR_SOURCE = '\\s*(?:–|—|−|-|~|～|至|到|\\bto\\b|\\buntil\\b)\\s*';

const EDGE_BEFORE = '(?<![\\p{L}\\d])';
const EDGE_AFTER = '(?![\\p{L}\\d])';
const RANGE = new RegExp(
  `${EDGE_BEFORE}(${DATE_SOURCE})${SEPARATOR_SOURCE}(${DATE_SOURCE}|${PRESENT_SOURCE})${EDGE_AFTER}`,
  'iu',
);
/** "Summer 2013, 2014": a date and a later year, read as a range. */
const LISTED = new RegExp(`${EDGE_BEFORE}(${DATE_SOURCE}),\\s*(${YEAR})${EDGE_AFTER}`, 'iu');
const SINGLE = new RegExp(`${EDGE_BEFORE}(${DATE_SOURCE})${EDGE_AFTER}`, 'iu');
const PRESENT = new RegExp(`^(?:${PRESENT_SOURCE})$`, 'iu');

export type DateRange = {
  startDate: string;
  endDate: string;
  /** The end is "present". */
  isCurrent: boolean;
  /** Only one date was written (a graduation year, a project month). */
  isSingle: boolean;
  /** Where the dates stand in the text, to cut them out. */
  index: number;
  length: number;
};

/** `June 2022` → `2022-06`, `2016年3月` → `2016-03`, `2019.3` → `2019-03`, `2018` → `2018`; else ''. */
export function normalizeDate(text: string): string {
  const plain = text.trim().toLowerCase();
  const year = /(?:19|20)\d{2}/.exec(plain)?.[0];
  if (!year) return '';
  const name = new RegExp(MONTH_NAME, 'i').exec(plain)?.[0];
  let month = name ? MONTHS.indexOf(name.slice(0, 3)) + 1 : 0;
  if (!month) {
    const rest = plain.replace(year, ' ');
    const number = /(?<!\d)(0?[1-9]|1[0-2])(?!\d)/.exec(rest)?.[1];
    month = number ? Number(number) : 0;
  }
  return month ? `${year}-${String(month).padStart(2, '0')}` : year;
}

/** The first date range in a text ("Jun 2020 – Present", "2013 – 至今"), else its first single date. */
export function findDateRange(text: string): DateRange | null {
  const range = RANGE.exec(text) ?? LISTED.exec(text);
  if (range) {
    const end = range[2] ?? '';
    const isCurrent = PRESENT.test(end.trim());
    return {
      startDate: normalizeDate(range[1] ?? ''),
      endDate: isCurrent ? '' : normalizeDate(end),
      isCurrent,
      isSingle: false,
      index: range.index,
      length: range[0].length,
    };
  }
  const single = SINGLE.exec(text);
  if (!single) return null;
  const date = normalizeDate(single[1] ?? '');
  return {
    startDate: date,
    endDate: date,
    isCurrent: false,
    isSingle: true,
    index: single.index,
    length: single[0].length,
  };
}

const ANY_DATE = new RegExp(DATE_SOURCE, 'giu');
const ANY_PRESENT = new RegExp(`(?:${PRESENT_SOURCE})`, 'giu');
const DATE_PUNCTUATION = /[\s–—−\-~～至到,.()（）|·:]|\bto\b/giu;

/** A text that is nothing but dates ("2018 – 2022", "June 2022 –", "Present"). */
export function isOnlyDates(text: string): boolean {
  // Every date has a digit or says "present": most texts are out at once.
  if (!/\d|present|current|now|至今|今/iu.test(text)) return false;
  const rest = text.replace(ANY_DATE, ' ').replace(ANY_PRESENT, ' ').replace(DATE_PUNCTUATION, '');
  return rest === '' && /\d|present|current|now|至今/i.test(text);
}

/** A date followed by a dash, waiting for its end on the next line (a date column). */
export const OPEN_RANGE = new RegExp(`(?:${DATE_SOURCE})${SEPARATOR_SOURCE}$`, 'iu');

/** A length of stay written beside dates: "2 years 10 months", "4 months", "(3 yrs)". */
const DURATION =
  /^\s*\(?\d+\s*(?:years?|yrs?|months?|mos?)(?:,?\s*\d+\s*(?:months?|mos?))?\)?\s*$/iu;
export const isDuration = (text: string) => DURATION.test(text);
