import type { ActivityItem, DashboardSummary } from '@yonder/contract/dashboard';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { useDashboardSummary } from '../api/get-summary';
import { demoActivity, demoSummary, type DemoText } from '../utils/demo-data';
import { ActivityList, DemoActivityList } from './activity-list';
import { DueNextSteps } from './due-next-steps';
import { FunnelChart } from './funnel-chart';
import { QuickActions } from './quick-actions';
import { StatCards, StatCardsLoading } from './stat-cards';
import { WeeklyChart } from './weekly-chart';
import { GuestBanner, WelcomeHeader } from './welcome-header';

function Figures({
  summary,
  isLoading,
  isError,
  onRetry,
  activity,
}: {
  summary: DashboardSummary | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  activity: ActivityItem[] | null;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="space-y-4">
      <section
        aria-label={t('statsLabel')}
        aria-busy={isLoading}
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      >
        {summary ? (
          <StatCards summary={summary} isDemo={activity !== null} />
        ) : isLoading ? (
          <StatCardsLoading />
        ) : null}
      </section>
      {isError && !summary ? (
        <div
          role="alert"
          className="flex items-center gap-3 rounded-2xl bg-red-50 p-4 text-sm text-red-800"
        >
          {t('loadFailed')}
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      <QuickActions primaryResumeId={summary?.primary_resume_id ?? null} />
      {summary ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <FunnelChart funnel={summary.funnel} />
          <WeeklyChart weeks={summary.weeks} />
        </div>
      ) : null}
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        {summary ? <DueNextSteps steps={summary.due_next_steps} /> : null}
        {activity ? <DemoActivityList items={activity} /> : <ActivityList />}
      </div>
    </div>
  );
}

/**
 * The dashboard (spec 2.9): a member's true figures, a guest's demo figures under a login prompt.
 */
export function DashboardPage() {
  const isSignedIn = useIsSignedIn();
  const summary = useDashboardSummary();
  // `t` changes with the interface language, and the demo's texts with it.
  const { t } = useTranslation('dashboard');
  const demo = useMemo(() => {
    const text: DemoText = (key) => t(`demo.${key}`);
    return { summary: demoSummary(text), activity: demoActivity(text) };
  }, [t]);
  return (
    <>
      <WelcomeHeader isSignedIn={isSignedIn} />
      {isSignedIn ? (
        <Figures
          summary={summary.data}
          isLoading={summary.isPending}
          isError={summary.isError}
          onRetry={() => void summary.refetch()}
          activity={null}
        />
      ) : (
        <>
          <GuestBanner />
          <Figures
            summary={demo.summary}
            isLoading={false}
            isError={false}
            onRetry={() => undefined}
            activity={demo.activity}
          />
        </>
      )}
    </>
  );
}
