import type { StoredResumeAnalysis } from '@yonder/contract/resumes';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** When the shown analysis was made and what it compared the resume with. */
export function AnalysisMeta({ result }: { result: StoredResumeAnalysis }) {
  const { t, i18n } = useTranslation('resume');
  const when = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'zh-CN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(result.analysed_at));
  const { target } = result;
  let against = t('analysis.against.none');
  if (target?.kind === 'job') {
    against = target.company
      ? t('analysis.against.job', { title: target.title, company: target.company })
      : t('analysis.against.jobOnly', { title: target.title });
  } else if (target?.kind === 'description') {
    against = t('analysis.against.description', { excerpt: target.excerpt });
  }
  return (
    <p
      className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600"
      data-testid="analysis-meta"
    >
      <CalendarClock className="mt-px size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
      <span>
        <span className="font-medium text-slate-800">{t('analysis.analysedAt', { when })}</span>
        {' · '}
        <span className="break-words">{against}</span>
      </span>
    </p>
  );
}
