import type {
  Application,
  ApplicationEvent,
  ApplicationReceipt,
} from '@yonder/contract/applications';
import type {
  ApplicationEventRow,
  ApplicationRow,
  CatalogueJob,
} from './application-repository.ts';
import type { ReceiptRow } from './receipt-repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export const toEvent = (row: ApplicationEventRow): ApplicationEvent => ({
  id: row.id,
  from_status: row.fromStatus ?? null,
  to_status: row.toStatus,
  at: iso(row.at),
});

export const toReceipt = (row: ReceiptRow): ApplicationReceipt => ({
  id: row.id,
  page_url: row.pageUrl,
  page_title: row.pageTitle,
  sent_at: iso(row.sentAt),
  fields: row.fields,
});

export const toApplication = (
  row: ApplicationRow,
  timeline?: ApplicationEventRow[],
  receipts?: ReceiptRow[],
): Application => ({
  id: row.id,
  status: row.status,
  version: row.version,
  archived: row.archived,
  job_id: row.jobId,
  title: row.title,
  company: row.company,
  logo_url: row.logoUrl ?? null,
  location: row.location,
  url: row.url,
  salary: row.salary,
  source: row.source,
  resume_id: row.resumeId,
  cover_letter_id: row.coverLetterId,
  notes: row.notes,
  contacts: row.contacts,
  interviews: row.interviews,
  next_step: row.nextStep,
  next_step_due: row.nextStepDue,
  position: row.position,
  status_changed_at: iso(row.statusChangedAt),
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
  ...(timeline ? { timeline: timeline.map(toEvent) } : {}),
  ...(receipts ? { receipts: receipts.map(toReceipt) } : {}),
});

const amount = (value: number) =>
  value >= 1000 && value % 1000 === 0 ? `${value / 1000}k` : String(value);

/** A catalogue job's salary as the card's text (`80k–120k USD / year`), '' when unknown. */
export function salaryText(job: CatalogueJob): string {
  const { salaryMin: min, salaryMax: max } = job;
  if (min == null && max == null) return '';
  const range =
    min != null && max != null && min !== max
      ? `${amount(min)}–${amount(max)}`
      : amount((min ?? max)!);
  const currency = job.salaryCurrency ? ` ${job.salaryCurrency}` : '';
  const period = job.salaryPeriod ? ` / ${job.salaryPeriod}` : '';
  return `${range}${currency}${period}`;
}

/**
 * The form an address is compared in: no fragment, no `utm_*` tracking parameters, so the page
 * the extension saw and the link the user pasted are one application.
 */
export function normaliseJobUrl(value: string): string {
  if (!value) return '';
  try {
    const url = new URL(value);
    url.hash = '';
    for (const key of [...url.searchParams.keys()])
      if (/^utm_/i.test(key)) url.searchParams.delete(key);
    return url.href;
  } catch {
    return value;
  }
}
