import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';

type Props = { onSendAnother: () => void; onClose?: () => void };

export function FeedbackSuccess({ onSendAnother, onClose }: Props) {
  const { t } = useTranslation('feedback');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves to the message so a screen reader announces it and the keyboard is not lost.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/50">
        <CheckCircle2 className="size-7" aria-hidden="true" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-xl font-semibold text-slate-900 outline-none"
      >
        {t('success.title')}
      </h2>
      <p className="mt-2 max-w-sm text-sm text-slate-600">{t('success.description')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={onSendAnother}>
          {t('success.again')}
        </Button>
        {onClose ? <Button onClick={onClose}>{t('success.close')}</Button> : null}
      </div>
    </div>
  );
}
