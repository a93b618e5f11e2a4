import { useQueryClient } from '@tanstack/react-query';
import type { CandidateProfile } from '@yonder/contract/profile';
import { RefreshCw, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceButton } from '#components/ui/choice-button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { toast } from '#lib/toast.ts';
import { getProfile, profileQueryOptions } from '../api/get-profile';
import { saveProfile } from '../api/save-profile';
import { errorMessage } from '../utils/field-errors';

/** An edit refused with 409: how to apply it again to whatever is stored now. */
export type PendingEdit = (latest: CandidateProfile) => CandidateProfile;

type Props = { pending: PendingEdit | null; onDone: () => void };

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
        <ChoiceButton
          icon={RefreshCw}
          tone="brand"
          label={t('conflict.reload')}
          hint={t('conflict.reloadHint')}
          disabled={busy !== null}
          onClick={() => void run('latest')}
        />
        <ChoiceButton
          icon={Upload}
          tone="warning"
          label={t('conflict.overwrite')}
          hint={t('conflict.overwriteHint')}
          disabled={busy !== null}
          onClick={() => void run('mine')}
        />
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
