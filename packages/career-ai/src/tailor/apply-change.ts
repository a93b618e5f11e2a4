import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { ProposedChange } from '@yonder/contract/resume-proposals';

/** The copy no longer holds what a change was proposed for (the person edited it since). */
export class StaleChangeError extends Error {
  readonly changeId: string;
  constructor(changeId: string) {
    super(`change ${changeId} no longer applies`);
    this.changeId = changeId;
  }
}

type Node = Record<string, unknown>;
const read = (root: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, step) => (node as Node | undefined)?.[step], root);
const skillLabel = (skill: ResumeDocument['skills'][number]) =>
  skill.name || skill.keywords.join(', ');

/** The original text of a line, through the rewrites already accepted ("after" back to "before"). */
function originalsOf(accepted: ProposedChange[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const change of accepted)
    if (change.kind === 'rewrite') map.set(change.after, change.before);
  return map;
}

/** A line by its path, or, for a bullet that moved, by its text anywhere in its section. */
function setLine(
  copy: ResumeDocument,
  change: Extract<ProposedChange, { kind: 'rewrite' }>,
  text: string,
) {
  const steps = change.path.split('.');
  const key = steps.pop()!;
  const parent = read(copy, steps.join('.')) as Node | unknown[] | undefined;
  if (parent && (parent as Node)[key] === change.before) {
    (parent as Node)[key] = text;
    return;
  }
  const bullet = /^(work|projects)\.\d+\.highlights\.\d+$/u.exec(change.path);
  if (bullet) {
    for (const entry of copy[bullet[1] as 'work' | 'projects']) {
      const at = entry.highlights.indexOf(change.before);
      if (at >= 0) {
        entry.highlights[at] = text;
        return;
      }
    }
  }
  throw new StaleChangeError(change.id);
}

/** Items of a list ordered as `after` names them (by their original text); others keep their place at the end. */
function reorderItems<T>(items: T[], keyOf: (item: T) => string, after: string[]): T[] {
  const rank = (item: T) => {
    const at = after.indexOf(keyOf(item));
    return at < 0 ? after.length : at;
  };
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().every((item, index) => item === [...b].sort()[index]);

function reorder(
  copy: ResumeDocument,
  change: Extract<ProposedChange, { kind: 'reorder' }>,
  accepted: ProposedChange[],
) {
  const originals = originalsOf(accepted);
  const key = (text: string) => originals.get(text) ?? text;
  if (change.path === 'skills') {
    copy.skills = reorderItems(copy.skills, skillLabel, change.after);
    return;
  }
  if (change.path === 'projects') {
    copy.projects = reorderItems(copy.projects, (project) => project.name, change.after);
    return;
  }
  const match = /^(skills|work|projects)\.(\d+)\.(keywords|highlights)$/u.exec(change.path);
  if (!match) throw new StaleChangeError(change.id);
  const [, section, index, field] = match as unknown as [
    string,
    'skills' | 'work' | 'projects',
    string,
    'keywords' | 'highlights',
  ];
  const entries = copy[section] as unknown as Record<string, string[]>[];
  // The list of the path's entry, or the one that holds the same items since its entries moved.
  const candidates = [entries[Number(index)], ...entries].filter(Boolean) as Record<
    string,
    string[]
  >[];
  const entry = candidates.find((item) => sameSet((item[field] ?? []).map(key), change.before));
  if (!entry) throw new StaleChangeError(change.id);
  entry[field] = reorderItems(entry[field]!, key, change.after);
}

function addSkill(copy: ResumeDocument, change: Extract<ProposedChange, { kind: 'addSkill' }>) {
  const known = copy.skills
    .flatMap((skill) => [skill.name, ...skill.keywords])
    .map((name) => name.toLowerCase());
  if (known.includes(change.skill.toLowerCase())) return;
  const group = copy.skills.find((skill) => skill.name === change.group && change.group);
  if (group) group.keywords.push(change.skill);
  else copy.skills.push({ name: change.group, level: '', keywords: [change.skill] });
}

/**
 * The document with one accepted change applied (`text`: the person's edit of a line). Changes
 * apply in any order: a list is reordered by the original text of its items, so a bullet
 * rewritten before keeps its place. Throws `StaleChangeError` when the copy no longer holds what
 * the change was for.
 */
export function applyChange(
  document: ResumeDocument,
  change: ProposedChange,
  options: { accepted: ProposedChange[]; text?: string },
): ResumeDocument {
  const copy = structuredClone(document);
  if (change.kind === 'rewrite') setLine(copy, change, options.text ?? change.after);
  else if (change.kind === 'reorder') reorder(copy, change, options.accepted);
  else addSkill(copy, change);
  return copy;
}
