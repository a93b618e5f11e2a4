import type { MatchListItem } from '@yonder/contract/matching';
import { ChevronDown, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { formatSalary } from '#lib/format-salary.ts';
import { ConvertedPay, hasConversion } from '#components/converted-pay.tsx';
import { useJobMatch } from '../api/get-job-match';
import { useLanguage } from '../hooks/use-language';
import { FitsAndGaps } from './fits-and-gaps';
import { MatchBreakdown, SkillLists } from './match-breakdown';
import { MatchScore } from './match-score';

/** One recommendation: the job, its score, what fits and what is missing, and the whole breakdown on demand. */
export function MatchCard({ job }: { job: MatchListItem }) {
  const { t } = useTranslation(['matching', 'jobs']);
  const language = useLanguage();
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  const titleId = useId();
  const breakdown = useJobMatch(job.id, language, isOpen);
  const salary = formatSalary(
    { min: job.salary_min, max: job.salary_max, currency: job.currency },
    language,
    (amount) => t('jobs:salary.upTo', { amount }),
  );
  const place = job.location?.trim() || t(`jobs:remoteTypes.${job.remote_type}`);

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex items-start gap-4">
        <MatchScore score={job.match.score} isEligible={job.match.is_eligible} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-base leading-snug font-semibold text-slate-900">
            <Link
              to={paths.jobDetail.getHref(job.id)}
              state={{ from: location.pathname + location.search }}
              className="hover:text-brand-700"
            >
              {job.title}
            </Link>
          </h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-slate-600">
            <span className="font-medium text-slate-700">{job.company_name}</span>
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5 text-slate-500" aria-hidden="true" />
              {place}
            </span>
            {salary ? <span className="font-medium text-emerald-700">{salary}</span> : null}
            {hasConversion(job) ? <ConvertedPay job={job} /> : null}
          </p>
          {!job.match.is_eligible ? (
            <p className="mt-1.5 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {t('notEligible')}
            </p>
          ) : null}
        </div>
      </div>
      <FitsAndGaps
        fits={job.match.fits}
        gaps={job.match.gaps}
        countrySource={job.match.country_source}
        headingLevel="h4"
        className="mt-3"
      />
      <div className="mt-3 border-t border-slate-100 pt-2">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={detailsId}
          onClick={() => setIsOpen((open) => !open)}
          className="inline-flex items-center gap-1 rounded-md py-1 text-sm font-medium text-brand-700 hover:text-brand-800"
        >
          {t(isOpen ? 'hideBreakdown' : 'showBreakdown')}
          <ChevronDown
            className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
        <div id={detailsId} hidden={!isOpen} className="mt-3">
          {isOpen && breakdown.data?.match ? (
            <div className="space-y-4">
              <MatchBreakdown match={breakdown.data.match} />
              <SkillLists match={breakdown.data.match} />
            </div>
          ) : isOpen && breakdown.isError ? (
            <p className="text-sm text-rose-700">{t('panel.failed')}</p>
          ) : isOpen ? (
            <Spinner label={t('breakdownLoading')} />
          ) : null}
        </div>
      </div>
    </article>
  );
}
