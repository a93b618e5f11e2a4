import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { AtsCheck, AtsRequirement, AtsScorePart } from '@yonder/contract/resumes';
import {
  checkActionVerbs,
  checkDates,
  checkLength,
  checkQuantified,
} from './ats/checks-content.ts';
import {
  checkContact,
  checkParseability,
  checkSections,
  type CheckResult,
} from './ats/checks-profile.ts';
import { checkRequirements, headlineOf, scoreParts } from './ats/fit.ts';
import type { JobTarget } from './ats/keywords.ts';
import { message, type Language, type Note } from './ats/messages.ts';
import { requirementNotes, termLabel } from './ats/requirement-notes.ts';
import { readRequirements } from './ats/requirements.ts';
import { resumeText } from './ats/resume-text.ts';
import { detectLanguage } from './resume-parser/language.ts';

export type { JobTarget } from './ats/keywords.ts';

export type AtsResult = {
  score: number;
  /** The resume's own quality, check by check (weights sum to 1). */
  breakdown: { check: AtsCheck; score: number; weight: number }[];
  suggestions: { check: AtsCheck; message: string }[];
  keywords: { matched: string[]; missing: string[] } | null;
  /** Against a job: the headline's parts (must-haves, nice-to-haves, the resume's quality). */
  parts?: AtsScorePart[];
  requirements?: AtsRequirement[] | null;
  unchecked?: string[];
};

/** How much each check of the resume's own quality counts. */
type QualityCheck = Exclude<AtsCheck, 'keywords' | 'requirements'>;
const WEIGHTS: Record<QualityCheck, number> = {
  parseability: 0.1,
  contact: 0.1,
  sections: 0.15,
  quantified: 0.15,
  actionVerbs: 0.1,
  length: 0.05,
  dates: 0.1,
};

/** The requirements a resume meets and misses, by their first term, must-haves first. */
export function matchKeywords(
  document: ResumeDocument,
  target: JobTarget,
  now: Date,
): { matched: string[]; missing: string[] } {
  const language = detectLanguage(resumeText(document));
  const checks = checkRequirements(document, readRequirements(target), { language, now });
  return keywordsOf(checks, language);
}

function keywordsOf(checks: AtsRequirement[], language: Language) {
  const label = (check: AtsRequirement) => termLabel(check.met ?? check.alternatives[0]!, language);
  return {
    matched: checks.filter((check) => check.met).map(label),
    missing: checks.filter((check) => !check.met).map(label),
  };
}

/**
 * An applicant-tracking-system reading of a resume, offline and deterministic. On its own: the
 * resume's quality, a weighted breakdown of seven checks. Against a job: the posting's
 * requirements read as a recruiter reads them (must-have or nice to have, alternatives and
 * equivalents, never the company's own description), each with the resume's line that meets it,
 * and a headline made mostly of must-haves met. Suggestions are in `language` (the reader's); what
 * they propose to write (verbs, skill names) is in the resume's own.
 */
export function analyseResume(
  document: ResumeDocument,
  options: { target?: JobTarget; language: Language; now: Date },
): AtsResult {
  const text = resumeText(document);
  const resumeLanguage = detectLanguage(text);
  const results: [QualityCheck, CheckResult][] = [
    ['parseability', checkParseability(document, text)],
    ['contact', checkContact(document)],
    ['sections', checkSections(document)],
    ['quantified', checkQuantified(document)],
    ['actionVerbs', checkActionVerbs(document)],
    ['length', checkLength(document, text, resumeLanguage === 'zh')],
    ['dates', checkDates(document)],
  ];
  const totalWeight = results.reduce((sum, [check]) => sum + WEIGHTS[check], 0);
  const breakdown = results.map(([check, result]) => ({
    check,
    score: Math.max(0, Math.min(100, Math.round(result.score))),
    weight: Math.round((WEIGHTS[check] / totalWeight) * 1000) / 1000,
  }));
  const quality = Math.round(
    breakdown.reduce((sum, item) => sum + item.score * (WEIGHTS[item.check] / totalWeight), 0),
  );
  // The checks that cost the most points come first.
  const qualityNotes = results
    .map(([check, result], index) => ({
      result,
      lost: (100 - breakdown[index]!.score) * WEIGHTS[check],
    }))
    .sort((a, b) => b.lost - a.lost)
    .flatMap(({ result }) => result.notes);
  const write = (notes: Note[]) =>
    notes.map((note) => ({
      check: note.check,
      message: message(note, options.language, resumeLanguage),
    }));

  if (!options.target)
    return { score: quality, breakdown, suggestions: write(qualityNotes), keywords: null };

  const reading = readRequirements(options.target);
  const requirements = checkRequirements(document, reading, {
    language: resumeLanguage,
    now: options.now,
  });
  const parts = scoreParts(requirements, quality);
  return {
    score: headlineOf(parts),
    breakdown,
    suggestions: write([
      ...requirementNotes(requirements, { reader: options.language, resume: resumeLanguage }),
      ...qualityNotes,
    ]),
    keywords: keywordsOf(requirements, resumeLanguage),
    parts,
    requirements,
    unchecked: reading.unchecked,
  };
}
