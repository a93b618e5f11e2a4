import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The invite link as a QR code, for WeChat (scan it, or save the picture and send it). */
export function WechatQr({ link }: { link: string }) {
  const { t } = useTranslation('referral');
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(link, { width: 176, margin: 1 }))
      .then((url) => {
        if (isCurrent) setSource(url);
      });
    return () => {
      isCurrent = false;
    };
  }, [link]);
  return (
    <figure className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 p-3">
      {source ? (
        <img src={source} width={176} height={176} alt={t('share.qrAlt')} />
      ) : (
        <div className="size-44 animate-pulse rounded bg-slate-100" aria-hidden="true" />
      )}
      <figcaption className="text-xs text-slate-600">{t('share.qrHint')}</figcaption>
    </figure>
  );
}
