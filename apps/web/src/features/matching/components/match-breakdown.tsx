import type { JobMatch } from '@yonder/contract/matching';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';

const BAR = {
  positive: 'bg-emerald-500',
  neutral: 'bg-brand-500',
  negative: 'bg-rose-500',
} as const;

/** Every part of the score: its name, how much it counts, a bar and what it found. */
export function MatchBreakdown({ match }: { match: JobMatch }) {
  const { t } = useTranslation('matching');
  return (
    <ul className="space-y-3">
      {match.parts.map((part) => (
        <li key={part.part}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium text-slate-800">{t(`parts.${part.part}`)}</span>
            <span className="text-xs text-slate-500">
              {part.score === null ? t('notCounted') : `${Math.round(part.score * 100)}%`}
            </span>
          </div>
          <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
            <div
              className={cn('h-full rounded-full', BAR[part.tone])}
              style={{ width: `${Math.round((part.score ?? 0) * 100)}%` }}
            />
          </div>
          <p className="mt-1 text-sm text-slate-600">{part.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Matched and missing skills as two lists of chips. */
export function SkillLists({ match }: { match: JobMatch }) {
  const { t } = useTranslation('matching');
  const chips = (skills: string[], tone: string) => (
    <ul className="mt-1.5 flex flex-wrap gap-1.5">
      {skills.map((skill) => (
        <li key={skill} className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', tone)}>
          {skill}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <div>
        <h3 className="text-sm font-medium text-slate-800">{t('panel.matched')}</h3>
        {match.matched_skills.length > 0 ? (
          chips(match.matched_skills, 'bg-emerald-50 text-emerald-800')
        ) : (
          <p className="mt-1 text-sm text-slate-500">{t('panel.noneMatched')}</p>
        )}
      </div>
      <div>
        <h3 className="text-sm font-medium text-slate-800">{t('panel.missing')}</h3>
        {match.missing_skills.length > 0 ? (
          chips(match.missing_skills, 'bg-amber-50 text-amber-900')
        ) : (
          <p className="mt-1 text-sm text-slate-500">{t('panel.noneMissing')}</p>
        )}
      </div>
    </div>
  );
}
