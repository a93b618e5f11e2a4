import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { adminQueries } from '../api/admin-queries';
import { formatTime } from './format-time';
import { UserActions } from './user-actions';

/** Users by e-mail or name, with their plan, its end and their points. */
export function UsersPanel() {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const users = useQuery(adminQueries.users(q));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
  };
  return (
    <div className="space-y-4">
      <form role="search" onSubmit={search} className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t('users.search')}
        </label>
        <input
          id={id}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('users.searchPlaceholder')}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm"
        />
        <Button type="submit">{t('users.search')}</Button>
      </form>
      {users.isPending ? <Spinner /> : null}
      {users.isError ? <p className="text-sm text-red-700">{t('failed')}</p> : null}
      {users.data?.length === 0 ? <p className="text-sm text-slate-600">{t('empty')}</p> : null}
      <ul className="space-y-2">
        {users.data?.map((user) => (
          <li
            key={user.id}
            className="rounded-xl border border-slate-200 p-3"
            data-testid="admin-user"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0 text-sm">
                <p className="font-medium break-all text-slate-900">{user.email}</p>
                <p className="text-slate-600">
                  {user.username} · {t(`plans.${user.current_plan}`)}
                  {user.plan_ends_at
                    ? ` · ${t('users.until', { date: formatTime(user.plan_ends_at, i18n.language) })}`
                    : ''}
                  {' · '}
                  {t('users.balance', { daily: user.daily_credits, bonus: user.bonus_credits })}
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                aria-expanded={openId === user.id}
                onClick={() => setOpenId(openId === user.id ? null : user.id)}
              >
                {t('users.manage')}
              </Button>
            </div>
            {openId === user.id ? <UserActions user={user} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
