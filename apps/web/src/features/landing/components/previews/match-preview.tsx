import { useTranslation } from 'react-i18next';
import { CompanyBadge } from '../company-badge';
import { MockWindow } from '../mock-window';

const SCORES = [96, 91, 87];

type MatchJob = { title: string; company: string };

export function MatchPreview() {
  const { t } = useTranslation('landing');
  const jobs = t('features.preview.match.jobs', { returnObjects: true }) as MatchJob[];
  return (
    <MockWindow title={t('features.preview.match.title')}>
      <ul className="space-y-3">
        {jobs.map((job, index) => (
          <li
            key={job.title}
            className="flex items-center gap-3 rounded-xl border border-slate-100 bg-slate-50/60 p-3"
          >
            <CompanyBadge name={job.company} colourIndex={index} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-slate-900">{job.title}</p>
              <p className="truncate text-xs text-slate-600">{job.company}</p>
              <div aria-hidden="true" className="mt-2 h-1.5 rounded-full bg-slate-200">
                <div
                  className="h-full rounded-full bg-gradient-to-r from-brand-600 to-indigo-600"
                  style={{ width: `${SCORES[index]}%` }}
                />
              </div>
            </div>
            <p className="shrink-0 text-right">
              <span className="block text-lg font-bold text-brand-700">{SCORES[index]}%</span>
              <span className="block text-xs text-slate-600">
                {t('features.preview.match.matchLabel')}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </MockWindow>
  );
}
