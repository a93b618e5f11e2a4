import { Download, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#components/ui/button.tsx';
import { PageHeader } from '#components/ui/page-header.tsx';
import { PageSpinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { useInstallInfo } from '../api/get-install-info';

const DOWNLOADS = {
  chrome: '/downloads/yonder-extension-chrome.zip',
  firefox: '/downloads/yonder-extension-firefox.zip',
} as const;
const BROWSERS = [
  { id: 'chrome', download: DOWNLOADS.chrome, steps: 4 },
  { id: 'edge', download: DOWNLOADS.chrome, steps: 4 },
  { id: 'firefox', download: DOWNLOADS.firefox, steps: 3 },
] as const;

function Steps() {
  const { t } = useTranslation('extension');
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
      {BROWSERS.map((browser) => (
        <section
          key={browser.id}
          aria-labelledby={`install-${browser.id}`}
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id={`install-${browser.id}`} className="text-lg font-semibold text-slate-900">
            {t(`install.browsers.${browser.id}.name`)}
          </h2>
          <a className={`${buttonClass('primary', 'sm')} mt-3`} href={browser.download} download>
            <Download className="size-4" aria-hidden="true" />
            {t('install.download', { browser: t(`install.browsers.${browser.id}.name`) })}
          </a>
          <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm text-slate-700">
            {Array.from({ length: browser.steps }, (_, index) => (
              <li key={index}>{t(`install.browsers.${browser.id}.step${index + 1}`)}</li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** `/extension`: the store listing when the deployment has one, else the download and its steps. */
export function InstallPage() {
  const { t } = useTranslation('extension');
  const info = useInstallInfo();
  const storeUrl = info.data?.extension_store_url ?? null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader title={t('install.title')} description={t('install.description')} />
      {info.isPending ? (
        <PageSpinner />
      ) : storeUrl ? (
        <a
          className={buttonClass('primary', 'lg')}
          href={storeUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          <ExternalLink className="size-5" aria-hidden="true" />
          {t('install.store')}
          <span className="sr-only">{t('install.newTab')}</span>
        </a>
      ) : (
        <Steps />
      )}
      <p className="mt-8 text-sm text-slate-600">
        {t('install.then')}{' '}
        <Link
          className="font-medium text-brand-700 underline"
          to={paths.extensionConnect.getHref()}
        >
          {t('install.connect')}
        </Link>
      </p>
    </div>
  );
}
