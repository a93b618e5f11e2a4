import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { AtsCheck } from '@yonder/contract/resumes';
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
import { keywordMatcher, targetKeywords, type JobTarget } from './ats/keywords.ts';
import { message, type Language, type Note } from './ats/messages.ts';
import { resumeText } from './ats/resume-text.ts';

export type { JobTarget } from './ats/keywords.ts';

export type AtsResult = {
  score: number;
  breakdown: { check: AtsCheck; score: number; weight: number }[];
  suggestions: { check: AtsCheck; message: string }[];
  keywords: { matched: string[]; missing: string[] } | null;
};

/** How much each check counts when the resume is analysed against a job. */
const WEIGHTS: Record<AtsCheck, number> = {
  parseability: 0.1,
  contact: 0.1,
  sections: 0.15,
  keywords: 0.25,
  quantified: 0.15,
  actionVerbs: 0.1,
  length: 0.05,
  dates: 0.1,
};

/** The job's keywords this resume has and lacks, in the job's order of importance. */
export function matchKeywords(
  document: ResumeDocument,
  target: JobTarget,
): { matched: string[]; missing: string[] } {
  const has = keywordMatcher(resumeText(document));
  const keywords = targetKeywords(target);
  return { matched: keywords.filter(has), missing: keywords.filter((keyword) => !has(keyword)) };
}

function checkKeywords(
  keywords: { matched: string[]; missing: string[] },
  language: Language,
): CheckResult {
  const total = keywords.matched.length + keywords.missing.length;
  const score = total === 0 ? 100 : Math.round((100 * keywords.matched.length) / total);
  const missing = keywords.missing.slice(0, 8).join(language === 'zh' ? '、' : ', ');
  const notes: Note[] = missing
    ? [{ check: 'keywords', key: 'missingKeywords', values: { keywords: missing } }]
    : [];
  return { score, notes };
}

/**
 * An applicant-tracking-system reading of a resume: a score from 0 to 100, the score of each
 * check with its weight, concrete suggestions in the interface language, and, against a job,
 * the keywords matched and missing. Deterministic and offline.
 */
export function analyseResume(
  document: ResumeDocument,
  options: { target?: JobTarget; language: Language },
): AtsResult {
  const text = resumeText(document);
  const isChinese = (text.match(/\p{Script=Han}/gu)?.length ?? 0) > text.length * 0.15;
  const keywords = options.target ? matchKeywords(document, options.target) : null;
  const results: [AtsCheck, CheckResult][] = [
    ['parseability', checkParseability(document, text)],
    ['contact', checkContact(document)],
    ['sections', checkSections(document)],
    ...(keywords
      ? [['keywords', checkKeywords(keywords, options.language)] as [AtsCheck, CheckResult]]
      : []),
    ['quantified', checkQuantified(document)],
    ['actionVerbs', checkActionVerbs(document)],
    ['length', checkLength(document, text, isChinese)],
    ['dates', checkDates(document)],
  ];
  const totalWeight = results.reduce((sum, [check]) => sum + WEIGHTS[check], 0);
  const breakdown = results.map(([check, result]) => ({
    check,
    score: Math.max(0, Math.min(100, Math.round(result.score))),
    weight: Math.round((WEIGHTS[check] / totalWeight) * 1000) / 1000,
  }));
  const score = Math.round(
    breakdown.reduce((sum, item) => sum + item.score * (WEIGHTS[item.check] / totalWeight), 0),
  );
  // The checks that cost the most points come first.
  const suggestions = results
    .map(([check, result], index) => ({
      check,
      result,
      lost: (100 - breakdown[index]!.score) * WEIGHTS[check],
    }))
    .sort((a, b) => b.lost - a.lost)
    .flatMap(({ result }) =>
      result.notes.map((note) => ({ check: note.check, message: message(note, options.language) })),
    );
  return { score: Math.max(0, Math.min(100, score)), breakdown, suggestions, keywords };
}
