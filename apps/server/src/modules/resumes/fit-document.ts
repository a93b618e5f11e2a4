import { resumeDocumentSchema, type ResumeDocument } from '@yonder/contract/resume-document';

/**
 * A parsed or generated document made to fit the schema: texts past their maximum are cut and
 * lists past theirs shortened, instead of refusing a whole resume for one long paragraph.
 */
export function fitDocument(input: unknown): ResumeDocument {
  const candidate = structuredClone(input);
  for (let round = 0; round < 5; round += 1) {
    const parsed = resumeDocumentSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      if (issue.code !== 'too_big') continue;
      const key = issue.path.at(-1);
      let parent = candidate as Record<PropertyKey, unknown>;
      for (const step of issue.path.slice(0, -1)) parent = parent[step] as typeof parent;
      const value = key === undefined ? undefined : parent[key];
      const max = Number(issue.maximum);
      if (key !== undefined && (typeof value === 'string' || Array.isArray(value)))
        parent[key] = value.slice(0, max);
    }
    if (parsed.error.issues.some((issue) => issue.code !== 'too_big')) break;
  }
  return resumeDocumentSchema.parse(candidate);
}
