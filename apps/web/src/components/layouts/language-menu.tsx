import { Languages } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';
import { currentLanguage, type AppLanguage } from '#lib/i18n.ts';
import { LANGUAGE_LABELS, LanguageTrigger } from './language-trigger';

const loadDropdown = () => import('./language-dropdown');
const LanguageDropdown = lazy(loadDropdown);

/**
 * Desktop: a menu of the two languages. The menu's code (Radix, floating-ui) is fetched on the
 * first hover, focus or click, so it weighs nothing on the first page load.
 */
export function LanguageMenu() {
  const [isRequested, setRequested] = useState(false);
  if (isRequested) {
    return (
      <Suspense fallback={<LanguageTrigger aria-expanded="false" />}>
        <LanguageDropdown />
      </Suspense>
    );
  }
  return (
    <LanguageTrigger
      aria-expanded="false"
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setRequested(true)}
    />
  );
}

/** Mobile: a single toggle to the other language. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const next: AppLanguage = currentLanguage() === 'zh' ? 'en' : 'zh';
  return (
    <button
      type="button"
      onClick={() => void i18n.changeLanguage(next)}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100',
        className,
      )}
      aria-label={t('common:language.switchTo', { language: LANGUAGE_LABELS[next] })}
      lang={next === 'zh' ? 'zh-CN' : 'en'}
    >
      <Languages className="size-4" aria-hidden="true" />
      {LANGUAGE_LABELS[next]}
    </button>
  );
}
