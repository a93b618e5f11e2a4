import type { JobDetail } from '@yonder/contract/jobs';
import { Building2, ExternalLink, Globe2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hostnameOf, sourceName } from '../utils/source-name';
import { ApplyButton } from './apply-button';

const BOX = 'rounded-2xl border border-slate-200 bg-white p-5';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-2 text-sm">
      <dt className="shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** Quick apply, where the job can be done from, the company, and the source's attribution. */
export function JobAside({ job, company }: { job: JobDetail; company: string }) {
  const { t } = useTranslation('jobs');
  const website = hostnameOf(job.company_website);
  const isRemote = job.remote_type !== 'onsite';
  const none = <span className="font-normal text-slate-500">{t('detail.none')}</span>;
  return (
    <aside className="space-y-4">
      <section
        aria-labelledby="quick-apply-title"
        className={`${BOX} bg-gradient-to-b from-brand-50 to-white`}
      >
        <h2 id="quick-apply-title" className="text-base font-semibold text-slate-900">
          {t('detail.quickApply')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('detail.quickApplyDescription')}</p>
        <ApplyButton
          applicationUrl={job.application_url}
          isSample={job.is_sample}
          className="mt-4 w-full"
        />
      </section>
      {isRemote ? (
        <section aria-labelledby="remote-title" className={BOX}>
          <h2
            id="remote-title"
            className="inline-flex items-center gap-2 text-base font-semibold text-slate-900"
          >
            <Globe2 className="size-4 text-slate-500" aria-hidden="true" />
            {t('detail.remote')}
          </h2>
          <dl className="mt-2 divide-y divide-slate-100">
            <Row label={t('detail.regions')}>
              {job.remote_regions.length > 0 ? job.remote_regions.join(', ') : t('detail.anywhere')}
            </Row>
            <Row label={t('detail.timezones')}>
              {job.remote_timezones.length > 0
                ? job.remote_timezones.join(', ')
                : t('detail.anywhere')}
            </Row>
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="company-title" className={BOX}>
        <h2
          id="company-title"
          className="inline-flex items-center gap-2 text-base font-semibold text-slate-900"
        >
          <Building2 className="size-4 text-slate-500" aria-hidden="true" />
          {t('detail.company')}
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <Row label={t('detail.companyName')}>{company}</Row>
          <Row label={t('detail.companySize')}>{job.company_size || none}</Row>
          <Row label={t('detail.industry')}>{job.company_industry || none}</Row>
          <Row label={t('detail.website')}>
            {website ? (
              <a
                href={job.company_website!.trim()}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-brand-700 hover:underline"
              >
                {website}
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            ) : (
              none
            )}
          </Row>
        </dl>
      </section>
      {job.source_attribution_url && hostnameOf(job.source_attribution_url) ? (
        <p className="px-1 text-xs text-slate-500">
          <a
            href={job.source_attribution_url}
            target="_blank"
            rel="noopener noreferrer"
            className="underline-offset-2 hover:text-slate-700 hover:underline"
          >
            {t('detail.via', { source: sourceName(job.source, job.source_attribution_url) })}
          </a>
        </p>
      ) : null}
    </aside>
  );
}
