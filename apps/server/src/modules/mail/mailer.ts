import type { FastifyBaseLogger } from 'fastify';
import type { Job } from 'pg-boss';
import type { Executor } from '#db/client.ts';
import { jobLog, type JobMeta } from '#queue/job-log.ts';
import type { JobQueue } from '#queue/job-queue.ts';
import { QUEUES } from '#queue/queues.ts';
import { isDelivered, recordDelivery } from './delivery-repository.ts';
import type { MailTransport, OutgoingMail, SentMail } from './transport.ts';

export type MailJob = JobMeta & { mail: OutgoingMail };

export type Mailer = {
  /**
   * Puts the mail in the `mail` queue through the executor: in the transaction of the change that
   * causes it, so it leaves only if that change is kept. Call `wake` after the commit.
   */
  send: (executor: Executor, mail: OutgoingMail, meta?: JobMeta) => Promise<void>;
  /** Has this process's mail worker look at the queue now. */
  wake: () => void;
  /** Resolves when no mail is ready to go or going (tests; a mail waiting for a retry is not). */
  flush: () => Promise<void>;
  /** Recent mails, newest first, when there is no SMTP server (development only). */
  outbox: readonly SentMail[] | null;
};

/** `<job id@sender's domain>`: a retried job sends the same Message-ID, so any copy is known. */
export function messageIdOf(jobId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'yonder.work';
  return `<${jobId}@${domain}>`;
}

export function createMailer({
  queue,
  transport,
}: {
  queue: JobQueue;
  transport: MailTransport;
}): Mailer {
  return {
    send: async (executor, mail, meta = {}) => {
      await queue.send<MailJob>(executor, QUEUES.mail, { ...meta, mail });
    },
    wake: () => queue.wake(QUEUES.mail),
    flush: () => queue.settle(QUEUES.mail),
    outbox: transport.outbox,
  };
}

/**
 * Delivers one mail job at most once: a job whose delivery is on record (the SMTP server took it,
 * then the process stopped before the job was marked done) is not sent again. A refusal or an
 * unreachable server throws, and the queue tries again with backoff.
 */
export async function deliverMailJob({
  db,
  transport,
  from,
  now,
  log,
  job,
}: {
  db: Executor;
  transport: MailTransport;
  from: string;
  now: () => Date;
  log: FastifyBaseLogger;
  job: Job<MailJob>;
}): Promise<void> {
  const jobLogger = jobLog(log, job);
  if (await isDelivered(db, job.id)) {
    jobLogger.info('mail already delivered by an earlier attempt');
    return;
  }
  const messageId = messageIdOf(job.id, from);
  try {
    await transport.deliver({ ...job.data.mail, messageId }, jobLogger);
  } catch (error) {
    jobLogger.warn(
      { err: error, to: job.data.mail.to, attempt: job.retryCount + 1 },
      'mail not sent; it will be tried again',
    );
    throw error;
  }
  await recordDelivery(db, { jobId: job.id, messageId, deliveredAt: now() });
}
