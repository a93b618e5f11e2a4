import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Language } from '@yonder/contract/common';
import {
  DATA_ARCHIVE_SCHEMA_VERSION,
  DATA_EXPORTS_PER_DAY,
  type DataExport,
  type PrivacyOverview,
} from '@yonder/contract/privacy';
import type { Job } from 'pg-boss';
import type { Database } from '#db/client.ts';
import { AppError, notFound, unauthorized } from '#lib/errors.ts';
import type { JobMeta } from '#queue/job-log.ts';
import type { JobQueue } from '#queue/job-queue.ts';
import { DATA_EXPORT_RETRY_LIMIT, QUEUES } from '#queue/queues.ts';
import type { Mailer } from '../mail/mailer.ts';
import { buildDataArchive, safeFileName, type ArchiveFile } from './data-archive.ts';
import {
  completeDataExport,
  countDataExportsSince,
  failDataExport,
  failStaleDataExports,
  findDataExport,
  findDataExportArchive,
  findLatestDataExport,
  insertDataExport,
  purgeExpiredDataExports,
  type DataExportRow,
} from './data-export-repository.ts';
import { dataExportReadyMail } from './privacy-mails.ts';
import { dayIn } from '../dashboard/calendar.ts';
import { findPersonTimeZone } from '../users/time-zone.ts';
import {
  findOwner,
  lockOwner,
  selectResumeFiles,
  selectUserRows,
  USER_DATA,
  type DataOwner,
} from './user-data-repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** An export still pending after this was lost with its job (the job itself gives up sooner). */
const STALE_AFTER_MS = HOUR_MS;
/** How long an expired export's row (not its archive) is kept, so its link says "expired". */
const FORGET_AFTER_MS = 30 * DAY_MS;

export type DataExportJob = JobMeta & { exportId: string; userId: string; language: Language };

type Caller = { id: string; email: string };

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function toDataExport(row: DataExportRow, now: Date): DataExport {
  return {
    id: row.id,
    status: row.status,
    size_bytes: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    is_expired: row.expiresAt !== null && row.expiresAt <= now,
  };
}

/** What the privacy tab shows: how a deletion is confirmed and the latest export. */
export async function findPrivacyOverview(options: {
  db: Database;
  now: () => Date;
  caller: Caller;
  linkDays: number;
}): Promise<PrivacyOverview> {
  const { db, caller } = options;
  const now = options.now();
  await failStaleDataExports(db, {
    userId: caller.id,
    before: new Date(now.getTime() - STALE_AFTER_MS),
  });
  const owner = await findOwner(db, caller.id);
  const latest = await findLatestDataExport(db, caller.id);
  if (!owner) throw unauthorized();
  return {
    has_password: owner.hasPassword,
    latest_export: latest ? toDataExport(latest, now) : null,
    export_link_days: options.linkDays,
  };
}

/**
 * Asks for an archive of everything the account holds: one at a time and a few a day. The export's
 * row and its job are stored together; the job builds the archive and mails the link.
 */
export async function requestDataExport(options: {
  db: Database;
  queue: JobQueue;
  now: () => Date;
  caller: Caller;
  language: Language;
  requestId: string;
}): Promise<DataExport> {
  const { db, queue, caller, language, requestId } = options;
  const now = options.now();
  const row = await db.transaction(async (tx) => {
    // Two requests at once queue here: only one of them finds no export pending.
    if (!(await lockOwner(tx, caller.id))) throw unauthorized();
    await failStaleDataExports(tx, {
      userId: caller.id,
      before: new Date(now.getTime() - STALE_AFTER_MS),
    });
    const since = new Date(now.getTime() - DAY_MS);
    const recent = await countDataExportsSince(tx, { userId: caller.id, since });
    if (recent.pending > 0) throw new AppError(409, 'exportPending');
    if (recent.total >= DATA_EXPORTS_PER_DAY) {
      const hours = 24;
      throw new AppError(429, 'exportsPerDay', {
        values: { max: DATA_EXPORTS_PER_DAY, hours },
        headers: { 'retry-after': String(hours * 3600) },
      });
    }
    const created = await insertDataExport(tx, { userId: caller.id, createdAt: now });
    await queue.send<DataExportJob>(tx, QUEUES.dataExport, {
      exportId: created.id,
      userId: caller.id,
      language,
      requestId,
    });
    return created;
  });
  queue.wake(QUEUES.dataExport);
  return toDataExport(row, now);
}

