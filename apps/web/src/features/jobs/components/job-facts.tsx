import type { JobDetail } from '@yonder/contract/jobs';
import { Eye, Users, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#lib/format-salary.ts';
import { useLanguage } from '../hooks/use-language';
import { jobSalaryText } from '../utils/job-text';
import { ConvertedPay } from '#components/converted-pay.tsx';

/** The salary box, and the view and applicant counts (a dash when unknown). */
export function JobFacts({ job }: { job: JobDetail }) {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const salary = jobSalaryText(job, language, t);
  const count = (value: number | null | undefined) =>
    typeof value === 'number' ? formatNumber(value, language) : '—';
  return (
    <section
      aria-label={t('detail.salary')}
      className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4">
        <p className="inline-flex items-center gap-1.5 text-xs font-medium text-emerald-800">
          <Wallet className="size-4" aria-hidden="true" />
          {t('detail.salary')}
        </p>
        <p className="mt-1 text-lg font-bold break-words text-emerald-800 sm:text-xl">
          {salary ?? t('card.salaryNegotiable')}
        </p>
        <ConvertedPay job={job} showSource className="mt-1.5 text-sm text-emerald-900" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:col-span-2">
        <Fact icon={Eye} label={t('detail.views')} value={count(job.view_count)} />
        <Fact icon={Users} label={t('detail.applicants')} value={count(job.applicants_count)} />
      </div>
    </section>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof Eye; label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4">
      <p className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </p>
      <p className="mt-1 text-lg font-bold text-slate-900 tabular-nums sm:text-xl">{value}</p>
    </div>
  );
}
