import { useQueryClient } from '@tanstack/react-query';
import type { CandidateProfile } from '@yonder/contract/profile';
import { RefreshCw, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { getProfile, profileQueryOptions } from '../api/get-profile';
import { saveProfile } from '../api/save-profile';
import { errorMessage } from '../utils/field-errors';

/** An edit refused with 409: how to apply it again to whatever is stored now. */
export type PendingEdit = (latest: CandidateProfile) => CandidateProfile;

type Props = { pending: PendingEdit | null; onDone: () => void };

const optionClass =
  'flex w-full items-start gap-3 rounded-xl border border-slate-200 p-4 text-left transition hover:border-brand-500 hover:bg-brand-50/50 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Another tab or device saved the profile first, as the resume editor handles it: nothing is
 * overwritten silently. Either the latest profile is loaded (this edit dropped) or this edit is
 * applied to the latest one and saved.
 */
export function ConflictDialog({ pending, onDone }: Props) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'latest' | 'mine' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const key = profileQueryOptions().queryKey;

  const run = async (choice: 'latest' | 'mine') => {
    if (!pending) return;
    setBusy(choice);
    setFailure(null);
    try {
      const latest = await getProfile();
      if (choice === 'mine') {
        const saved = await saveProfile({
          profile: pending(latest.profile),
          version: latest.version,
        });
        queryClient.setQueryData(key, saved);
        toast.success(t('conflict.overwritten'));
      } else {
        queryClient.setQueryData(key, latest);
        toast.success(t('conflict.reloaded'));
      }
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, t('drawer.saveFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      isOpen={pending !== null}
      onOpenChange={(open) => !open && onDone()}
      title={t('conflict.title')}
      description={t('conflict.description')}
      className="max-w-lg"
    >
      <div className="space-y-3">
        <button
          type="button"
          className={optionClass}
          disabled={busy !== null}
          onClick={() => void run('latest')}
        >
          <RefreshCw className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <span>
            <span className="block font-medium text-slate-900">{t('conflict.reload')}</span>
            <span className="mt-0.5 block text-sm text-slate-600">{t('conflict.reloadHint')}</span>
          </span>
        </button>
        <button
          type="button"
          className={optionClass}
          disabled={busy !== null}
          onClick={() => void run('mine')}
        >
          <Upload className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
          <span>
            <span className="block font-medium text-slate-900">{t('conflict.overwrite')}</span>
            <span className="mt-0.5 block text-sm text-slate-600">
              {t('conflict.overwriteHint')}
            </span>
          </span>
        </button>
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
