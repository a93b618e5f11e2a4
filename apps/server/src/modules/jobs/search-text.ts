/**
 * Text for PostgreSQL full-text search in Chinese and English alike. PostgreSQL's parser has no
 * Chinese dictionary, so Chinese runs are cut here: the index gets every two-character window of a
 * run (plus the single characters Intl.Segmenter calls words), and a query word becomes the windows
 * of its own characters. `前端` then finds `高级前端工程师` whatever the segmenter makes of the
 * longer text. Latin text passes through to the `english` configuration, which stems it.
 */
const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  return chars.slice(0, -1).map((char, index) => char + chars[index + 1]);
}

function singleCharWords(run: string): string[] {
  return [...segmenter.segment(run)]
    .filter((part) => part.isWordLike && [...part.segment].length === 1)
    .map((part) => part.segment);
}

/** The text to feed `to_tsvector('english', …)`: Chinese runs replaced by their windows. */
export function indexText(text: string): string {
  if (!HAN.test(text)) return text;
  return text.replace(
    HAN_RUN,
    (run) => ` ${[...bigrams(run), ...singleCharWords(run)].join(' ')} `,
  );
}

export type QueryTerm =
  /** One word: stemmed by `english`; `prefix` marks the last word while typing. */
  | { kind: 'word'; text: string; prefix: boolean }
  /**
   * A quoted phrase, or a Chinese word, whose parts must follow each other. `word` is the Chinese
   * word as typed (unquoted), which the query may widen to the words it is made of.
   */
  | { kind: 'phrase'; words: string[]; word?: string };

const MAX_TERMS = 12;

/**
 * Splits a typed query into terms. Quoted parts become phrases; a Chinese word becomes the
 * sequence of its windows; the last bare word is also matched as a prefix unless the query ends
 * with a space.
 */
export function parseQuery(input: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  const phrasePattern = /"([^"]*)"?/g;
  let rest = input;
  for (const match of input.matchAll(phrasePattern)) {
    const words = splitWords(match[1] ?? '').flatMap(hanAware);
    if (words.length > 0) terms.push({ kind: 'phrase', words });
    rest = rest.replace(match[0], ' ');
  }
  const bare = splitWords(rest);
  const typing = !/\s$/.test(input) && !input.trimEnd().endsWith('"');
  bare.forEach((word, index) => {
    if (HAN.test(word)) {
      const windows = hanAware(word);
      terms.push(
        windows.length === 1
          ? { kind: 'word', text: windows[0]!, prefix: true }
          : { kind: 'phrase', words: windows, word },
      );
    } else {
      terms.push({ kind: 'word', text: word, prefix: typing && index === bare.length - 1 });
    }
  });
  return terms.slice(0, MAX_TERMS);
}

/** Words made of letters and digits (with inner `+ # . -` as in C++, C#, Node.js, e-commerce). */
function splitWords(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}][\p{L}\p{N}+#.-]*/gu) ?? []
  )
    .map((word) => word.replace(/[.-]+$/, ''))
    .filter(Boolean);
}

function hanAware(word: string): string[] {
  if (!HAN.test(word)) return [word];
  return word
    .split(/(\p{Script=Han}+)/u)
    .filter(Boolean)
    .flatMap((part) => (HAN.test(part) ? bigrams(part) : [part]));
}

/** A written form (a skill's alias, a Chinese word) as one term: a word, or a phrase of its parts. */
export function formTerm(form: string): QueryTerm | null {
  const words = splitWords(form).flatMap(hanAware);
  if (words.length === 0) return null;
  return words.length === 1
    ? { kind: 'word', text: words[0]!, prefix: false }
    : { kind: 'phrase', words };
}

/** The words a Chinese compound is made of (`前端工程师` → `前端`, `工程师`); one word: none. */
export function compoundParts(word: string): string[] {
  const parts = [...segmenter.segment(word)]
    .filter((part) => part.isWordLike)
    .map((part) => part.segment);
  return parts.length > 1 ? parts : [];
}
