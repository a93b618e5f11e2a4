import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { AtsRequirement, AtsScorePart, AtsTerm } from '@yonder/contract/resumes';
import { candidateYears } from '../letters/grounded.ts';
import { degreeLevel, findTerm, resumeLines, type Evidence, type ResumeLine } from './evidence.ts';
import type { PostingReading, Requirement } from './requirements.ts';
import { findRole } from './role.ts';

type Language = 'zh' | 'en';
type Context = { document: ResumeDocument; lines: ResumeLine[]; language: Language; now: Date };
type Judgement = Pick<AtsRequirement, 'met' | 'evidence' | 'reason' | 'years'>;

/** The spoken language a resume written in `language` shows by being written in it. */
const WRITTEN_IN: Record<Language, string> = { en: 'English', zh: 'Mandarin' };

function firstEvidence(context: Context, term: AtsTerm): Evidence | null {
  for (const line of context.lines) {
    const found = findTerm(line, term);
    if (found) return found;
  }
  return null;
}

/** The first dated role, quoted as the evidence for years of experience. */
function firstRole(context: Context): Evidence | null {
  const index = context.document.work.reduce<number | null>(
    (best, work, at) =>
      work.startDate && (best === null || work.startDate < context.document.work[best]!.startDate)
        ? at
        : best,
    null,
  );
  const line =
    index === null
      ? undefined
      : context.lines.find((item) => item.path === `work.${index}.position`);
  return line ? { ...line, start: 0, end: line.text.length } : null;
}

/** A title of the resume (its headline, then each role's) that names the role. */
function findRoleTitle(context: Context, role: string): Evidence | null {
  for (const line of context.lines) {
    if (line.path !== 'basics.label' && !/^work\.\d+\.position$/u.test(line.path)) continue;
    const span = findRole(line.text, role);
    if (span) return { ...line, ...span };
  }
  return null;
}

function judgeTerm(context: Context, term: AtsTerm): Judgement | null {
  const none = { years: null };
  if (term.kind === 'role') {
    const evidence = findRoleTitle(context, term.label);
    return evidence ? { met: term, evidence, reason: 'found', ...none } : null;
  }
  if (term.kind === 'years') {
    const years = candidateYears(context.document, context.now) ?? 0;
    const evidence = firstRole(context);
    if (!evidence) return null;
    return years >= (term.value ?? 0) ? { met: term, evidence, reason: 'years', years } : null;
  }
  if (term.kind === 'degree') {
    const index = context.document.education.findIndex(
      (entry) => degreeLevel(entry) >= (term.value ?? 2),
    );
    const line = context.lines.find((item) => item.path === `education.${index}`);
    return line
      ? {
          met: term,
          evidence: { ...line, start: 0, end: line.text.length },
          reason: 'found',
          ...none,
        }
      : null;
  }
  const evidence = firstEvidence(context, term);
  if (evidence) return { met: term, evidence, reason: 'found', ...none };
  if (term.kind === 'language' && WRITTEN_IN[context.language] === term.label)
    return { met: term, evidence: null, reason: 'writtenIn', ...none };
  return null;
}

/** What the resume shows of one requirement: the first alternative it meets, and where. */
function judge(context: Context, requirement: Requirement): Judgement {
  for (const term of requirement.alternatives) {
    const found = judgeTerm(context, term);
    if (found) return found;
  }
  const asksYears = requirement.alternatives.find((term) => term.kind === 'years');
  if (asksYears) {
    const years = candidateYears(context.document, context.now);
    return { met: null, evidence: null, reason: years === null ? 'noDates' : 'tooFewYears', years };
  }
  return { met: null, evidence: null, reason: 'notFound', years: null };
}

/** Each requirement of a posting with what in the resume meets it, must-haves first. */
export function checkRequirements(
  document: ResumeDocument,
  reading: PostingReading,
  options: { language: Language; now: Date },
): AtsRequirement[] {
  const context: Context = { document, lines: resumeLines(document), ...options };
  return reading.requirements.map((requirement) => ({
    text: requirement.text,
    importance: requirement.importance,
    alternatives: requirement.alternatives,
    or_equivalent: requirement.orEquivalent,
    is_core: requirement.isCore,
    ...judge(context, requirement),
  }));
}

/** What the headline is made of: must-haves count most, nice-to-haves some, the resume's own quality the rest. */
const SHARES = { mustHave: 0.6, niceToHave: 0.15, resume: 0.25 } as const;

/**
 * How much a requirement counts: what the title names twice, a skill once, what nearly every
 * candidate meets (years, a degree, a language) half: they alone do not make a fit.
 */
export function requirementWeight(check: Pick<AtsRequirement, 'is_core' | 'alternatives'>): number {
  if (check.is_core) return 2;
  return check.alternatives.every((term) => GENERIC.has(term.kind)) ? 0.5 : 1;
}
const GENERIC = new Set(['years', 'degree', 'language']);

function partOf(checks: AtsRequirement[], part: 'mustHave' | 'niceToHave') {
  const weight = requirementWeight;
  const total = checks.reduce((sum, check) => sum + weight(check), 0);
  const met = checks.filter((check) => check.met);
  return {
    part,
    score: Math.round((100 * met.reduce((sum, check) => sum + weight(check), 0)) / total),
    met: met.length,
    total: checks.length,
  };
}

/**
 * The headline score's parts against a job. A part with nothing in it (a posting with no
 * nice-to-haves) gives its share to the must-haves; a posting with no requirements read leaves
 * the resume's quality alone.
 */
export function scoreParts(checks: AtsRequirement[], resumeScore: number): AtsScorePart[] {
  const must = checks.filter((check) => check.importance === 'must');
  const nice = checks.filter((check) => check.importance === 'nice');
  const parts: Omit<AtsScorePart, 'weight'>[] = [];
  const shares: number[] = [];
  if (must.length) {
    parts.push(partOf(must, 'mustHave'));
    shares.push(SHARES.mustHave + (nice.length ? 0 : SHARES.niceToHave));
  }
  if (nice.length) {
    parts.push(partOf(nice, 'niceToHave'));
    shares.push(SHARES.niceToHave + (must.length ? 0 : SHARES.mustHave));
  }
  parts.push({ part: 'resume', score: resumeScore, met: null, total: null });
  shares.push(must.length || nice.length ? SHARES.resume : 1);
  return parts.map((part, index) => ({ ...part, weight: shares[index]! }));
}

export const headlineOf = (parts: AtsScorePart[]) =>
  Math.max(
    0,
    Math.min(100, Math.round(parts.reduce((sum, part) => sum + part.score * part.weight, 0))),
  );
