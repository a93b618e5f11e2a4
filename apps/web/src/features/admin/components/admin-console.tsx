import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#components/ui/spinner.tsx';
import { useAccount } from '#lib/account.ts';
import { BillingPanel } from './billing-panel';
import { FeedbackPanel, ImportRunsPanel, QueuePanel } from './operations-panels';
import { UsersPanel } from './users-panel';

const TABS = ['users', 'billing', 'feedback', 'imports', 'queue'] as const;
const triggerClass =
  'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

const PANELS = {
  users: UsersPanel,
  billing: BillingPanel,
  feedback: FeedbackPanel,
  imports: ImportRunsPanel,
  queue: QueuePanel,
};

/**
 * The operators' console (ADMIN_EMAILS). Anyone else is told the page is not for them, and never
 * asks the admin API (which would answer 403 anyway).
 */
export function AdminConsole() {
  const { t } = useTranslation('admin');
  const account = useAccount();
  if (account.isPending && account.fetchStatus !== 'idle') return <Spinner />;
  if (!account.data?.is_admin)
    return (
      <div className="mx-auto max-w-lg py-16 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="mt-2 text-slate-600">{t('notAllowed')}</p>
      </div>
    );
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
      <Tabs.Root defaultValue="users">
        <Tabs.List
          aria-label={t('tabs.label')}
          className="flex gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1"
        >
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} className={triggerClass}>
              {t(`tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((tab) => {
          const Panel = PANELS[tab];
          return (
            <Tabs.Content key={tab} value={tab} className="pt-4 outline-none">
              <Panel />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </div>
  );
}
