import { Languages } from 'lucide-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, type AppLanguage } from '#lib/i18n.ts';

export const LANGUAGE_LABELS: Record<AppLanguage, string> = { zh: '中文', en: 'English' };

export const LanguageTrigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function LanguageTrigger(props, ref) {
    const { t } = useTranslation();
    return (
      <button
        ref={ref}
        type="button"
        aria-haspopup="menu"
        {...props}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        <Languages className="size-4" aria-hidden="true" />
        <span className="sr-only">{t('common:language.label')}: </span>
        {LANGUAGE_LABELS[currentLanguage()]}
      </button>
    );
  },
);