/** Everything of the user as `data.json` keys, and their resumes' original files. */
export async function collectUserData(options: {
  db: Database;
  owner: DataOwner;
  now: Date;
}): Promise<{ data: Record<string, unknown>; files: ArchiveFile[] }> {
  const { db, owner, now } = options;
  const data: Record<string, unknown> = {
    schema_version: DATA_ARCHIVE_SCHEMA_VERSION,
    generated_at: now.toISOString(),
    user_id: owner.id,
  };
  const files: ArchiveFile[] = [];
  const paths = new Map<string, string>();
  for (const { resumeId, fileName, content } of await selectResumeFiles(db, owner)) {
    const path = `files/resumes/${resumeId}/${safeFileName(fileName, 'original')}`;
    paths.set(resumeId, path);
    files.push({ path, content: new Uint8Array(content) });
  }
  for (const entry of USER_DATA) {
    if (!entry.exportKey) continue;
    let rows = await selectUserRows(db, entry, owner);
    if (entry.table === 'resume_files')
      rows = rows.map((row) => ({ ...row, path: paths.get(String(row.resume_id)) ?? null }));
    // One row per user: the account and the profile are objects, the rest lists.
    data[entry.exportKey] =
      entry.table === 'users' || entry.table === 'candidate_profiles' ? (rows[0] ?? null) : rows;
  }
  return { data, files };
}

/**
 * The queue job: builds the archive, stores it with the hash of a new secret, and mails the link
 * (in the same transaction). An export gone meanwhile (the account was deleted) ends quietly; the
 * last failed attempt marks the export failed, so the user can ask again.
 */
export async function buildDataExport(options: {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  publicUrl: string;
  linkDays: number;
  job: Job<DataExportJob>;
}): Promise<void> {
  const { db, mailer, publicUrl, linkDays, job } = options;
  const { exportId, userId, language } = job.data;
  try {
    const row = await findDataExport(db, exportId);
    if (!row || row.status !== 'pending' || row.userId !== userId) return;
    const owner = await findOwner(db, userId);
    if (!owner) return;
    const now = options.now();
    const { data, files } = await collectUserData({ db, owner, now });
    const archive = buildDataArchive({ data, files, modifiedAt: now });
    const secret = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + linkDays * DAY_MS);
    const link = `${publicUrl}/api/v1/account/exports/${exportId}/download?token=${secret}`;
    const name = owner.username;
    const isStored = await db.transaction(async (tx) => {
      const stored = await completeDataExport(tx, {
        id: exportId,
        archive,
        tokenHash: hashSecret(secret),
        readyAt: now,
        expiresAt,
      });
      if (stored) {
        await mailer.send(
          tx,
          dataExportReadyMail({
            to: owner.email,
            name,
            link,
            days: linkDays,
            expiresAt,
            language,
            timeZone: (await findPersonTimeZone(tx, userId)).zone,
          }),
          { requestId: job.data.requestId },
        );
      }
      return stored;
    });
    if (isStored) mailer.wake();
  } catch (error) {
    if (job.retryCount >= DATA_EXPORT_RETRY_LIMIT)
      await failDataExport(db, exportId, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/**
 * The archive behind a mailed link: the secret is the key (no sign-in). A wrong secret or an
 * unknown export is 404, an expired link 410.
 */
export async function readDataExportArchive(options: {
  db: Database;
  now: () => Date;
  id: string;
  token: string;
}): Promise<{ archive: Uint8Array; fileName: string }> {
  const { db, id, token } = options;
  const row = await findDataExport(db, id);
  const expected = Buffer.from(row?.tokenHash ?? '', 'hex');
  const actual = Buffer.from(hashSecret(token), 'hex');
  if (!row || expected.length !== actual.length || !timingSafeEqual(expected, actual))
    throw notFound('exportLinkInvalid');
  if (!row.expiresAt || row.expiresAt <= options.now())
    throw new AppError(410, 'exportLinkExpired');
  const archive = await findDataExportArchive(db, id);
  if (!archive) throw new AppError(410, 'exportLinkExpired');
  // The archive is named for the day it was made, in the owner's own day.
  const { zone } = await findPersonTimeZone(db, row.userId);
  const date = dayIn(row.readyAt ?? row.createdAt, zone);
  return { archive, fileName: `yonder-data-${date}.zip` };
}

/** The scheduled clean-up: expired archives go at once, their rows after a month. */
export function purgeDataExports(options: { db: Database; now: () => Date }): Promise<number> {
  const now = options.now();
  return purgeExpiredDataExports(options.db, {
    now,
    forgetBefore: new Date(now.getTime() - FORGET_AFTER_MS),
  });
}
