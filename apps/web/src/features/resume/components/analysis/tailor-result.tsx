import type { TailorResult } from '@yonder/contract/resumes';
import { Wand2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../icon-button';
import { KeywordPills } from './keyword-pills';
import { PointsLeft } from './out-of-points';

/**
 * Tailoring that had nothing to propose (already in the best order, no AI provider): no copy was
 * made and no point taken; what the job asks for that the resume does not show is still worth reading.
 */
export function TailorResultCard({
  result,
  onDismiss,
}: {
  result: TailorResult;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('resume');
  return (
    <section
      aria-labelledby="tailor-heading"
      className="rounded-2xl border border-violet-200 bg-violet-50/40 p-5"
      data-testid="tailor-result"
    >
      <div className="flex items-start justify-between gap-3">
        <h2
          id="tailor-heading"
          className="flex items-center gap-2 text-base font-semibold text-slate-900"
        >
          <Wand2 className="size-5 text-violet-600" aria-hidden="true" />
          {t('tailor.unchangedTitle')}
        </h2>
        <IconButton icon={X} label={t('tailor.dismiss')} onClick={onDismiss} />
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('tailor.notCharged')}</p>
      <div className="mt-2">
        <PointsLeft credits={result.available_credits} />
      </div>
      <div className="mt-4">
        <KeywordPills
          title={t('tailor.missing')}
          words={result.missing_keywords}
          kind="missing"
          emptyText={t('tailor.noMissing')}
        />
      </div>
    </section>
  );
}
