import { resumeDocumentSchema, type ResumeDocument } from '@yonder/contract/resume-document';

export type JsonResumeImport =
  | { ok: true; document: ResumeDocument; name: string }
  | { ok: false; reason: 'notJson' | 'notResume'; path?: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Numbers become text and nulls are dropped, so the schema's defaults fill them. */
function normalise(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.filter((item) => item !== null).map(normalise);
  if (isRecord(value))
    return Object.fromEntries(
      Object.entries(value)
        .map(([key, child]) => [key, normalise(child)] as const)
        .filter(([, child]) => child !== undefined),
    );
  return value;
}

/** Older JSON Resume files name a few fields differently (`company`, `website`, `gpa`). */
function withAliases(input: Record<string, unknown>): Record<string, unknown> {
  const rename = (entry: unknown, from: string, to: string) =>
    isRecord(entry) && entry[to] === undefined && entry[from] !== undefined
      ? { ...entry, [to]: entry[from] }
      : entry;
  const mapList = (key: string, pairs: [string, string][]) =>
    Array.isArray(input[key])
      ? (input[key] as unknown[]).map((entry) =>
          pairs.reduce((current, [from, to]) => rename(current, from, to), entry),
        )
      : input[key];
  return {
    ...input,
    basics: rename(input.basics, 'website', 'url'),
    work: mapList('work', [
      ['company', 'name'],
      ['website', 'url'],
    ]),
    education: mapList('education', [['gpa', 'score']]),
    projects: mapList('projects', [['website', 'url']]),
  };
}

/** Reads a JSON Resume file's text into Yonder's document, or says why it cannot. */
export function parseJsonResume(text: string): JsonResumeImport {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'notJson' };
  }
  if (!isRecord(raw)) return { ok: false, reason: 'notResume' };
  const known = ['basics', 'work', 'education', 'projects', 'skills', 'languages', 'certificates'];
  if (!known.some((key) => key in raw)) return { ok: false, reason: 'notResume' };
  const parsed = resumeDocumentSchema.safeParse(
    withAliases(normalise(raw) as Record<string, unknown>),
  );
  if (!parsed.success)
    return { ok: false, reason: 'notResume', path: parsed.error.issues[0]?.path.join('.') };
  return { ok: true, document: parsed.data, name: parsed.data.basics.name.trim() };
}
