import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields (an alert's `List-Unsubscribe`). */
  headers?: Record<string, string>;
};
export type SentMail = OutgoingMail & { id: number; from: string; messageId: string; sentAt: Date };

export type MailTransport = {
  /** Hands the mail over (SMTP) or keeps it (development outbox); throws when SMTP refuses. */
  deliver: (mail: OutgoingMail & { messageId: string }, log: FastifyBaseLogger) => Promise<void>;
  /** Recent mails, newest first, when there is no SMTP server (development only). */
  outbox: readonly SentMail[] | null;
  close: () => void;
};

const OUTBOX_SIZE = 50;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

function createSmtpTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const isSecure = url.protocol === 'smtps:';
  return nodemailer.createTransport({
    // A few connections kept open and reused: a backlog goes out without a handshake per mail.
    pool: true,
    maxConnections: 3,
    host: url.hostname,
    port: Number(url.port) || (isSecure ? 465 : 587),
    secure: isSecure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // A relay on the same machine is reached without TLS; anywhere else STARTTLS is used when offered.
    ignoreTLS: !isSecure && LOOPBACK_HOSTS.has(url.hostname),
    // A server that is down or silent fails the attempt soon; the queue tries again later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  now: () => Date;
}): MailTransport {
  const { smtpUrl, from, now } = options;
  const smtp = smtpUrl ? createSmtpTransport(smtpUrl) : null;
  const outbox: SentMail[] | null = smtp ? null : [];
  let nextId = 1;

  return {
    deliver: async (mail, log) => {
      if (smtp) {
        await smtp.sendMail({ from, ...mail });
        log.info({ to: mail.to, subject: mail.subject, messageId: mail.messageId }, 'mail sent');
        return;
      }
      outbox?.unshift({ ...mail, from, id: nextId++, sentAt: now() });
      outbox?.splice(OUTBOX_SIZE);
      // Without SMTP the log is where a developer finds the code (and /dev/outbox).
      log.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'mail kept in the development outbox',
      );
    },
    outbox,
    close: () => smtp?.close(),
  };
}
