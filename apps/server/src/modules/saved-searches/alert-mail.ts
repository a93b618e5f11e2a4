import type { Language } from '@yonder/contract/common';
import type { SavedSearchFrequency } from '@yonder/contract/saved-searches';
import { translate, type MessageKey } from '#i18n/messages.ts';
import type { OutgoingMail } from '../mail/transport.ts';
import type { AlertJobRow } from './alert-source.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const PERIODS = new Set(['year', 'month', 'week', 'day', 'hour']);

function salaryText(job: AlertJobRow, language: Language): string {
  const {
    salary_min: min,
    salary_max: max,
    salary_currency: currency,
    salary_period: period,
  } = job;
  if (min === null && max === null) return translate(language, 'alertSalaryUnknown');
  const number = new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-US');
  const amount = [min, max]
    .filter((value): value is number => value !== null)
    .map((value) => number.format(value))
    .join('–');
  const per =
    period && PERIODS.has(period)
      ? ` / ${translate(language, `salaryPer_${period}` as MessageKey)}`
      : '';
  return `${currency ? `${currency} ` : ''}${amount}${per}`;
}

export type AlertMailLinks = {
  /** A job's page in the web app. */
  job: (id: string) => string;
  /** The saved search's results in the web app. */
  search: string;
  /** The web page that unsubscribes in one click. */
  unsubscribePage: string;
  /** The API address of RFC 8058's one-click POST. */
  unsubscribeApi: string;
};

/**
 * The alert of a saved search: each new job's title, company, salary and link, "and N more"
 * linking to the search, and an unsubscribe link that works without signing in, also as
 * `List-Unsubscribe` with `List-Unsubscribe-Post` (RFC 8058), so mail clients offer it.
 */
export function savedSearchAlertMail(options: {
  to: string;
  name: string;
  language: Language;
  frequency: SavedSearchFrequency;
  jobs: AlertJobRow[];
  /** New jobs beyond those listed. */
  moreCount: number;
  links: AlertMailLinks;
}): OutgoingMail {
  const { to, name, language, frequency, jobs, moreCount, links } = options;
  const t = (key: MessageKey, values?: Record<string, string | number>) =>
    translate(language, key, values);
  const total = jobs.length + moreCount;
  const frequencyText = t(frequency === 'weekly' ? 'alertFrequencyWeekly' : 'alertFrequencyDaily');
  const subject =
    total === 1 ? t('alertSubjectOne', { name }) : t('alertSubject', { name, count: total });
  const intro = t('alertIntro', { name });
  const more = moreCount > 0 ? t('alertMore', { count: moreCount }) : null;
  const why = t('alertWhy', { frequency: frequencyText });

  const text = [
    intro,
    '',
    ...jobs.flatMap((job) => [
      `• ${job.title} — ${job.company_name}`,
      `  ${salaryText(job, language)}`,
      `  ${links.job(job.id)}`,
    ]),
    '',
    ...(more ? [more] : []),
    `${t('alertSeeAll')} ${links.search}`,
    '',
    '—',
    why,
    `${t('alertUnsubscribe')} ${links.unsubscribePage}`,
  ].join('\n');

  const jobItems = jobs
    .map(
      (job) =>
        `<li style="margin:0 0 14px"><a href="${escapeHtml(links.job(job.id))}" style="font-weight:600;color:#2563eb">${escapeHtml(job.title)}</a><br>` +
        `${escapeHtml(job.company_name)} · ${escapeHtml(salaryText(job, language))}</li>`,
    )
    .join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<ul style="padding-left:18px">${jobItems}</ul>`,
    `<p>${more ? `${escapeHtml(more)} · ` : ''}<a href="${escapeHtml(links.search)}">${escapeHtml(t('alertSeeAll').replace(/[:：]$/, ''))}</a></p>`,
    `<hr style="border:none;border-top:1px solid #e2e8f0">`,
    `<p style="font-size:12px;color:#64748b">${escapeHtml(why)} <a href="${escapeHtml(links.unsubscribePage)}">${escapeHtml(t('alertUnsubscribe').replace(/[:：]$/, ''))}</a></p>`,
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
