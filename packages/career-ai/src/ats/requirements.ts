import { skillMentions } from '../skills/extract.ts';
import type { JobTarget } from './keywords.ts';
import { aboutCompany, readPostingLines, type PostingLine } from './posting.ts';
import { roleOf } from './role.ts';
import { EXAMPLES, findTerms, type FoundTerm, type Term } from './terms.ts';

export type Importance = 'must' | 'nice';

/**
 * One requirement as a recruiter reads it: what the posting says (its sentence), whether it is a
 * must-have or nice to have, and the terms any one of which meets it ("CPA, ACCA or equivalent").
 * `isCore` marks what the job's title names (a Java posting's Java): it counts twice.
 */
export type Requirement = {
  text: string;
  importance: Importance;
  alternatives: Term[];
  /** "or equivalent", "or similar", "or a related field": the posting accepts more than it lists. */
  orEquivalent: boolean;
  isCore: boolean;
};

export type PostingReading = {
  requirements: Requirement[];
  /** Lines that ask for something no resume's words can show (attention to detail, integrity). */
  unchecked: string[];
};

const MAX_REQUIREMENTS = 30;
const MAX_UNCHECKED = 10;
/** A longer line (a paragraph) is quoted by the clause that asks. */
const MAX_TEXT = 200;
const NICE_WORDING =
  /\b(?:nice[- ]to[- ]have|(?:is |are |a |would be a )?(?:big |huge )?plus|bonus|preferred|preferably|ideally|desirable|desired|advantage(?:ous)?|not required|optional|would be (?:great|nice)|familiarity with .* helps)\b|优先|加分|更佳|者佳/iu;
const MUST_WORDING = /\b(?:must|required|mandatory|essential|at least|minimum)\b|必须|须具备/iu;
/** Only list marks and joining words between two terms of one list. */
const LIST_GAP =
  /^[\s,/、&()（）:]*(?:(?:and\/or|and|or|&|plus|和|或者|或|及|以及|与|、)[\s,/、()（）]*)?$/iu;
/** "Kafka or RabbitMQ", "C#/Java" are choices; "TypeScript / React" (spaced) is a list of both. */
const OR_GAP = /\bor\b|(?<!\s)\/(?!\s)|或/iu;
/** Unknown names inside a list of examples ("SAP, Oracle, QuickBooks") keep the list whole. */
const NAME = /\b\p{Lu}[\p{L}\d.+#&-]*/gu;
const ONE_OF = /(?:one of|any of|either|以下之一)[\s:：]*$/iu;
const EQUIVALENT_AFTER =
  /^[\s,)）]*(?:(?:or|and\/or|或)\s+(?:an?\s+|other\s+)?(?:equivalent|similar|related|comparable|other|another)|etc\b|等|或同等|或类似|(?:\(|（)?or on track)/iu;

/** A line's clauses: its sentences and the parts a semicolon separates. */
function clausesOf(line: string): string[] {
  return (
    line
      // A Chinese comma ends a clause ("本科及以上学历，有实习经验者优先"): lists use "、".
      .split(/[;；。，]|(?<=[a-z)]\.)\s+(?=[A-Z])/u)
      .map((clause) => clause.trim())
      .filter(Boolean)
  );
}

function importanceOf(clause: string, part: PostingLine['part']): Importance {
  if (NICE_WORDING.test(clause)) return 'nice';
  if (part === 'nice' && !MUST_WORDING.test(clause)) return 'nice';
  return 'must';
}

