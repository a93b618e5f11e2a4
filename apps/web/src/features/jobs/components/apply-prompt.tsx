import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { APPLICATIONS_QUERY_KEY, createApplication } from '#lib/applications.ts';
import { toast } from '#lib/toast.ts';

type Props = { jobId: string; title: string; onClose: () => void };

/**
 * "Did you apply?": a small card at the bottom of the job page, not a dialog (the page stays
 * usable). Yes moves the job to `applied` in the tracker, adding it when it was not there.
 */
export function ApplyPrompt({ jobId, title, onClose }: Props) {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  const headingId = useId();
  const mutation = useMutation({
    mutationFn: () => createApplication({ job_id: jobId, status: 'applied' }),
    onSuccess: () => {
      toast.success(t('applyPrompt.recorded'));
      onClose();
    },
    onError: (error) => toast.error(error.message || t('applyPrompt.failed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY }),
  });
  return (
    <section
      aria-labelledby={headingId}
      className="fixed inset-x-3 bottom-3 z-40 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Send className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1" aria-live="polite">
          <h2 id={headingId} className="text-sm font-semibold text-slate-900">
            {t('applyPrompt.title')}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{t('applyPrompt.description', { title })}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('applyPrompt.close')}
          className="-mt-1 -mr-1 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onClose}>
          {t('applyPrompt.no')}
        </Button>
        <Button size="sm" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
          {t('applyPrompt.yes')}
        </Button>
      </div>
    </section>
  );
}
