import type { Language } from '@yonder/contract/common';
import { translate, type MessageKey } from '#i18n/messages.ts';
import type { OutgoingMail } from '../mail/transport.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export type NextStepLine = { title: string; company: string; next_step: string };

export type NextStepsLinks = {
  /** The board in the web app. */
  board: string;
  /** The web page that unsubscribes in one click. */
  unsubscribePage: string;
  /** The API address of RFC 8058's one-click POST. */
  unsubscribeApi: string;
};

/**
 * The daily mail of the next steps due today: each one with its application, a link to the
 * board, and an unsubscribe link that works without signing in (also as `List-Unsubscribe`).
 */
export function nextStepsMail(options: {
  to: string;
  name: string;
  language: Language;
  steps: NextStepLine[];
  links: NextStepsLinks;
}): OutgoingMail {
  const { to, name, language, steps, links } = options;
  const t = (key: MessageKey, values?: Record<string, string | number>) =>
    translate(language, key, values);
  const subject =
    steps.length === 1 ? t('nextStepsSubjectOne') : t('nextStepsSubject', { count: steps.length });
  const intro = t('nextStepsIntro', { name });
  const line = (step: NextStepLine) =>
    [step.next_step, `${step.title} — ${step.company}`].filter(Boolean).join(' · ');
  const label = (key: MessageKey) => t(key).replace(/[:：]$/, '');

  const text = [
    intro,
    '',
    ...steps.map((step) => `• ${line(step)}`),
    '',
    `${t('nextStepsOpen')} ${links.board}`,
    '',
    '—',
    t('nextStepsWhy'),
    `${t('nextStepsUnsubscribe')} ${links.unsubscribePage}`,
  ].join('\n');
  const items = steps
    .map(
      (step) =>
        `<li style="margin:0 0 10px"><strong>${escapeHtml(step.next_step)}</strong><br>` +
        `${escapeHtml(step.title)} — ${escapeHtml(step.company)}</li>`,
    )
    .join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<ul style="padding-left:18px">${items}</ul>`,
    `<p><a href="${escapeHtml(links.board)}">${escapeHtml(label('nextStepsOpen'))}</a></p>`,
    `<hr style="border:none;border-top:1px solid #e2e8f0">`,
    `<p style="font-size:12px;color:#64748b">${escapeHtml(t('nextStepsWhy'))} <a href="${escapeHtml(links.unsubscribePage)}">${escapeHtml(label('nextStepsUnsubscribe'))}</a></p>`,
  ].join('\n');
  return {
    to,
    subject,
    text,
    html: `<div style="font-family:sans-serif;line-height:1.5">${html}</div>`,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeApi}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
