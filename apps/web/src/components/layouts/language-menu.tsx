import { DropdownMenu } from 'radix-ui';
import { Check, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, SUPPORTED_LANGUAGES, type AppLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';

const LABELS: Record<AppLanguage, string> = { zh: '中文', en: 'English' };

/** Desktop: a menu of the two languages. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
        aria-label={t('common:language.label')}
      >
        <Languages className="size-4" aria-hidden="true" />
        {LABELS[language]}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-36 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
          {SUPPORTED_LANGUAGES.map((code) => (
            <DropdownMenu.Item
              key={code}
              lang={code === 'zh' ? 'zh-CN' : 'en'}
              onSelect={() => void i18n.changeLanguage(code)}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100',
                code === language && 'font-semibold text-brand-700',
              )}
            >
              {LABELS[code]}
              {code === language ? <Check className="size-4" aria-hidden="true" /> : null}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
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
      className={cn('inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100', className)}
      aria-label={t('common:language.switchTo', { language: LABELS[next] })}
      lang={next === 'zh' ? 'zh-CN' : 'en'}
    >
      <Languages className="size-4" aria-hidden="true" />
      {LABELS[next]}
    </button>
  );
}
