import { headingKind } from '../resume-parser/headings.ts';
import { countryCode } from '../resume-parser/lexicon.ts';

/**
 * What a reader would call lost: a line of the text the parser read, some word of which is in no
 * field of the stored document. Dates are fields of their own (JSON Resume writes them as
 * `YYYY-MM`), so the words they are written with do not count; nor do section headings Yonder
 * stores as its own sections, page numbers, or a few joining words. Written apart from the
 * parser's own bookkeeping (resume-parser/coverage.ts) so that each checks the other.
 */
const DATE_WORDS =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|fall|autumn|winter|present|current|now|today|expected|graduation|years?|yrs?|months?|mos?|\d{1,2}|(?:19|20)\d{2}|年|月|至|今)$/iu;
/** Joining words, the lead-ins of a skills list and the labels of a score or a contact. */
const JOINING =
  /^(?:and|or|in|of|the|at|to|a|an|for|with|etc|proficient|fluent|page|gpa|email|e|mail|phone|tel|mobile|cell|熟|悉|掌|握|精|通|了|解|练|电|话|手|机|邮|箱)$/iu;
const WORD = /\p{Script=Han}|[^\s\p{P}\p{S}\p{Script=Han}]+/gu;
const PAGE = /^(?:page\s*)?\d{1,2}(?:\s*(?:\/|of)\s*\d{1,2})?$|[–—-]\s*\d{1,2}\s*\/\s*\d{1,2}$/iu;

const words = (text: string) => text.toLowerCase().match(WORD) ?? [];

function textsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => textsOf(item, into));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => textsOf(item, into));
  return into;
}

/** The lines of `text` that `document` does not hold, each with its missing words. */
export function lostLines(text: string, document: unknown): { line: string; missing: string[] }[] {
  const texts = textsOf(document);
  const stored = new Set(texts.flatMap(words));
  // A country written out is stored as its code ("Germany": DE), as JSON Resume keeps it.
  const codes = new Set(texts.filter((value) => /^[A-Z]{2}$/u.test(value)));
  const isStoredCountry = (piece: string) => codes.has(countryCode(piece));
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !headingKind(line) && !PAGE.test(line))
    .map((line) => {
      const countries = new Set(
        line
          .split(/\s*[,|·•]\s*/u)
          .filter(isStoredCountry)
          .flatMap(words),
      );
      return {
        line,
        missing: words(line).filter(
          (word) =>
            !DATE_WORDS.test(word) &&
            !JOINING.test(word) &&
            !stored.has(word) &&
            !countries.has(word),
        ),
      };
    })
    .filter(({ missing }) => missing.length > 0);
}
