import type { ResumeDocument } from '@yonder/contract/resume-document';
import { matchKeywords } from './ats.ts';
import { keywordMatcher, type JobTarget } from './ats/keywords.ts';
import { readRequirements } from './ats/requirements.ts';

export { findUnsupportedClaims } from './tailor/claims.ts';
export { findReorders, type Reorder } from './tailor/reorders.ts';

/** Items in order of how many of the keywords they hit; ties keep their order. */
function byRelevance<T>(items: T[], keywords: string[], textOf: (item: T) => string): T[] {
  const scored = items.map((item, index) => {
    const has = keywordMatcher(textOf(item));
    return { item, index, hits: keywords.filter(has).length };
  });
  return scored.sort((a, b) => b.hits - a.hits || a.index - b.index).map(({ item }) => item);
}

/** What the posting's requirements name (skills, tools, phrases), most important first. */
function requirementTerms(target: JobTarget): string[] {
  const terms = readRequirements(target).requirements.flatMap((requirement) =>
    requirement.alternatives
      .filter((term) => term.kind === 'skill' || term.kind === 'phrase' || term.kind === 'language')
      .map((term) => term.label),
  );
  return [...new Set(terms)];
}

/**
 * A copy of the resume tailored to a job, without inventing anything: skills, skill keywords,
 * bullets and projects ordered by relevance to the job's requirements, and the requirements the
 * resume still does not show. Work and education keep their order (newest first). Rewriting bullets is the AI
 * provider's job; `findUnsupportedClaims` checks what it writes.
 */
export function tailorResume(
  document: ResumeDocument,
  target: JobTarget,
  now: Date,
): { document: ResumeDocument; missingKeywords: string[] } {
  const keywords = requirementTerms(target);
  const copy = structuredClone(document);
  copy.skills = byRelevance(copy.skills, keywords, (skill) =>
    [skill.name, ...skill.keywords].join('\n'),
  ).map((skill) => ({
    ...skill,
    keywords: byRelevance(skill.keywords, keywords, (keyword) => keyword),
  }));
  copy.work = copy.work.map((work) => ({
    ...work,
    highlights: byRelevance(work.highlights, keywords, (text) => text),
  }));
  copy.projects = byRelevance(
    copy.projects.map((project) => ({
      ...project,
      highlights: byRelevance(project.highlights, keywords, (text) => text),
    })),
    keywords,
    (project) =>
      [project.name, project.description, ...project.highlights, ...project.keywords].join('\n'),
  );
  return { document: copy, missingKeywords: matchKeywords(document, target, now).missing };
}
