import { applyChange, StaleChangeError } from '@yonder/career-ai/tailor/apply-change';
import { claimChecker } from '@yonder/career-ai/tailor/claims';
import type {
  DecideChange,
  ProposedChange,
  ResumeProposal,
} from '@yonder/contract/resume-proposals';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { Resume } from '@yonder/contract/resumes';
import type { Database, Executor } from '#db/client.ts';
import { AppError, notFound } from '#lib/errors.ts';
import {
  addConfirmedClaims,
  deleteProposalRow,
  findProposalRow,
  updateProposalChanges,
  type ProposalRow,
} from './proposal-repository.ts';
import { findResumeRow, updateResumeRow, type ResumeRow } from './resume-repository.ts';
import { loadResume } from './resume-service.ts';
import { toResume } from './resume-view.ts';

type Owner = { db: Executor; userId: string; id: string };
export type ProposalAnswer = { resume: Resume; proposal: ResumeProposal | null };

export const toProposal = (row: ProposalRow): ResumeProposal => ({
  resume_id: row.resumeId,
  kind: row.kind,
  source_resume_id: row.sourceResumeId,
  job_id: row.jobId,
  job_title: row.jobTitle,
  changes: row.changes,
  missing_keywords: row.missingKeywords,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The copy's proposal while any change waits for a decision; null when none (404 for another's resume). */
export async function findResumeProposal(options: Owner): Promise<ResumeProposal | null> {
  const { db, userId, id } = options;
  await loadResume({ db, userId, id });
  const row = await findProposalRow(db, { resumeId: id, userId });
  return row ? toProposal(row) : null;
}

const stale = () => new AppError(409, 'proposalChangeStale', { reason: 'stale_change' });
const needsConfirmation = (claims: string[]) =>
  new AppError(409, 'proposalClaimNeedsConfirmation', {
    values: { claims: claims.join(', ') },
    reason: 'unsupported_claims',
  });

/** What a line is checked against: the resume the copy was made from, or the copy when it is gone. */
async function contextOf(
  db: Executor,
  copy: ResumeRow,
  proposal: ProposalRow,
): Promise<ResumeDocument> {
  const source = proposal.sourceResumeId
    ? await findResumeRow(db, { id: proposal.sourceResumeId, userId: copy.userId })
    : undefined;
  return toResume(source ?? copy).document;
}

/** Locks the proposal and reads the copy, in the transaction that will change both. */
async function openProposal(tx: Executor, options: Owner) {
  const copy = await loadResume({ db: tx, userId: options.userId, id: options.id });
  const proposal = await findProposalRow(tx, {
    resumeId: options.id,
    userId: options.userId,
    lock: true,
  });
  if (!proposal) throw notFound('proposalNotFound');
  return { copy, proposal };
}

/** Stores the copy's new document as an edit of `version` (409 when another save came first). */
async function saveDocument(
  tx: Executor,
  copy: ResumeRow,
  document: ResumeDocument,
  version: number,
  now: Date,
) {
  const row = await updateResumeRow(tx, {
    id: copy.id,
    userId: copy.userId,
    version,
    changes: { document },
    now,
  });
  if (!row) {
    const current = await loadResume({ db: tx, userId: copy.userId, id: copy.id });
    throw new AppError(409, 'resumeVersionConflict', { values: { version: current.version } });
  }
  return row;
}

/** Keeps the proposal while a change waits; forgets it once every change is decided. */
async function storeChanges(
  tx: Executor,
  proposal: ProposalRow,
  changes: ProposedChange[],
  now: Date,
) {
  if (changes.some((change) => change.status === 'pending')) {
    await updateProposalChanges(tx, {
      resumeId: proposal.resumeId,
      userId: proposal.userId,
      changes,
      now,
    });
    return toProposal({ ...proposal, changes, updatedAt: now });
  }
  await deleteProposalRow(tx, { resumeId: proposal.resumeId, userId: proposal.userId });
  return null;
}

/**
 * Accepts or rejects one proposed change. Accepting writes it into the copy (a new version);
 * a change that claims what the original resume does not is accepted only with an edit that
 * leaves no such claim (checked again here) or with `confirm`, and the confirmed claims stop
 * holding the copy's export back. Rejecting changes nothing in the copy.
 */
export async function decideProposalChange(
  options: Owner & { db: Database; changeId: string; input: DecideChange; now: Date },
): Promise<ProposalAnswer> {
  const { db, userId, id, changeId, input, now } = options;
  return db.transaction(async (tx) => {
    const { copy, proposal } = await openProposal(tx, { db: tx, userId, id });
    const change = proposal.changes.find((item) => item.id === changeId);
    if (!change) throw notFound('proposalChangeNotFound');
    if (change.status !== 'pending') throw new AppError(409, 'proposalChangeDecided');
    const others = proposal.changes.filter((item) => item.id !== changeId);
    if (input.decision === 'reject') {
      const changes = proposal.changes.map((item) =>
        item === change ? { ...item, status: 'rejected' as const } : item,
      );
      return { resume: toResume(copy), proposal: await storeChanges(tx, proposal, changes, now) };
    }
    if (input.text !== undefined && change.kind !== 'rewrite')
      throw new AppError(422, 'proposalEditNotAllowed');
    let claims = change.unsupported;
    let decided: ProposedChange = change;
    if (input.text !== undefined && change.kind === 'rewrite') {
      const check = claimChecker(await contextOf(tx, copy, proposal));
      claims = (proposal.kind === 'translation' ? check.translation : check.rewrite)(
        change.before,
        input.text,
      );
      decided = { ...change, after: input.text };
    }
    if (claims.length && !input.confirm) throw needsConfirmation(claims);
    let document: ResumeDocument;
    try {
      document = applyChange(toResume(copy).document, decided, {
        accepted: others.filter((item) => item.status === 'accepted'),
      });
    } catch (error) {
      if (error instanceof StaleChangeError) throw stale();
      throw error;
    }
    const saved = await saveDocument(tx, copy, document, input.version, now);
    await addConfirmedClaims(tx, { id, userId, claims });
    const changes = proposal.changes.map((item) =>
      item === change
        ? {
            ...decided,
            status: 'accepted' as const,
            unsupported: claims,
            confirmed: claims.length > 0,
          }
        : item,
    );
    return { resume: toResume(saved), proposal: await storeChanges(tx, proposal, changes, now) };
  });
}

/** The order "accept all supported" applies changes in: lines first, then lists, then skills. */
const ORDER: Record<ProposedChange['kind'], number> = { rewrite: 0, reorder: 1, addSkill: 2 };

/**
 * Accepts every pending change that claims nothing the original does not support, never one
 * that does; one that no longer applies (its line edited since) stays pending.
 */
export async function acceptSupportedChanges(
  options: Owner & { db: Database; version: number; now: Date },
): Promise<ProposalAnswer & { accepted: number }> {
  const { db, userId, id, version, now } = options;
  return db.transaction(async (tx) => {
    const { copy, proposal } = await openProposal(tx, { db: tx, userId, id });
    let document = toResume(copy).document;
    const accepted = proposal.changes.filter((change) => change.status === 'accepted');
    const taken = new Set<string>();
    const supported = proposal.changes
      .filter((change) => change.status === 'pending' && change.unsupported.length === 0)
      .sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
    for (const change of supported) {
      try {
        document = applyChange(document, change, { accepted });
      } catch (error) {
        if (error instanceof StaleChangeError) continue;
        throw error;
      }
      accepted.push(change);
      taken.add(change.id);
    }
    const saved = taken.size ? await saveDocument(tx, copy, document, version, now) : copy;
    const changes = proposal.changes.map((change) =>
      taken.has(change.id) ? { ...change, status: 'accepted' as const } : change,
    );
    return {
      resume: toResume(saved),
      proposal: await storeChanges(tx, proposal, changes, now),
      accepted: taken.size,
    };
  });
}

/** Rejects every change still waiting and forgets the proposal; the copy keeps what was accepted. */
export async function discardProposal(options: Owner): Promise<void> {
  const { db, userId, id } = options;
  await loadResume({ db, userId, id });
  if (!(await deleteProposalRow(db, { resumeId: id, userId }))) throw notFound('proposalNotFound');
}
