import type { ResumeDocument } from '@yonder/contract/resume-document';

/** The fields of a document that are prose or names (never dates, e-mails, URLs or phones). */
const TEXT_FIELDS: Record<string, readonly string[]> = {
  basics: ['name', 'label', 'summary'],
  'basics.location': ['address', 'city', 'region'],
  work: ['name', 'position', 'location', 'summary', 'highlights'],
  education: ['institution', 'location', 'area', 'studyType', 'courses', 'summary'],
  projects: ['name', 'description', 'highlights'],
  skills: ['name', 'level'],
  languages: ['language', 'fluency'],
  certificates: ['name', 'issuer'],
  customSections: ['title', 'items'],
};

type Node = Record<string, unknown>;

function readPath(root: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, step) => (node as Node | undefined)?.[step], root);
}

function addTexts(
  out: Record<string, string>,
  prefix: string,
  node: Node,
  fields: readonly string[],
) {
  for (const field of fields) {
    const value = node[field];
    if (typeof value === 'string' && value.trim()) out[`${prefix}.${field}`] = value;
    if (Array.isArray(value))
      value.forEach((item, index) => {
        if (typeof item === 'string' && item.trim()) out[`${prefix}.${field}.${index}`] = item;
      });
  }
}

/** Every non-empty text of the document by its path, such as `work.0.highlights.2`. */
export function collectTexts(document: ResumeDocument): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [section, fields] of Object.entries(TEXT_FIELDS)) {
    const value = readPath(document, section);
    if (Array.isArray(value))
      value.forEach((item, index) => addTexts(out, `${section}.${index}`, item as Node, fields));
    else if (value) addTexts(out, section, value as Node, fields);
  }
  return out;
}

/** The bullets (work and project highlights) by path. */
export function collectBullets(document: ResumeDocument): Record<string, string> {
  return Object.fromEntries(
    Object.entries(collectTexts(document)).filter(([path]) =>
      /^(work|projects)\.\d+\.highlights\.\d+$/.test(path),
    ),
  );
}

/**
 * A copy of the document with the given texts put in place. Only paths that hold a text already
 * are written: an answer cannot add fields or reach outside the document.
 */
export function applyTexts(
  document: ResumeDocument,
  texts: Record<string, string>,
): ResumeDocument {
  const copy = structuredClone(document);
  const known = collectTexts(document);
  for (const [path, text] of Object.entries(texts)) {
    if (!(path in known) || typeof text !== 'string' || !text.trim()) continue;
    const steps = path.split('.');
    const key = steps.pop() as string;
    const parent = readPath(copy, steps.join('.')) as Node;
    parent[key] = text.trim();
  }
  return copy;
}
