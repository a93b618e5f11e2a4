import { useMutation } from '@tanstack/react-query';
import type { ApplicationFromUrlResult, ApplicationStatus } from '@yonder/contract/applications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { ApiError } from '#lib/api-client.ts';
import { toast } from '#lib/toast.ts';
import { addFromUrl } from '../api/applications';
import { useRefreshApplications } from '../hooks/use-application-mutations';
import { AddByHand } from './add-by-hand';

/**
 * An outside job by its address: the server reads the page; when it names no job posting (or
 * cannot be read), the address is kept and the title and company are asked for.
 */
export function AddFromUrl({ status, onDone }: { status: ApplicationStatus; onDone: () => void }) {
  const { t } = useTranslation('tracker');
  const refresh = useRefreshApplications();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<{
    found: ApplicationFromUrlResult['found'];
    message: string;
  } | null>(null);
  const fetchPage = useMutation({
    mutationFn: () => addFromUrl({ url: url.trim(), status }),
    onSuccess: ({ data, message }) => {
      if (data.application) {
        toast.success(message);
        void refresh();
        onDone();
      } else setPending({ found: data.found, message });
    },
    onError: (failure) =>
      setError(
        failure instanceof ApiError && failure.errors[0]
          ? failure.errors[0].message
          : failure.message,
      ),
  });
  if (pending)
    return (
      <div className="space-y-3">
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {pending.message || t('add.needDetails')}
        </p>
        <AddByHand status={status} onDone={onDone} initial={pending.found} isUrlFixed />
      </div>
    );
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        fetchPage.mutate();
      }}
    >
      <TextField
        type="url"
        label={t('add.url_label')}
        hint={t('add.url_hint')}
        placeholder="https://"
        value={url}
        maxLength={2000}
        error={error}
        onChange={(event) => setUrl(event.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={fetchPage.isPending || !url.trim()}>
          {t(fetchPage.isPending ? 'add.fetching' : 'add.fetch')}
        </Button>
      </div>
    </form>
  );
}
