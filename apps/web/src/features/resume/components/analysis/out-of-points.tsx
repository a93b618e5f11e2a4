import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#components/ui/button.tsx';
import { paths } from '#config/paths.ts';
import { useAppDialogs } from '#lib/app-dialogs.ts';

/** The free plan's points are spent: the server's message, the plans, and how to earn more. */
export function OutOfPoints({ message }: { message: string }) {
  const { t } = useTranslation('resume');
  const { openDialog } = useAppDialogs();
  return (
    <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4">
      <p className="flex items-start gap-2 text-sm font-medium text-amber-900">
        <Coins className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {message}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={paths.pricing.getHref()} className={buttonClass('primary', 'sm')}>
          {t('points.pricing')}
        </Link>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => openDialog('referral')}
        >
          {t('points.earn')}
        </button>
      </div>
    </div>
  );
}

/** What an AI action's answer says is left: points today, or unlimited. */
export function PointsLeft({ credits }: { credits: number | null }) {
  const { t } = useTranslation('resume');
  return (
    <p
      className="inline-flex items-center gap-1.5 text-xs text-slate-500"
      data-testid="points-left"
    >
      <Coins className="size-3.5 text-amber-500" aria-hidden="true" />
      {credits === null ? t('points.unlimited') : t('points.left', { count: credits })}
    </p>
  );
}
