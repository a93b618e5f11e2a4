import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { ProposedChange } from '@yonder/contract/resume-proposals';
import { resumeLines, findTerm } from '../ats/evidence.ts';
import type { JobTarget } from '../ats/keywords.ts';
import { readRequirements } from '../ats/requirements.ts';
import { findSkill, normalizeSkill } from '../skills/vocabulary.ts';
import { tailorResume } from '../tailor.ts';
import { claimChecker } from './claims.ts';
import { collectBullets } from './document-texts.ts';

const skillLabel = (skill: ResumeDocument['skills'][number]) =>
  skill.name || skill.keywords.join(', ');
const sameOrder = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

type Draft =
  | Omit<Extract<ProposedChange, { kind: 'reorder' }>, 'id' | 'status' | 'confirmed'>
  | Omit<Extract<ProposedChange, { kind: 'rewrite' }>, 'id' | 'status' | 'confirmed'>
  | Omit<Extract<ProposedChange, { kind: 'addSkill' }>, 'id' | 'status' | 'confirmed'>;

/**
 * Each list tailoring would put in a new order, addressed in the original's positions: the skills
 * section, each group's keywords, each role's and project's bullets, the projects.
 */
function reorders(original: ResumeDocument, ordered: ResumeDocument): Draft[] {
  const found: Draft[] = [];
  const add = (path: string, before: string[], after: string[]) => {
    if (!sameOrder(before, after))
      found.push({ kind: 'reorder', path, before, after, unsupported: [] });
  };
  add('skills', original.skills.map(skillLabel), ordered.skills.map(skillLabel));
  original.skills.forEach((skill, index) => {
    const moved = ordered.skills.find((item) => skillLabel(item) === skillLabel(skill));
    if (moved) add(`skills.${index}.keywords`, skill.keywords, moved.keywords);
  });
  original.work.forEach((work, index) =>
    add(
      `work.${index}.highlights`,
      work.highlights,
      ordered.work[index]?.highlights ?? work.highlights,
    ),
  );
  add(
    'projects',
    original.projects.map((project) => project.name),
    ordered.projects.map((project) => project.name),
  );
  original.projects.forEach((project, index) => {
    const moved = ordered.projects.find((item) => item.name === project.name);
    if (moved) add(`projects.${index}.highlights`, project.highlights, moved.highlights);
  });
  return found;
}

/** The skills group a new skill belongs with: the one holding most skills of its domain. */
function groupFor(document: ResumeDocument, name: string): string {
  const domain = findSkill(name)?.domain;
  let best = { name: document.skills[0]?.name ?? '', count: 0 };
  for (const skill of document.skills) {
    const count = skill.keywords.filter(
      (keyword) => findSkill(normalizeSkill(keyword) ?? '')?.domain === domain,
    ).length;
    if (count > best.count) best = { name: skill.name, count };
  }
  return best.name;
}

/**
 * Skills the job asks for that the resume's experience shows but its skills section does not list
 * (supported), and those an AI provider proposes (checked: one the resume never shows is marked).
 */
function skillAdditions(document: ResumeDocument, target: JobTarget, proposed: string[]): Draft[] {
  const listed = new Set(
    document.skills
      .flatMap((skill) => [skill.name, ...skill.keywords])
      .map((name) => normalizeSkill(name) ?? name),
  );
  const lines = resumeLines(document).filter((line) => !line.path.startsWith('skills.'));
  const shows = (name: string) =>
    lines.some((line) => findTerm(line, { kind: 'skill', label: name }));
  const asked = readRequirements(target).requirements.flatMap((requirement) =>
    requirement.alternatives.filter((term) => term.kind === 'skill').map((term) => term.label),
  );
  const out = new Map<string, Draft>();
  const group = (name: string) => groupFor(document, name);
  for (const name of asked)
    if (!listed.has(name) && shows(name))
      out.set(name, {
        kind: 'addSkill',
        path: 'skills',
        skill: name,
        group: group(name),
        unsupported: [],
      });
  for (const raw of proposed) {
    const name = normalizeSkill(raw) ?? raw.trim();
    if (!name || listed.has(name) || out.has(name)) continue;
    out.set(name, {
      kind: 'addSkill',
      path: 'skills',
      skill: name,
      group: group(name),
      unsupported: shows(name) ? [] : [name],
    });
  }
  return [...out.values()];
}

/**
 * What tailoring proposes for a job, nothing applied: lists in a better order, bullets rewritten
 * (by an AI provider, each checked for claims the resume does not support) and skills to list.
 * Every change starts pending; `ids` are stable within the proposal.
 */
export function proposeTailoring(
  document: ResumeDocument,
  target: JobTarget,
  options: { now: Date; rewrites?: Record<string, string>; skills?: string[] },
): { changes: ProposedChange[]; missingKeywords: string[] } {
  const tailored = tailorResume(document, target, options.now);
  const bullets = collectBullets(document);
  const check = claimChecker(document);
  const rewrites: Draft[] = Object.entries(options.rewrites ?? {}).flatMap(([path, text]) => {
    const before = bullets[path];
    const after = text.trim();
    if (before === undefined || !after || after === before.trim()) return [];
    return [
      { kind: 'rewrite' as const, path, before, after, unsupported: check.rewrite(before, after) },
    ];
  });
  const drafts = [
    ...rewrites,
    ...reorders(document, tailored.document),
    ...skillAdditions(document, target, options.skills ?? []),
  ];
  return {
    changes: drafts.map((draft, index) => ({
      ...draft,
      id: `c${index + 1}`,
      status: 'pending',
      confirmed: false,
    })),
    missingKeywords: tailored.missingKeywords,
  };
}
