import { useTranslation } from 'react-i18next';
import type { FormatLanguage } from '#lib/format-posted-ago.ts';

/** The interface language, for numbers and for the server's reasons. */
export function useLanguage(): FormatLanguage {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'zh';
}
