import type { ReferralOverview, ShareChannel } from '@yonder/contract/referrals';
import { Copy, QrCode, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '#components/ui/button.tsx';
import { toast } from '#lib/toast.ts';
import { useRecordShare } from '../api/record-share';
import { WechatQr } from './wechat-qr';

const shareLinks = (link: string, text: string) => ({
  weibo: `https://service.weibo.com/share/share.php?url=${encodeURIComponent(link)}&title=${encodeURIComponent(text)}`,
  x: `https://x.com/intent/post?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
  linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`,
});

/** The invite link with copy, the Web Share API, Weibo / X / LinkedIn, and a QR code for WeChat. */
export function InviteLink({ overview }: { overview: ReferralOverview }) {
  const { t } = useTranslation('referral');
  const id = useId();
  const share = useRecordShare();
  const [isQrOpen, setQrOpen] = useState(false);
  const text = t('share.text');
  const links = shareLinks(overview.link, text);
  const record = (channel: ShareChannel) => share.mutate(channel);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(overview.link);
      toast.success(t('share.copied'));
      record('copy');
    } catch {
      toast.error(t('share.copyFailed'));
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title: t('share.title'), text, url: overview.link });
      record('native');
    } catch {
      // Cancelled by the person: nothing was shared.
    }
  };

  return (
    <div className="space-y-3">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {t('share.linkLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={overview.link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm text-slate-800"
          data-testid="invite-link"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          {t('share.copy')}
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        {typeof navigator.share === 'function' ? (
          <Button size="sm" onClick={() => void shareNatively()}>
            <Share2 className="size-4" aria-hidden="true" />
            {t('share.native')}
          </Button>
        ) : null}
        {(['weibo', 'x', 'linkedin'] as const).map((channel) => (
          <a
            key={channel}
            href={links[channel]}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => record(channel)}
            className={buttonClass('secondary', 'sm')}
          >
            {t(`share.channels.${channel}`)}
          </a>
        ))}
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={isQrOpen}
          onClick={() => {
            if (!isQrOpen) record('wechat');
            setQrOpen(!isQrOpen);
          }}
        >
          <QrCode className="size-4" aria-hidden="true" />
          {t('share.channels.wechat')}
        </Button>
      </div>
      {isQrOpen ? <WechatQr link={overview.link} /> : null}
      <p className="text-xs text-slate-600">
        {overview.is_share_rewarded ? t('share.rewardedAlready') : t('share.firstShare')}
      </p>
    </div>
  );
}
