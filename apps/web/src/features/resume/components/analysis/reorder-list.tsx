import type { Reorder } from '@yonder/contract/resumes';
import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const ENTRY_SECTIONS = ['work', 'projects', 'skills'];

/** `work.0.highlights` as "Work experience 1: bullets", `skills` as "Skills". */
function useReorderLabel() {
  const { t } = useTranslation('resume');
  return (path: string) => {
    const [section, entry, field] = path.split('.');
    if (path === 'skills' || path === 'projects') return t(`tailor.reorderAt.${path}`);
    if (!section || !ENTRY_SECTIONS.includes(section) || entry === undefined) return path;
    const where = `${t(`sections.${section}`)} ${Number(entry) + 1}`;
    return field === 'keywords'
      ? t('tailor.reorderAt.skillKeywords', { where })
      : t('tailor.reorderAt.highlights', { where });
  };
}

/** Each list tailoring put in a new order, in its new order, with what moved up marked. */
export function ReorderList({ reordered }: { reordered: Reorder[] }) {
  const { t } = useTranslation('resume');
  const label = useReorderLabel();
  return (
    <div className="mt-5" data-testid="tailor-reordered">
      <h3 className="text-sm font-semibold text-slate-900">{t('tailor.reordered')}</h3>
      <ul className="mt-2 space-y-3">
        {reordered.map((reorder) => (
          <li key={reorder.path} className="rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200">
            <p className="text-xs font-medium text-slate-500">{label(reorder.path)}</p>
            <ol className="mt-1.5 space-y-1">
              {reorder.after.map((item, index) => {
                const isUp = reorder.before.indexOf(item) > index;
                return (
                  <li key={`${index}-${item}`} className="flex items-start gap-2 text-slate-800">
                    <span className="w-4 shrink-0 text-right text-xs tabular-nums text-slate-400">
                      {index + 1}
                    </span>
                    <span className={isUp ? 'font-medium text-emerald-800' : undefined}>
                      {item}
                    </span>
                    {isUp ? (
                      <span className="inline-flex shrink-0 items-center text-emerald-700">
                        <ArrowUp className="size-3.5" aria-hidden="true" />
                        <span className="sr-only">{t('tailor.movedUp')}</span>
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ul>
    </div>
  );
}
