import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MockWindow } from '../mock-window';

export function CoverPreview() {
  const { t } = useTranslation('landing');
  const paragraphs = t('features.preview.cover.body', { returnObjects: true }) as string[];
  return (
    <MockWindow title={t('features.preview.cover.title')}>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-slate-900">
          {t('features.preview.cover.subject')}
        </p>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700">
          <PenLine className="size-3.5" aria-hidden="true" />
          {t('features.preview.cover.tone')}
        </span>
      </div>
      <div className="mt-4 space-y-3 rounded-xl border border-slate-100 bg-[linear-gradient(to_bottom,#fff,#f8fafc)] p-5 text-sm leading-relaxed text-slate-700">
        <p>{t('features.preview.cover.greeting')}</p>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="whitespace-pre-line">
          {t('features.preview.cover.signature')}
          <span
            aria-hidden="true"
            className="ml-0.5 inline-block h-4 w-0.5 translate-y-0.5 animate-pulse bg-brand-600"
          />
        </p>
      </div>
    </MockWindow>
  );
}
