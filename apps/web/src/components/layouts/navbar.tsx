import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { Logo } from '#components/ui/logo.tsx';
import { paths } from '#config/paths.ts';
import { useOutsideClick } from '#hooks/use-outside-click.ts';
import { useScrollLock } from '#hooks/use-scroll-lock.ts';
import { useAppDialogs } from '#lib/app-dialogs.ts';
import { LanguageMenu, LanguageToggle } from './language-menu';

const NAV_LINKS = [
  { key: 'findJobs', to: paths.jobSearch.getHref() },
  { key: 'aiResume', to: '/#resume' },
  { key: 'aiMatch', to: '/#match' },
] as const;

/**
 * Sticky top bar of the public pages (spec section 2.3). `account` replaces the sign-in button when
 * signed in; `mobileAccount`, when given, replaces it in the mobile menu.
 */
export function Navbar({
  account,
  mobileAccount,
}: {
  account?: ReactNode;
  mobileAccount?: ReactNode;
}) {
  const { t } = useTranslation();
  const { openDialog } = useAppDialogs();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useScrollLock(isMenuOpen);
  useOutsideClick([menuRef, toggleRef], closeMenu, isMenuOpen);
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeMenu();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isMenuOpen, closeMenu]);

  const signIn = account ?? (
    <Button size="sm" onClick={() => openDialog('auth', { mode: 'login' })}>
      {t('common:nav.signIn')}
    </Button>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <nav
        aria-label={t('common:nav.label')}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link to={paths.home.getHref()} className="rounded-lg" aria-label={t('common:nav.home')}>
          <Logo />
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.key}>
              <Link
                to={link.to}
                className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              >
                {t(`common:nav.${link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-2 md:flex">
          <LanguageMenu />
          {signIn}
        </div>
        <div className="flex items-center gap-1 md:hidden">
          <LanguageToggle />
          <button
            ref={toggleRef}
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={t(isMenuOpen ? 'common:nav.closeMenu' : 'common:nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </nav>
      {isMenuOpen ? (
        <div
          ref={menuRef}
          id="mobile-menu"
          className="absolute inset-x-0 top-16 h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 py-4 md:hidden"
        >
          <ul className="flex flex-col gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.key}>
                <Link
                  to={link.to}
                  onClick={closeMenu}
                  className="block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
                >
                  {t(`common:nav.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-4 border-t border-slate-100 pt-4">{mobileAccount ?? signIn}</div>
        </div>
      ) : null}
    </header>
  );
}
