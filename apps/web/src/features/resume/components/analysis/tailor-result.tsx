import type { TailorResult } from '@yonder/contract/resumes';
import { AlertTriangle, Wand2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../icon-button';
import { KeywordPills } from './keyword-pills';
import { PointsLeft } from './out-of-points';
import { ReorderList } from './reorder-list';

const SECTION_KEYS = ['work', 'education', 'projects', 'skills', 'languages', 'certificates'];

/** `work.0.highlights.2` as "Work experience 1 · bullet 3"; an unknown path as it is. */
function usePathLabel() {
  const { t } = useTranslation('resume');
  return (path: string) => {
    const [section, entry, field, bullet] = path.split('.');
    if (path === 'basics.summary') return t('sections.summary');
    if (!section || !SECTION_KEYS.includes(section) || entry === undefined) return path;
    const where = `${t(`sections.${section}`)} ${Number(entry) + 1}`;
    return field === 'highlights' && bullet !== undefined
      ? t('tailor.bulletAt', { where, position: Number(bullet) + 1 })
      : where;
  };
}

/** What tailoring did: the keywords the job asks for that are missing, and each rewritten bullet. */
export function TailorResultCard({
  result,
  onDismiss,
}: {
  result: TailorResult;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('resume');
  const pathLabel = usePathLabel();
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
          {result.id ? t('tailor.resultTitle') : t('tailor.unchangedTitle')}
        </h2>
        <IconButton icon={X} label={t('tailor.dismiss')} onClick={onDismiss} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {result.id ? t('tailor.resultDescription') : t('tailor.notCharged')}
      </p>
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
      {result.reordered.length ? <ReorderList reordered={result.reordered} /> : null}
      {result.changes.length ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-900">
            {t('tailor.changes', { count: result.changes.length })}
          </h3>
          <ol className="mt-2 space-y-3">
            {result.changes.map((change) => (
              <li
                key={change.path}
                className="rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200"
              >
                <p className="text-xs font-medium text-slate-500">{pathLabel(change.path)}</p>
                <p className="mt-1.5 rounded-md bg-red-50 px-2.5 py-1.5 text-red-900">
                  <span className="sr-only">{t('tailor.before')}: </span>
                  <del className="decoration-red-300">{change.before}</del>
                </p>
                <p className="mt-1 rounded-md bg-emerald-50 px-2.5 py-1.5 text-emerald-900">
                  <span className="sr-only">{t('tailor.after')}: </span>
                  <ins className="no-underline">{change.after}</ins>
                </p>
                {change.unsupported.length ? (
                  <p className="mt-2 flex items-start gap-1.5 text-xs font-medium text-amber-800">
                    <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                    {t('tailor.unsupported', { claims: change.unsupported.join(', ') })}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      ) : result.id ? (
        <p className="mt-4 rounded-lg bg-white px-3 py-2 text-sm text-slate-600 ring-1 ring-slate-200">
          {result.ai_used ? t('tailor.noChanges') : t('tailor.noAi')}
        </p>
      ) : null}
    </section>
  );
}
