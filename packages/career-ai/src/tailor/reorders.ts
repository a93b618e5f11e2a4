import type { ResumeDocument } from '@yonder/contract/resume-document';

/** One list of a resume whose order tailoring changed, before and after (the items as text). */
export type Reorder = { path: string; before: string[]; after: string[] };

const sameOrder = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

const skillLabel = (skill: ResumeDocument['skills'][number]) =>
  skill.name || skill.keywords.join(', ');

/**
 * The lists whose order differs between a resume and its tailored copy (skills, each skill's
 * keywords, each role's and project's bullets, projects): what a person should see moved. The
 * copy only reorders, so an entry is found again by its text; paths name the copy's positions.
 */
export function findReorders(original: ResumeDocument, tailored: ResumeDocument): Reorder[] {
  const found: Reorder[] = [];
  const add = (path: string, before: string[], after: string[]) => {
    if (!sameOrder(before, after)) found.push({ path, before, after });
  };

  add('skills', original.skills.map(skillLabel), tailored.skills.map(skillLabel));
  tailored.skills.forEach((skill, index) => {
    const source = original.skills.find((item) => skillLabel(item) === skillLabel(skill));
    if (source) add(`skills.${index}.keywords`, source.keywords, skill.keywords);
  });
  tailored.work.forEach((work, index) => {
    const source = original.work[index];
    if (source) add(`work.${index}.highlights`, source.highlights, work.highlights);
  });
  add(
    'projects',
    original.projects.map((project) => project.name),
    tailored.projects.map((project) => project.name),
  );
  tailored.projects.forEach((project, index) => {
    const source = original.projects.find((item) => item.name === project.name);
    if (source) add(`projects.${index}.highlights`, source.highlights, project.highlights);
  });
  return found;
}
