import { useTranslation } from 'react-i18next';

/** The first stop of the keyboard on every page: past the navigation, to the page's `<main>`. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow-lg ring-2 ring-brand-600 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
    >
      {t('skipToContent')}
    </a>
  );
}
