import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Resources = Record<string, Record<string, Record<string, unknown>>>;

// Every locale file, read directly: the tests see exactly the texts users see.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', {
  eager: true,
});

const resources: Resources = {};
for (const [file, module] of Object.entries(files)) {
  const [, language, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (!language || !namespace) continue;
  resources[language] ??= {};
  resources[language][namespace] = module.default;
}

/** A synchronous i18next instance holding every namespace of both languages. */
export function createTestI18n(language: 'zh' | 'en' = 'zh'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'zh',
    supportedLngs: ['zh', 'en'],
    resources,
    ns: Object.keys(resources.zh ?? {}),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
