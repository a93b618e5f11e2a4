import { hasHan, tokenize, tokenKey, type Token } from './tokens.ts';
import { SKILLS } from './vocabulary.ts';

/** Phrases that only look like a skill: "go to market", "Series C", "C-level". */
const NOT_SKILLS = ['go to', 'go live', 'on the go', 'series c', 'c level', 'c suite', 'plan c'];

/** Lower-cased token keys that count in any case; null marks a phrase that is not a skill. */
const ANY_CASE = new Map<string, string | null>(NOT_SKILLS.map((phrase) => [phrase, null]));
/** Token keys in their exact case (`Go`, `R`, `AI`). */
const EXACT_CASE = new Map<string, string>();
/** Chinese forms, longest first, so `数字营销` wins over `营销`. */
const HAN_FORMS: { form: string; name: string }[] = [];

for (const skill of SKILLS) {
  const caseBound = new Set(
    [...(skill.exact ?? []), ...(skill.loose ?? [])].map((form) => form.toLowerCase()),
  );
  for (const form of [skill.name, ...skill.aliases, ...(skill.zh ?? [])]) {
    if (hasHan(form)) HAN_FORMS.push({ form: form.toLowerCase(), name: skill.name });
    else if (!caseBound.has(form.toLowerCase())) {
      const key = tokenKey(form);
      if (key && !ANY_CASE.has(key)) ANY_CASE.set(key, skill.name);
    }
  }
  for (const form of skill.exact ?? []) {
    EXACT_CASE.set(
      tokenize(form)
        .map((token) => token.text)
        .join(' '),
      skill.name,
    );
  }
}
HAN_FORMS.sort((a, b) => b.form.length - a.form.length);

/** Every proper beginning of a several-word key, so a match is only extended while one can follow. */
const PREFIXES = new Set<string>();
for (const key of [...ANY_CASE.keys(), ...EXACT_CASE.keys()]) {
  const words = key.split(' ');
  for (let n = 1; n < words.length; n += 1) {
    PREFIXES.add(words.slice(0, n).join(' '));
    PREFIXES.add(words.slice(0, n).join(' ').toLowerCase());
  }
}

type Tally = Map<string, { count: number; first: number }>;

function count(tally: Tally, name: string, position: number): void {
  const entry = tally.get(name);
  if (entry) entry.count += 1;
  else tally.set(name, { count: 1, first: position });
}

/** The longest known phrase starting at token `i`: its skill (null for a non-skill) and width. */
function longestAt(
  tokens: readonly Token[],
  i: number,
): { name: string | null; width: number } | null {
  let best: { name: string | null; width: number } | null = null;
  let lower = '';
  let exact = '';
  for (let n = 0; i + n < tokens.length; n += 1) {
    const token = tokens[i + n]!;
    lower = n === 0 ? token.lower : `${lower} ${token.lower}`;
    exact = n === 0 ? token.text : `${exact} ${token.text}`;
    const anyCase = ANY_CASE.get(lower);
    if (anyCase !== undefined) best = { name: anyCase, width: n + 1 };
    else {
      const exactName = EXACT_CASE.get(exact);
      if (exactName) best = { name: exactName, width: n + 1 };
    }
    if (!PREFIXES.has(lower) && !PREFIXES.has(exact)) break;
  }
  return best;
}

function tallyLatin(text: string, tally: Tally): void {
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length;) {
    const match = longestAt(tokens, i);
    if (match?.name) count(tally, match.name, tokens[i]!.at);
    i += match?.width ?? 1;
  }
}

function tallyHan(text: string, tally: Tally): void {
  const lower = text.normalize('NFKC').toLowerCase();
  const taken: [number, number][] = [];
  for (const { form, name } of HAN_FORMS) {
    for (let at = lower.indexOf(form); at !== -1; at = lower.indexOf(form, at + form.length)) {
      const end = at + form.length;
      if (taken.some(([start, stop]) => at < stop && end > start)) continue;
      taken.push([at, end]);
      count(tally, name, at);
    }
  }
}

/** How often each known skill occurs in a text (any language), in order of first mention. */
export function skillCounts(text: string): Map<string, number> {
  const tally: Tally = new Map();
  tallyLatin(text, tally);
  if (hasHan(text)) tallyHan(text, tally);
  return new Map(
    [...tally]
      .sort(([, a], [, b]) => a.first - b.first)
      .map(([name, { count: times }]) => [name, times]),
  );
}

/**
 * The known skills a text mentions, canonical names, the most mentioned first (ties in order of
 * first mention): "React/Node.js, 熟悉机器学习" gives React, Node.js and Machine Learning.
 */
export function extractSkills(text: string): string[] {
  return [...skillCounts(text)].sort(([, a], [, b]) => b - a).map(([name]) => name);
}

/** One mention of a known skill: its canonical name and where it is written (`end` exclusive). */
export type SkillMention = { name: string; start: number; end: number };

/**
 * Every mention of a known skill, in order, by the same rules as `extractSkills`, with its place
 * in the text (NFKC-normalised when the text has non-ASCII characters), to quote and highlight it.
 */
export function skillMentions(text: string): SkillMention[] {
  const found: SkillMention[] = [];
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length;) {
    const match = longestAt(tokens, i);
    if (match?.name) {
      const last = tokens[i + match.width - 1]!;
      found.push({ name: match.name, start: tokens[i]!.at, end: last.at + last.text.length });
    }
    i += match?.width ?? 1;
  }
  if (hasHan(text)) {
    const lower = text.normalize('NFKC').toLowerCase();
    const taken: [number, number][] = [];
    for (const { form, name } of HAN_FORMS) {
      for (let at = lower.indexOf(form); at !== -1; at = lower.indexOf(form, at + form.length)) {
        const end = at + form.length;
        if (taken.some(([start, stop]) => at < stop && end > start)) continue;
        taken.push([at, end]);
        found.push({ name, start: at, end });
      }
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
