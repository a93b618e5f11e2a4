import { REFERRAL_POINTS } from '@yonder/contract/pricing';
import { Crown, Gift, Share2, Upload, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const REWARDS = [
  { key: 'register', icon: UserPlus, points: REFERRAL_POINTS.register },
  { key: 'uploadResume', icon: Upload, points: REFERRAL_POINTS.uploadResume },
  { key: 'paidSubscription', icon: Crown, points: REFERRAL_POINTS.paidSubscription },
  { key: 'socialShare', icon: Share2, points: REFERRAL_POINTS.socialShare },
] as const;

/** The rewards of spec 9, each earned once per invited account (sharing: once per account). */
export function RewardsList() {
  const { t } = useTranslation('referral');
  return (
    <ul className="space-y-3">
      {REWARDS.map(({ key, icon: Icon, points }) => (
        <li key={key} className="flex items-center gap-3 rounded-xl border border-slate-200 p-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-amber-50 text-amber-600">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span className="flex-1">
            <span className="block text-sm font-medium text-slate-900">
              {t(`rewards.${key}.title`)}
            </span>
            <span className="block text-xs text-slate-600">{t(`rewards.${key}.description`)}</span>
          </span>
          <span className="flex items-center gap-1 text-sm font-semibold text-amber-700">
            <Gift className="size-4" aria-hidden="true" />
            {t('points', { count: points })}
          </span>
        </li>
      ))}
    </ul>
  );
}
