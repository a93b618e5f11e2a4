import { Popover } from 'radix-ui';
import { Puzzle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { EXTERNAL_LINKS } from '@/config/paths';

/**
 * The install button. Until the extension is published (`EXTERNAL_LINKS.extensionInstall` is
 * null) it says how the extension will work and that it is coming.
 */
export function InstallExtension() {
  const { t } = useTranslation('profile');
  const target: string | null = EXTERNAL_LINKS.extensionInstall;
  return (
    <Popover.Root>
      <Popover.Trigger className={buttonClass('primary')}>
        <Puzzle className="size-4" aria-hidden="true" />
        {t('extension.install')}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={16}
          aria-label={t('extension.title')}
          className="z-40 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xl"
        >
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold text-slate-900">{t('extension.title')}</p>
            <Popover.Close
              className="-mt-1 -mr-1 rounded-md p-1 text-slate-500 hover:bg-slate-100"
              aria-label={t('drawer.close')}
            >
              <X className="size-4" aria-hidden="true" />
            </Popover.Close>
          </div>
          <p className="mt-2 text-slate-700">{t('extension.how')}</p>
          {target ? (
            <a className={`${buttonClass('primary', 'sm')} mt-3`} href={target}>
              {t('extension.open')}
            </a>
          ) : (
            <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
              {t('extension.comingSoon')}
            </p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
