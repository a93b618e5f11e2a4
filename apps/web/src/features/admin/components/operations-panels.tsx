import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { ApiError } from '#lib/api-client.ts';
import { toast } from '#lib/toast.ts';
import { useAdminAction } from '../api/admin-actions';
import { adminQueries } from '../api/admin-queries';
import { DataTable } from './data-table';
import { formatTime } from './format-time';

export function FeedbackPanel() {
  const { t, i18n } = useTranslation('admin');
  const feedback = useQuery(adminQueries.feedback());
  if (feedback.isPending) return <Spinner />;
  if (feedback.isError) return <p className="text-sm text-red-700">{t('failed')}</p>;
  return (
    <DataTable
      caption={t('tabs.feedback')}
      headers={[t('feedback.type'), t('feedback.text'), t('feedback.from'), t('billing.time')]}
      empty={t('empty')}
      rows={feedback.data.items.map((item) => [
        `${item.type} · ${item.rating}★`,
        <span key="text" className="whitespace-pre-wrap">
          {item.title ? <strong className="block">{item.title}</strong> : null}
          {item.description}
        </span>,
        item.email ?? '—',
        formatTime(item.created_at, i18n.language),
      ])}
    />
  );
}

export function ImportRunsPanel() {
  const { t, i18n } = useTranslation('admin');
  const runs = useQuery(adminQueries.importRuns());
  if (runs.isPending) return <Spinner />;
  if (runs.isError) return <p className="text-sm text-red-700">{t('failed')}</p>;
  return (
    <DataTable
      caption={t('tabs.imports')}
      headers={[t('imports.source'), t('billing.status'), t('imports.counts'), t('billing.time')]}
      empty={t('empty')}
      rows={runs.data.items.map((run) => [
        run.target ? `${run.source}:${run.target}` : run.source,
        run.error ? `${run.status}: ${run.error}` : run.status,
        t('imports.countsValue', run),
        formatTime(run.started_at, i18n.language),
      ])}
    />
  );
}

export function QueuePanel() {
  const { t, i18n } = useTranslation('admin');
  const jobs = useQuery(adminQueries.jobs());
  const action = useAdminAction();
  if (jobs.isPending) return <Spinner />;
  if (jobs.isError) return <p className="text-sm text-red-700">{t('failed')}</p>;
  const retry = (jobId: string) =>
    action.mutate(
      { kind: 'retry', jobId },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(error instanceof ApiError ? error.message : t('failed')),
      },
    );
  return (
    <div className="space-y-6">
      <DataTable
        caption={t('queue.queues')}
        headers={[
          t('queue.queue'),
          t('queue.waiting'),
          t('queue.running'),
          t('queue.retrying'),
          t('queue.failed'),
          t('queue.lastCompleted'),
        ]}
        empty={t('empty')}
        rows={jobs.data.queues.map((queue) => [
          queue.name,
          queue.waiting,
          queue.running,
          queue.retrying,
          queue.failed,
          queue.last_completed_at ? formatTime(queue.last_completed_at, i18n.language) : '—',
        ])}
      />
      <DataTable
        caption={t('queue.failedJobs')}
        headers={[t('queue.queue'), t('queue.state'), t('queue.error'), t('billing.time'), '']}
        empty={t('empty')}
        rows={jobs.data.failed.map((job) => [
          job.queue,
          job.state === 'retry' && job.next_attempt_at
            ? t('queue.retryAt', { time: formatTime(job.next_attempt_at, i18n.language) })
            : t('queue.gaveUp'),
          `${job.error ?? '—'} (${job.attempts})`,
          job.failed_at ? formatTime(job.failed_at, i18n.language) : '—',
          job.state === 'failed' ? (
            <Button key="retry" size="sm" variant="secondary" onClick={() => retry(job.id)}>
              {t('queue.retry')}
            </Button>
          ) : (
            ''
          ),
        ])}
      />
    </div>
  );
}
