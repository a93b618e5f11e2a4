import type { AdminUser } from '@yonder/contract/admin-console';
import { PLAN_PERIODS, type PlanPeriod } from '@yonder/contract/pricing';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { ApiError } from '#lib/api-client.ts';
import { toast } from '#lib/toast.ts';
import { useAdminAction } from '../api/admin-actions';

const inputClass = 'h-9 rounded-lg border border-slate-300 px-2 text-sm';

/** Grant points or add a period to one user, each with the reason the audit log keeps. */
export function UserActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const action = useAdminAction();
  const [points, setPoints] = useState('10');
  const [period, setPeriod] = useState<PlanPeriod>('week');
  const [reason, setReason] = useState('');

  const run = (event: FormEvent, kind: 'points' | 'extend') => {
    event.preventDefault();
    const body = kind === 'points' ? { points: Number(points), reason } : { period, reason };
    action.mutate({ kind, userId: user.id, body } as Parameters<typeof action.mutate>[0], {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setReason('');
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.message : t('failed')),
    });
  };

  return (
    <div className="mt-3 space-y-3 rounded-lg bg-slate-50 p-3">
      <div>
        <label htmlFor={`${id}-reason`} className="block text-xs font-medium text-slate-700">
          {t('users.reason')}
        </label>
        <input
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className={`${inputClass} mt-1 w-full`}
          maxLength={500}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <form className="flex items-end gap-2" onSubmit={(event) => run(event, 'points')}>
          <label className="text-xs font-medium text-slate-700">
            {t('users.points')}
            <input
              type="number"
              min={1}
              max={10000}
              value={points}
              onChange={(event) => setPoints(event.target.value)}
              className={`${inputClass} mt-1 block w-24`}
            />
          </label>
          <Button type="submit" size="sm" disabled={action.isPending}>
            {t('users.grant')}
          </Button>
        </form>
        <form className="flex items-end gap-2" onSubmit={(event) => run(event, 'extend')}>
          <label className="text-xs font-medium text-slate-700">
            {t('users.period')}
            <select
              value={period}
              onChange={(event) => setPeriod(event.target.value as PlanPeriod)}
              className={`${inputClass} mt-1 block`}
            >
              {PLAN_PERIODS.map((value) => (
                <option key={value} value={value}>
                  {t(`periods.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" size="sm" variant="secondary" disabled={action.isPending}>
            {t('users.extend')}
          </Button>
        </form>
      </div>
    </div>
  );
}
