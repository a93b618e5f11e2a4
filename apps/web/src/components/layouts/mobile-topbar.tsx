import { Languages, Menu, X } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Logo } from '#components/ui/logo.tsx';
import { paths } from '#config/paths.ts';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { useSidebarLinks } from '#hooks/use-sidebar-links.ts';
import { useScrollLock } from '#hooks/use-scroll-lock.ts';
import { useAppDialogs } from '#lib/app-dialogs.ts';
import { cn } from '#lib/cn.ts';
import { toggleLanguage } from '#lib/i18n.ts';
import {
  SIDEBAR_BOTTOM,
  SIGNED_IN_ACTION,
  SIGNED_OUT_ACTION,
  sidebarDialogOptions,
} from './sidebar-items';

const rowClass = 'flex h-12 w-full items-center gap-3 rounded-lg px-3 text-base font-medium';
const IDLE = 'text-slate-700 hover:bg-slate-100';

/** Below 768 px the sidebar becomes a top bar with a full-screen menu (spec section 2.4). */
export function MobileTopbar() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { openDialog } = useAppDialogs();
  const isSignedIn = useIsSignedIn();
  const links = useSidebarLinks();
  const close = useCallback(() => setOpen(false), []);
  useScrollLock(isOpen);

  const account = isSignedIn ? SIGNED_IN_ACTION : SIGNED_OUT_ACTION;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white md:hidden">
      <div className="flex h-14 items-center justify-between px-4">
        <Link to={paths.home.getHref()} aria-label={t('common:nav.home')}>
          <Logo />
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
          aria-expanded={isOpen}
          aria-controls="dashboard-mobile-menu"
          aria-label={t(isOpen ? 'common:nav.closeMenu' : 'common:nav.openMenu')}
          onClick={() => setOpen((open) => !open)}
        >
          {isOpen ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </button>
      </div>
      {isOpen ? (
        <nav
          id="dashboard-mobile-menu"
          aria-label={t('common:sidebar.label')}
          className="fixed inset-x-0 top-14 bottom-0 z-40 overflow-y-auto bg-white px-4 py-4"
        >
          <ul className="space-y-1">
            {links.map(({ key, icon: Icon, to, isExact }) => (
              <li key={key}>
                <NavLink
                  to={to}
                  end={isExact}
                  onClick={close}
                  className={({ isActive }) =>
                    cn(rowClass, isActive ? 'bg-brand-50 text-brand-700' : IDLE)
                  }
                >
                  <Icon className="size-5" aria-hidden="true" />
                  {t(`common:sidebar.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="mt-4 space-y-1 border-t border-slate-100 pt-4">
            {[...SIDEBAR_BOTTOM, account].map(({ key, icon: Icon, dialog }) => (
              <li key={key}>
                <button
                  type="button"
                  className={cn(rowClass, IDLE)}
                  onClick={() => {
                    close();
                    // The menu and this button go as the dialog opens: focus returns to the menu's.
                    openDialog(dialog, {
                      ...sidebarDialogOptions(dialog),
                      returnFocusTo: menuButton.current,
                    });
                  }}
                >
                  <Icon className="size-5" aria-hidden="true" />
                  {t(`common:sidebar.${key}`)}
                </button>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={cn(rowClass, IDLE)}
                onClick={() => void toggleLanguage()}
              >
                <Languages className="size-5" aria-hidden="true" />
                {t('common:language.toggle')}
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
