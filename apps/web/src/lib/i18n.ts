import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['zh', 'en'] as const;
export type AppLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

const HTML_LANG: Record<AppLanguage, string> = { zh: 'zh-CN', en: 'en' };

export const currentLanguage = (): AppLanguage =>
  (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'zh';

/** Switches to the other of the two languages. */
export const toggleLanguage = () => i18n.changeLanguage(currentLanguage() === 'zh' ? 'en' : 'zh');

function syncDocument() {
  if (typeof document === 'undefined') return;
  const language = currentLanguage();
  document.documentElement.lang = HTML_LANG[language];
}

/**
 * Resources are split per language and namespace and loaded lazily (a chunk each), retried
 * 5 times from 350 ms doubling, at most 10 reads in parallel (spec section 9).
 */
export const i18nReady = i18n
  .use(LanguageDetector)
  .use(
    resourcesToBackend(
      (language: string, namespace: string) => import(`../locales/${language}/${namespace}.json`),
    ),
  )
  .use(initReactI18next)
  .init({
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // Both languages have every key (a test checks): English never downloads the Chinese texts.
    fallbackLng: { en: [], default: ['zh'] },
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    ns: ['common'],
    defaultNS: 'common',
    maxRetries: 5,
    retryTimeout: 350,
    maxParallelReads: 10,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    detection: {
      order: ['localStorage', 'cookie', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      // The cookie tells the server which prerendered landing page to send (plugins/web-app.ts).
      caches: ['localStorage', 'cookie'],
      lookupCookie: LANGUAGE_STORAGE_KEY,
      cookieOptions: { path: '/', sameSite: 'lax' },
      convertDetectedLanguage: (language: string) =>
        language.toLowerCase().startsWith('en') ? 'en' : 'zh',
    },
  })
  .then(syncDocument);

i18n.on('languageChanged', syncDocument);
i18n.on('loaded', syncDocument);

export default i18n;