/** Terms next to each other with only list marks between them, and whether they are alternatives. */
function runsOf(
  clause: string,
  terms: FoundTerm[],
): { terms: FoundTerm[]; isChoice: boolean; orEquivalent: boolean }[] {
  const runs: { terms: FoundTerm[]; isChoice: boolean; orEquivalent: boolean }[] = [];
  for (const term of terms) {
    if (term.kind === 'years') {
      runs.push({ terms: [term], isChoice: false, orEquivalent: false });
      continue;
    }
    const last = runs.at(-1);
    const previous = last?.terms.at(-1);
    const gap = previous ? clause.slice(previous.end, term.start) : '';
    // Unknown names may stand between "like" and the first known one ("like Gusto, Rippling").
    const lead = clause
      .slice(previous?.end ?? 0, term.start)
      .replace(/(?:[\s,(（]*\p{Lu}[\p{L}\d.+#&-]*)*[\s,(（]*$/u, '');
    const introducer = EXAMPLES.exec(lead);
    // "ERP (e.g. SAP)": the examples of the term just before; "apps like Gusto": a list of examples.
    const isExamplesOf =
      previous && introducer && !gap.slice(0, introducer.index).replace(/[\s,(（]/gu, '');
    const isListGap =
      LIST_GAP.test(gap) || (last?.isChoice && LIST_GAP.test(gap.replace(NAME, '')));
    if (last && previous && previous.kind !== 'years' && (isListGap || isExamplesOf)) {
      last.terms.push(term);
      if (OR_GAP.test(gap) || isExamplesOf) last.isChoice = true;
    } else runs.push({ terms: [term], isChoice: Boolean(introducer), orEquivalent: false });
  }
  for (const run of runs) {
    const first = run.terms[0]!;
    const after = clause.slice(run.terms.at(-1)!.end);
    run.orEquivalent = EQUIVALENT_AFTER.test(after);
    if (run.orEquivalent || ONE_OF.test(clause.slice(0, first.start)) || first.kind === 'phrase')
      run.isChoice = run.terms.length > 1 || run.isChoice;
  }
  return runs;
}

const termKey = (term: Term) => `${term.kind}:${term.label.toLowerCase()}`;

/**
 * The requirements of a posting, read as a recruiter does: from its requirements section (must
 * have), its nice-to-have section, and the tools its responsibilities name (nice to have when the
 * posting lists requirements, must have when they are all it has), each clause's wording
 * ("preferred", "a plus", "优先") deciding between the two; never from what the posting says
 * about the company, its benefits or its ways of working. A list joined by "or" (or introduced by
 * "such as", or ending "or equivalent") is one requirement met by any of it.
 */
export function readRequirements(target: JobTarget): PostingReading {
  const lines = readPostingLines(target);
  const hasRequirements = lines.some((line) => line.part === 'must' || line.part === 'nice');
  const hasTasks = lines.some((line) => line.part === 'tasks');
  const used = lines.filter((line) =>
    line.part === 'intro'
      ? !hasRequirements && !hasTasks && !aboutCompany(line.text, target)
      : line.part !== 'ignored',
  );
  const titleSkills = new Set(skillMentions(target.title).map((mention) => mention.name));
  const requirements: Requirement[] = [];
  const unchecked: string[] = [];
  const seen = new Map<string, Requirement>();

  for (const line of used) {
    const part = line.part === 'tasks' && hasRequirements ? 'nice' : line.part;
    let hasTerms = false;
    for (const clause of clausesOf(line.text)) {
      const terms = findTerms(clause);
      if (terms.length) hasTerms = true;
      for (const run of runsOf(clause, terms)) {
        const groups = run.isChoice ? [run.terms] : run.terms.map((term) => [term]);
        for (const group of groups) {
          const alternatives = dedupe(group);
          const key = alternatives.map(termKey).sort().join('|');
          const importance = importanceOf(clause, part);
          const text = line.text.length > MAX_TEXT ? clause : line.text;
          const existing = seen.get(key);
          if (existing) {
            // Asked for again as a must-have: the requirement's sentence is that one.
            if (importance === 'must' && existing.importance === 'nice')
              Object.assign(existing, { importance, text });
            continue;
          }
          const requirement: Requirement = {
            text,
            importance,
            alternatives,
            orEquivalent: run.orEquivalent,
            isCore: alternatives.some((term) => titleSkills.has(term.label)),
          };
          seen.set(key, requirement);
          requirements.push(requirement);
        }
      }
    }
    if (!hasTerms && (line.part === 'must' || line.part === 'nice') && isRequest(line.text))
      unchecked.push(line.text);
  }
  addTitleSkills(target, titleSkills, requirements);
  const role = roleOf(target.title);
  // The first thing a recruiter reads: has this person held the role?
  if (role)
    requirements.unshift({
      text: target.title,
      importance: 'must',
      alternatives: [{ kind: 'role', label: role }],
      orEquivalent: false,
      isCore: true,
    });
  return { requirements: prune(requirements), unchecked: unchecked.slice(0, MAX_UNCHECKED) };
}

function dedupe(terms: FoundTerm[]): Term[] {
  const out = new Map<string, Term>();
  for (const { start: _start, end: _end, ...term } of terms)
    if (!out.has(termKey(term))) out.set(termKey(term), term);
  return [...out.values()];
}

/** A skill the title names and no line asks for is asked for by the title. */
function addTitleSkills(target: JobTarget, titleSkills: Set<string>, requirements: Requirement[]) {
  for (const name of titleSkills) {
    if (
      requirements.some((requirement) =>
        requirement.alternatives.some((term) => term.label === name),
      )
    )
      continue;
    requirements.unshift({
      text: target.title,
      importance: 'must',
      alternatives: [{ kind: 'skill', label: name }],
      orEquivalent: false,
      isCore: true,
    });
  }
}

/**
 * A single skill also offered in a list of alternatives asks for nothing more; the most
 * demanding years and degree are the ones that count. Must-haves first, at most thirty.
 */
function prune(requirements: Requirement[]): Requirement[] {
  const strongest = (kind: 'years' | 'degree') =>
    Math.max(
      0,
      ...requirements
        .filter((r) => r.importance === 'must')
        .flatMap((r) =>
          r.alternatives
            .filter((t) => t.kind === kind && r.alternatives.length === 1)
            .map((t) => t.value ?? 0),
        ),
    );
  const years = strongest('years');
  const degree = strongest('degree');
  const kept = requirements.filter((requirement) => {
    const [only] = requirement.alternatives;
    if (requirement.alternatives.length !== 1 || !only) return true;
    if (only.kind === 'years' && requirement.importance === 'must')
      return (only.value ?? 0) === years;
    if (only.kind === 'degree' && requirement.importance === 'must')
      return (only.value ?? 0) === degree;
    return true;
  });
  const seenYears = new Set<number>();
  const unique = kept.filter((requirement) => {
    const [only] = requirement.alternatives;
    if (requirement.alternatives.length !== 1 || only?.kind !== 'years') return true;
    if (seenYears.has(only.value ?? 0)) return false;
    seenYears.add(only.value ?? 0);
    return true;
  });
  return [
    ...unique.filter((requirement) => requirement.importance === 'must'),
    ...unique.filter((requirement) => requirement.importance === 'nice'),
  ].slice(0, MAX_REQUIREMENTS);
}

/** A line that asks something of the candidate, not a notice, a link or a pay range. */
function isRequest(text: string): boolean {
  return (
    text.length <= MAX_TEXT &&
    !/https?:\/\/|equal (?:employment )?opportunit|e-verify|\$\s?\d|applicants?\b/iu.test(text)
  );
}
