import type {
  Application,
  ApplicationStatus,
  ListApplicationsQuery,
  UpdateApplication,
} from '@yonder/contract/applications';
import {
  listApplicationsQuerySchema,
  updateApplicationSchema,
} from '@yonder/contract/applications';
import type { Database, Executor } from '#db/client.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { recordApplicationActivity } from '../activity/activity-service.ts';
import { loadLetter } from '../letters/letter-service.ts';
import { loadResume } from '../resumes/resume-service.ts';
import { applicationsCsv } from './application-csv.ts';
import {
  deleteApplicationRow,
  findApplicationRow,
  insertEventRow,
  listApplicationRows,
  listEventRows,
  topPosition,
  updateApplicationRow,
  type ApplicationChanges,
  type ApplicationRow,
} from './application-repository.ts';
import { normaliseJobUrl, toApplication } from './application-view.ts';
import { listReceiptRows } from './receipt-repository.ts';

type Owner = { db: Executor; userId: string };

const applicationNotFound = () => notFound('applicationNotFound');

export async function loadApplication(options: Owner & { id: string }): Promise<ApplicationRow> {
  const row = await findApplicationRow(options.db, options);
  if (!row) throw applicationNotFound();
  return row;
}

/** One application with its timeline and receipts (404 when it is not the caller's). */
export async function findApplication(options: Owner & { id: string }): Promise<Application> {
  const row = await loadApplication(options);
  const [timeline, receipts] = await Promise.all([
    listEventRows(options.db, row.id),
    listReceiptRows(options.db, { applicationId: row.id, userId: options.userId }),
  ]);
  return toApplication(row, timeline, receipts);
}

export async function listApplications(
  options: Owner & { query: ListApplicationsQuery },
): Promise<{ items: Application[]; total: number }> {
  const query = listApplicationsQuerySchema.parse(options.query);
  const items = (await listApplicationRows(options.db, options.userId, query)).map((row) =>
    toApplication(row),
  );
  return { items, total: items.length };
}

/** The resume and letter named must be the caller's (404 otherwise). */
export async function checkAttachments(
  options: Owner & { resumeId?: string | null; coverLetterId?: string | null },
): Promise<void> {
  const { db, userId } = options;
  if (options.resumeId) await loadResume({ db, userId, id: options.resumeId });
  if (options.coverLetterId) await loadLetter({ db, userId, id: options.coverLetterId });
}

/**
 * Changes an application when the stored version is the one given, and writes the timeline row of
 * a status change in the same transaction; 409 with the current version otherwise.
 */
export async function changeApplication(options: {
  db: Database;
  userId: string;
  current: ApplicationRow;
  version: number;
  changes: ApplicationChanges;
  now: Date;
}): Promise<Application> {
  const { db, userId, current, version, now } = options;
  const changes = { ...options.changes };
  const status = changes.status as ApplicationStatus | undefined;
  const moved = status !== undefined && status !== current.status;
  if (moved) {
    changes.statusChangedAt = now;
    if (changes.position === undefined) changes.position = await topPosition(db, userId, status);
  } else delete changes.status;
  const saved = await db.transaction(async (tx) => {
    const ok = await updateApplicationRow(tx, { id: current.id, userId, version, changes, now });
    if (ok && moved) {
      await insertEventRow(tx, {
        applicationId: current.id,
        userId,
        fromStatus: current.status,
        toStatus: status,
        at: now,
      });
      await recordApplicationActivity(tx, {
        userId,
        applicationId: current.id,
        jobId: current.jobId,
        title: changes.title ?? current.title,
        company: changes.company ?? current.company,
        from: current.status,
        to: status,
        now,
      });
    }
    return ok;
  });
  if (!saved) {
    const latest = await loadApplication({ db, userId, id: current.id });
    throw new AppError(409, 'applicationVersionConflict', { values: { version: latest.version } });
  }
  return findApplication({ db, userId, id: current.id });
}

/** `PATCH`: saves the fields given, of the version the client edited. */
export async function updateApplication(options: {
  db: Database;
  userId: string;
  id: string;
  input: UpdateApplication;
  now: Date;
}): Promise<Application> {
  const { db, userId, id, now } = options;
  const input = updateApplicationSchema.parse(options.input);
  const current = await loadApplication({ db, userId, id });
  await checkAttachments({
    db,
    userId,
    resumeId: input.resume_id,
    coverLetterId: input.cover_letter_id,
  });
  const changes: ApplicationChanges = {};
  const copy = <K extends keyof ApplicationChanges>(key: K, value: ApplicationChanges[K]) => {
    if (value !== undefined) changes[key] = value;
  };
  copy('status', input.status);
  copy('archived', input.archived);
  copy('position', input.position);
  copy('title', input.title);
  copy('company', input.company);
  copy('location', input.location);
  copy('url', input.url === undefined ? undefined : normaliseJobUrl(input.url));
  copy('salary', input.salary);
  copy('resumeId', input.resume_id);
  copy('coverLetterId', input.cover_letter_id);
  copy('notes', input.notes);
  copy('contacts', input.contacts);
  copy('interviews', input.interviews);
  copy('nextStep', input.next_step);
  copy('nextStepDue', input.next_step_due);
  return changeApplication({ db, userId, current, version: input.version, changes, now });
}

export async function deleteApplication(options: Owner & { id: string }): Promise<void> {
  if (!(await deleteApplicationRow(options.db, options))) throw applicationNotFound();
}

/** Every application of the caller (archived ones too), board order, as CSV. */
export async function exportApplications(options: Owner): Promise<string> {
  const rows = await listApplicationRows(options.db, options.userId, {
    sort: 'status',
    archived: 'all',
  });
  return applicationsCsv(rows.map((row) => toApplication(row)));
}
