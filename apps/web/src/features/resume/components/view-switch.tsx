import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';

type Props<T extends string> = {
  views: T[];
  current: T;
  onChange: (view: T) => void;
  className?: string;
};

/** A segmented switch between the editor's panes (pressed buttons: one is shown at a time). */
export function ViewSwitch<T extends string>({ views, current, onChange, className }: Props<T>) {
  const { t } = useTranslation('resume');
  return (
    <div
      role="group"
      aria-label={t('editor.viewLabel')}
      className={cn('grid gap-1 rounded-lg bg-slate-100 p-1', className)}
      style={{ gridTemplateColumns: `repeat(${views.length}, minmax(0, 1fr))` }}
    >
      {views.map((view) => (
        <button
          key={view}
          type="button"
          aria-pressed={current === view}
          onClick={() => onChange(view)}
          className={cn(
            'rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap text-slate-600 transition hover:text-slate-900',
            current === view && 'bg-white text-slate-900 shadow-sm',
          )}
        >
          {t(`editor.views.${String(view)}`)}
        </button>
      ))}
    </div>
  );
}
