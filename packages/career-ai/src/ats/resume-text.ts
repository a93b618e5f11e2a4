import type { ResumeDocument } from '@yonder/contract/resume-document';

/** Every bullet of the work and project entries, with the path an editor addresses it by. */
export function bulletsOf(document: ResumeDocument): { path: string; text: string }[] {
  return [
    ...document.work.flatMap((work, index) =>
      work.highlights.map((text, at) => ({ path: `work.${index}.highlights.${at}`, text })),
    ),
    ...document.projects.flatMap((project, index) =>
      project.highlights.map((text, at) => ({ path: `projects.${index}.highlights.${at}`, text })),
    ),
  ];
}

/** All the words of a resume, one field per line. */
export function resumeText(document: ResumeDocument): string {
  const { basics } = document;
  return [
    basics.name,
    basics.label,
    basics.summary,
    ...document.work.flatMap((work) => [
      work.position,
      work.name,
      work.summary,
      ...work.highlights,
    ]),
    ...document.education.flatMap((entry) => [
      entry.institution,
      entry.studyType,
      entry.area,
      ...entry.courses,
    ]),
    ...document.projects.flatMap((project) => [
      project.name,
      project.description,
      ...project.highlights,
      ...project.keywords,
    ]),
    ...document.skills.flatMap((skill) => [skill.name, ...skill.keywords]),
    ...document.languages.map((language) => `${language.language} ${language.fluency}`),
    ...document.certificates.map((certificate) => `${certificate.name} ${certificate.issuer}`),
  ]
    .filter(Boolean)
    .join('\n');
}
