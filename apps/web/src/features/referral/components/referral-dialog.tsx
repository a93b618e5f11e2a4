import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { useAppDialogs } from '#lib/app-dialogs.ts';
import { useReferral } from '../api/get-referral';
import { InviteLink } from './invite-link';
import { RewardsList } from './rewards-list';

type Props = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/** Referral rewards (spec 2.16 and 9): the invite link, sharing, what it earned, and the rewards. */
export default function ReferralDialog({ isOpen, onOpenChange }: Props) {
  const { t } = useTranslation('referral');
  const isSignedIn = useIsSignedIn();
  const referral = useReferral();
  const { openDialog } = useAppDialogs();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('description')}
    >
      <div className="space-y-6">
        {!isSignedIn ? (
          <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
            <p>{t('signInForLink')}</p>
            <Button
              size="sm"
              className="mt-3"
              onClick={() => openDialog('auth', { mode: 'register' })}
            >
              {t('signUp')}
            </Button>
          </div>
        ) : referral.data ? (
          <>
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-xl border border-slate-200 p-3">
                <dt className="text-xs text-slate-600">{t('stats.joined')}</dt>
                <dd
                  className="mt-1 text-2xl font-semibold text-slate-900"
                  data-testid="referral-joined"
                >
                  {referral.data.joined}
                </dd>
              </div>
              <div className="rounded-xl border border-slate-200 p-3">
                <dt className="text-xs text-slate-600">{t('stats.points')}</dt>
                <dd
                  className="mt-1 text-2xl font-semibold text-amber-700"
                  data-testid="referral-points"
                >
                  {referral.data.points_earned}
                </dd>
              </div>
            </dl>
            <InviteLink overview={referral.data} />
          </>
        ) : referral.isError ? (
          <p className="text-sm text-red-700">{t('loadFailed')}</p>
        ) : (
          <Spinner />
        )}
        <RewardsList />
      </div>
    </Dialog>
  );
}
