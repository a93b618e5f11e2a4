import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '#components/ui/logo.tsx';
import { paths } from '#config/paths.ts';

const SOCIAL_LINKS = [
  { key: 'github', href: 'https://github.com/' },
  { key: 'linkedin', href: 'https://www.linkedin.com/' },
  { key: 'x', href: 'https://x.com/' },
  { key: 'weibo', href: 'https://weibo.com/' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid grid-cols-1 max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-slate-600">{t('common:footer.tagline')}</p>
        </div>
        <nav aria-label={t('common:footer.productLabel')}>
          <h2 className="text-sm font-semibold text-slate-900">{t('common:footer.product')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="text-slate-600 hover:text-brand-700" to={paths.jobSearch.getHref()}>
                {t('common:nav.findJobs')}
              </Link>
            </li>
            <li>
              <Link className="text-slate-600 hover:text-brand-700" to={paths.pricing.getHref()}>
                {t('common:footer.pricing')}
              </Link>
            </li>
            <li>
              <Link className="text-slate-600 hover:text-brand-700" to={paths.feedback.getHref()}>
                {t('common:footer.feedback')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('common:footer.companyLabel')}>
          <h2 className="text-sm font-semibold text-slate-900">{t('common:footer.company')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="text-slate-600 hover:text-brand-700" to={paths.privacy.getHref()}>
                {t('common:footer.privacy')}
              </Link>
            </li>
            <li>
              <span className="text-slate-500">{t('common:footer.articles')}</span>
            </li>
            <li>
              <span className="text-slate-500">{t('common:footer.terms')}</span>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-5 text-sm text-slate-500 sm:flex-row sm:px-6">
          <p>{t('common:footer.copyright', { year })}</p>
          <ul className="flex gap-4">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.key}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-brand-700"
                >
                  {t(`common:footer.social.${link.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
