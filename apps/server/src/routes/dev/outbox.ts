import type { FastifyPluginAsync } from 'fastify';
import type { SentMail } from '#modules/mail/transport.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const renderMail = (mail: SentMail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">#${mail.id} · ${escapeHtml(mail.sentAt.toISOString())} · to ${escapeHtml(mail.to)} · from ${escapeHtml(mail.from)}</p>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`;

/**
 * Development only: with no SMTP server the mails (sign-up and reset codes) are kept here, newest
 * first, so a developer can finish a sign-up without a mail server.
 */
const devOutboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = app.mailer.outbox;
    const body = mails
      ? mails.length > 0
        ? mails.map(renderMail).join('\n')
        : '<p>No mail yet.</p>'
      : '<p>Mail goes to the SMTP server (SMTP_URL), so nothing is kept here.</p>';
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8')
      .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Yonder development outbox</title>
<style>body{font-family:sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}.meta{color:#666;font-size:.875rem}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem}</style>
</head><body><h1>Development outbox</h1>${body}</body></html>`);
  });
};

export default devOutboxRoutes;
