import { useTranslation } from 'react-i18next';
import { PRIVACY_SECTIONS, sectionId } from '../utils/privacy-sections';

export function PrivacyToc() {
  const { t } = useTranslation('privacy');
  return (
    <nav
      aria-labelledby="privacy-toc-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 lg:sticky lg:top-24"
    >
      <h2 id="privacy-toc-title" className="text-sm font-semibold text-slate-900">
        {t('tocLabel')}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {PRIVACY_SECTIONS.map((key, index) => (
          <li key={key}>
            <a
              href={`#${sectionId(key)}`}
              className="flex gap-2 rounded-md px-2 py-1.5 text-slate-600 hover:bg-slate-50 hover:text-brand-700"
            >
              <span className="text-slate-500 tabular-nums">
                {String(index + 1).padStart(2, '0')}
              </span>
              {t(`sections.${key}.title`)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
