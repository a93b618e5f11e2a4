import { resumeDocumentSchema, type ResumeDocument } from '@yonder/contract/resume-document';

/**
 * The document made to fit the contract: a text past its field's maximum is cut and a list past
 * its own shortened, so one over-long line (a paragraph read as a company's name) never refuses
 * the whole resume. Other problems still throw: they are the parser's bugs, not the file's.
 */
export function fitDocument(input: unknown): ResumeDocument {
  const candidate = structuredClone(input);
  for (let round = 0; round < 5; round += 1) {
    const parsed = resumeDocumentSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues;
    if (issues.some((issue) => issue.code !== 'too_big')) break;
    for (const issue of issues) {
      if (issue.code !== 'too_big') continue;
      const key = issue.path.at(-1);
      let parent = candidate as Record<PropertyKey, unknown>;
      for (const step of issue.path.slice(0, -1)) parent = parent[step] as typeof parent;
      const value = key === undefined ? undefined : parent[key];
      if (key !== undefined && (typeof value === 'string' || Array.isArray(value)))
        parent[key] = value.slice(0, Number(issue.maximum));
    }
  }
  return resumeDocumentSchema.parse(candidate);
}
