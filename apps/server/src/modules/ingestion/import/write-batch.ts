import type { Executor } from '#db/client.ts';
import {
  findClusterCandidates,
  findJobs,
  findSources,
  insertNewJobs,
  replaceJobs,
  reviveJobs,
  upsertSources,
  type StoredJob,
} from './batch-repository.ts';
import { normalizeCompanyName } from '#modules/jobs/job-record.ts';
import { isSameJob } from './cluster.ts';
import { groupEntries, richnessOfRow, type Entry, type Group } from './merge.ts';
import type { SearchLexicon } from './search-lexicon.ts';

export type BatchCounts = { created: number; updated: number; unchanged: number };
type Options = { source: string; runId: string; now: Date; lexicon: SearchLexicon };

function isExpired(job: StoredJob, now: Date): boolean {
  return job.expires_at !== null && new Date(job.expires_at) <= now;
}

/**
 * Writes one batch of a run in a handful of statements: new jobs are inserted, a job another
 * feed (or an earlier run) already has gets the richer record, and every item is remembered as
 * a source of its job. Answers what was created, updated and left as it was.
 */
export async function writeBatch(
  db: Executor,
  entries: readonly Entry[],
  options: Options,
): Promise<BatchCounts> {
  const { source, now } = options;
  // The lexicon learns the batch's new words while the database looks up its items.
  const [sources, vectors] = await Promise.all([
    findSources(
      db,
      source,
      entries.map((entry) => entry.record.sourceId),
    ),
    options.lexicon.complete(db, entries),
  ]);
  const groups = groupEntries(
    entries.map((entry, index) => ({ ...entry, vectors: vectors[index] })),
  );
  const seen = new Map(sources.map((row) => [row.source_id, row]));
  const stored = await findJobs(
    db,
    groups.map((group) => group.best.fingerprint),
    [...new Set([...seen.values()].map((row) => row.job_id))],
  );
  const byId = new Map(stored.map((job) => [job.id, job]));
  const byFingerprint = new Map(stored.map((job) => [job.fingerprint, job]));

  // Which stored job each group is: the one its items were before, else the one with its fingerprint.
  const existing = new Map<string, Group>();
  let fresh: Group[] = [];
  for (const group of groups) {
    const mapped = [group.best, ...group.members]
      .map((entry) => seen.get(entry.record.sourceId)?.job_id)
      .find((id) => id && byId.has(id));
    const id = mapped ?? byFingerprint.get(group.best.fingerprint)?.id;
    if (!id) fresh.push(group);
    else join(id, group);
  }
  function join(id: string, group: Group) {
    const known = existing.get(id);
    if (!known) existing.set(id, { best: group.best, members: [...group.members] });
    else {
      known.members.push(...group.members);
      if (group.best.richness > known.best.richness) known.best = group.best;
    }
  }

  // A posting no earlier sighting or fingerprint names may still be a job another board has (or
  // this board had, under an id it no longer lists: a repost): one job, one more source.
  if (fresh.length > 0) {
    const listed = new Set(entries.map((entry) => entry.record.sourceId));
    const candidates = await findClusterCandidates(db, [
      ...new Set(fresh.map((group) => normalizeCompanyName(group.best.record.company.name))),
    ]);
    const unmatched: Group[] = [];
    for (const group of fresh) {
      const { record } = group.best;
      const posting = {
        company: normalizeCompanyName(record.company.name),
        title: record.title,
        location: record.location,
        description: record.description,
      };
      const match = candidates.find(
        (candidate) =>
          !(candidate.source === source && listed.has(candidate.source_id)) &&
          isSameJob(posting, candidate),
      );
      if (!match) unmatched.push(group);
      else {
        byId.set(match.id, match);
        join(match.id, group);
      }
    }
    fresh = unmatched;
  }

  const counts: BatchCounts = { created: 0, updated: 0, unchanged: 0 };
  const links: { jobId: string; entry: Entry }[] = [];
  const created = await insertNewJobs(
    db,
    fresh.map((group) => group.best),
  );
  const raced: Group[] = [];
  for (const group of fresh) {
    const id = created.get(group.best.fingerprint);
    if (!id) raced.push(group);
    else {
      counts.created += 1;
      for (const entry of group.members) links.push({ jobId: id, entry });
    }
  }
  // Another run inserted the same job a moment ago: it is a stored job now.
  if (raced.length > 0) {
    const found = await findJobs(
      db,
      raced.map((group) => group.best.fingerprint),
      [],
    );
    for (const group of raced) {
      const job = found.find((candidate) => candidate.fingerprint === group.best.fingerprint);
      if (!job) throw new Error(`job ${group.best.record.sourceId} was neither inserted nor found`);
      byId.set(job.id, job);
      existing.set(job.id, group);
    }
  }

  const updates: { id: string; entry: Entry }[] = [];
  const revivals: { id: string; expiresAt: Date | null }[] = [];
  const taken = new Set<string>();
  for (const [id, group] of existing) {
    const job = byId.get(id)!;
    for (const entry of group.members) links.push({ jobId: id, entry });
    const same = group.members.every((entry) => {
      const before = seen.get(entry.record.sourceId);
      return before?.job_id === id && before.content_hash === entry.hash;
    });
    const ownContent =
      job.source === source &&
      group.members.some((entry) => entry.record.sourceId === job.source_id);
    if (!same && (group.best.richness > richnessOfRow(job) || ownContent)) {
      // A fingerprint another stored job has stays with that job.
      const fingerprint = group.best.fingerprint;
      const free = !taken.has(fingerprint) && (byFingerprint.get(fingerprint)?.id ?? id) === id;
      taken.add(free ? fingerprint : job.fingerprint);
      updates.push({
        id,
        entry: free ? group.best : { ...group.best, fingerprint: job.fingerprint },
      });
    } else if (isExpired(job, now)) {
      revivals.push({ id, expiresAt: group.best.record.expiresAt });
    }
    if (same && !isExpired(job, now)) counts.unchanged += 1;
    else counts.updated += 1;
  }

  await replaceJobs(db, updates, now);
  await reviveJobs(db, revivals, now);
  await upsertSources(db, links, options);
  return counts;
}
