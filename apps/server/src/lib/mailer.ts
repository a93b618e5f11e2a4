import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };
export type SentMail = OutgoingMail & { id: number; from: string; sentAt: Date };

export type Mailer = {
  /** Queues the mail and returns at once; a failure is logged, never thrown at the caller. */
  send: (mail: OutgoingMail) => void;
  /** Resolves when every queued mail has been handed over (tests, shutdown). */
  flush: () => Promise<void>;
  /** Recent mails, newest first, when there is no SMTP server (development only). */
  outbox: readonly SentMail[] | null;
  close: () => Promise<void>;
};

const OUTBOX_SIZE = 50;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

function createTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const isSecure = url.protocol === 'smtps:';
  return nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (isSecure ? 465 : 587),
    secure: isSecure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // A relay on the same machine is reached without TLS; anywhere else STARTTLS is used when offered.
    ignoreTLS: !isSecure && LOOPBACK_HOSTS.has(url.hostname),
  });
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  now: () => Date;
}): Mailer {
  const { smtpUrl, from, log, now } = options;
  const pending = new Set<Promise<void>>();
  const transport = smtpUrl ? createTransport(smtpUrl) : null;
  const outbox: SentMail[] | null = transport ? null : [];
  let nextId = 1;

  const deliver = async (mail: OutgoingMail) => {
    if (transport) {
      await transport.sendMail({ from, ...mail });
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      return;
    }
    outbox?.unshift({ ...mail, from, id: nextId++, sentAt: now() });
    outbox?.splice(OUTBOX_SIZE);
    // Without SMTP the log is where a developer finds the code (and /dev/outbox).
    log.info(
      { to: mail.to, subject: mail.subject, text: mail.text },
      'mail kept in the development outbox',
    );
  };

  return {
    send: (mail) => {
      const task = deliver(mail)
        .catch((error: unknown) => log.error({ err: error, to: mail.to }, 'mail could not be sent'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    flush: async () => {
      await Promise.all([...pending]);
    },
    outbox,
    close: async () => {
      await Promise.all([...pending]);
      transport?.close();
    },
  };
}
