import {
  APPLICATION_STATUSES,
  applicationReceiptInputSchema,
  createApplicationSchema,
  type ApplicationReceiptInput,
  type Application,
  type ApplicationSource,
  type ApplicationStatus,
  type CreateApplication,
} from '@yonder/contract/applications';
import type { Database } from '#db/client.ts';
import { recordApplicationActivity } from '../activity/activity-service.ts';
import { notFound } from '#lib/errors.ts';
import {
  deleteApplicationRow,
  findCatalogueJob,
  findTrackedRow,
  insertApplicationRow,
  insertEventRow,
  topPosition,
  type NewApplicationRow,
} from './application-repository.ts';
import { changeApplication, checkAttachments, findApplication } from './application-service.ts';
import { insertReceiptRow } from './receipt-repository.ts';
import { normaliseJobUrl, salaryText } from './application-view.ts';

type Context = { db: Database; userId: string; now: Date };

const rank = (status: ApplicationStatus) => APPLICATION_STATUSES.indexOf(status);

/** Inserts an application and the first row of its timeline; null when it exists already. */
async function insertTracked(
  { db, userId, now }: Context,
  row: Omit<NewApplicationRow, 'userId' | 'position'>,
): Promise<string | null> {
  const position = await topPosition(db, userId, row.status);
  return db.transaction(async (tx) => {
    const created = await insertApplicationRow(tx, {
      ...row,
      userId,
      position,
      statusChangedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (!created) return null;
    await insertEventRow(tx, {
      applicationId: created.id,
      userId,
      fromStatus: null,
      toStatus: row.status,
      at: now,
    });
    if (row.source !== 'bookmark')
      await recordApplicationActivity(tx, {
        userId,
        applicationId: created.id,
        jobId: row.jobId,
        title: row.title ?? '',
        company: row.company ?? '',
        from: null,
        to: row.status,
        now,
      });
    return created.id;
  });
}

/** Keeps the extension's record of what was sent with the application (its owner's only). */
async function keepReceipt(
  { db, userId }: Context,
  applicationId: string,
  receipt: ApplicationReceiptInput | undefined,
) {
  if (!receipt) return;
  const parsed = applicationReceiptInputSchema.parse(receipt);
  await insertReceiptRow(db, {
    applicationId,
    userId,
    pageUrl: parsed.page_url,
    pageTitle: parsed.page_title,
    sentAt: new Date(parsed.sent_at),
    fields: parsed.fields,
  });
}

/**
 * `POST /api/v1/applications`: tracks a catalogue job or an outside one. A job (or address) the
 * user already tracks is not added twice: that application moves forward to the status given
 * (never back: the extension saying "applied" leaves an interview where it is) and leaves the
 * archive; the answer says whether it was created.
 */
export async function createApplication(
  context: Context & { input: CreateApplication; source?: ApplicationSource },
): Promise<{ application: Application; created: boolean }> {
  const { db, userId, now } = context;
  const input = createApplicationSchema.parse(context.input);
  await checkAttachments({
    db,
    userId,
    resumeId: input.resume_id,
    coverLetterId: input.cover_letter_id,
  });
  const common = {
    status: input.status,
    resumeId: input.resume_id ?? null,
    coverLetterId: input.cover_letter_id ?? null,
    notes: input.notes ?? '',
    nextStep: input.next_step ?? '',
    nextStepDue: input.next_step_due ?? null,
  };
  let row: Omit<NewApplicationRow, 'userId' | 'position'>;
  if (input.job_id) {
    const job = await findCatalogueJob(db, input.job_id);
    if (!job) throw notFound('jobNotFound');
    row = {
      ...common,
      jobId: job.id,
      title: job.title,
      company: job.company,
      location: job.location ?? '',
      url: normaliseJobUrl(job.applicationUrl ?? ''),
      salary: salaryText(job),
      source: context.source ?? 'manual',
    };
  } else {
    row = {
      ...common,
      title: input.title ?? '',
      company: input.company ?? '',
      location: input.location,
      salary: input.salary,
      url: normaliseJobUrl(input.url),
      source: context.source ?? input.source,
    };
  }
  const key = { jobId: row.jobId, url: row.url as string };
  const existing = await findTrackedRow(db, userId, key);
  if (!existing) {
    const id = await insertTracked(context, row);
    if (id) {
      await keepReceipt(context, id, input.receipt);
      return { application: await findApplication({ db, userId, id }), created: true };
    }
  }
  const current = existing ?? (await findTrackedRow(db, userId, key));
  if (!current) throw new Error('tracked application vanished');
  await keepReceipt(context, current.id, input.receipt);
  const changes: Partial<NewApplicationRow> = {};
  if (rank(input.status) > rank(current.status)) changes.status = input.status;
  if (current.archived) changes.archived = false;
  if (row.resumeId && !current.resumeId) changes.resumeId = row.resumeId;
  if (row.coverLetterId && !current.coverLetterId) changes.coverLetterId = row.coverLetterId;
  if (Object.keys(changes).length === 0)
    return { application: await findApplication({ db, userId, id: current.id }), created: false };
  const application = await changeApplication({
    db,
    userId,
    current,
    version: current.version,
    changes,
    now,
  });
  return { application, created: false };
}

/**
 * Records that the user applied to a job seen outside Yonder (the browser extension): moves the
 * application of that address to `applied`, or adds one.
 */
export async function recordApplied(
  context: Context & {
    url: string;
    title: string;
    company: string;
    resumeId?: string | null;
    coverLetterId?: string | null;
  },
): Promise<{ application: Application; created: boolean }> {
  return createApplication({
    ...context,
    source: 'extension',
    input: {
      title: context.title,
      company: context.company,
      url: context.url,
      status: 'applied',
      resume_id: context.resumeId ?? null,
      cover_letter_id: context.coverLetterId ?? null,
    },
  });
}

/**
 * Follows a bookmark: saving a catalogue job tracks it in `wishlist` (an application it already
 * has stays as it is); removing the bookmark removes the application while it is still in
 * `wishlist` and not archived, and leaves one that moved on.
 */
export async function followBookmark(
  context: Context & { jobId: string; saved: boolean },
): Promise<void> {
  const { db, userId, jobId } = context;
  if (context.saved) {
    const existing = await findTrackedRow(db, userId, { jobId });
    if (!existing)
      await createApplication({ ...context, source: 'bookmark', input: { job_id: jobId } });
    return;
  }
  const existing = await findTrackedRow(db, userId, { jobId });
  if (existing && existing.status === 'wishlist' && !existing.archived)
    await deleteApplicationRow(db, { id: existing.id, userId });
}
