import { DropdownMenu } from 'radix-ui';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';
import { currentLanguage, SUPPORTED_LANGUAGES } from '#lib/i18n.ts';
import { LANGUAGE_LABELS, LanguageTrigger } from './language-trigger';

/** The desktop language menu (Radix), loaded the first time someone opens it. */
export default function LanguageDropdown() {
  const { i18n } = useTranslation();
  const language = currentLanguage();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>
        <LanguageTrigger />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-36 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
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
              {LANGUAGE_LABELS[code]}
              {code === language ? <Check className="size-4" aria-hidden="true" /> : null}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
