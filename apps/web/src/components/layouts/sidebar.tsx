import { Languages, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LogoMark } from '#components/ui/logo.tsx';
import { SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PX } from '#config/layout.ts';
import { paths } from '#config/paths.ts';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { useSidebarLinks } from '#hooks/use-sidebar-links.ts';
import { useSidebarCollapsed } from '#hooks/use-sidebar-collapsed.ts';
import { useAppDialogs } from '#lib/app-dialogs.ts';
import { cn } from '#lib/cn.ts';
import { toggleLanguage } from '#lib/i18n.ts';
import {
  SIDEBAR_BOTTOM,
  SIGNED_IN_ACTION,
  SIGNED_OUT_ACTION,
  sidebarDialogOptions,
} from './sidebar-items';

const itemClass = (isCollapsed: boolean) =>
  cn(
    'flex h-10 w-full items-center gap-3 rounded-lg text-sm font-medium transition-colors',
    isCollapsed ? 'justify-center px-0' : 'px-3',
  );
const IDLE = 'text-slate-600 hover:bg-slate-100 hover:text-slate-900';
const ACTIVE = 'bg-brand-50 text-brand-700';

/** Desktop sidebar of the signed-in area: 64 px collapsed, 220 px expanded (spec section 2.4). */
export function Sidebar() {
  const { t } = useTranslation();
  const { isCollapsed, toggle } = useSidebarCollapsed();
  const { openDialog } = useAppDialogs();
  const isSignedIn = useIsSignedIn();
  const links = useSidebarLinks();
  const account = isSignedIn ? SIGNED_IN_ACTION : SIGNED_OUT_ACTION;
  const label = (key: string) => t(`common:sidebar.${key}`);

  return (
    <aside
      data-testid="sidebar"
      data-collapsed={isCollapsed}
      style={{ width: isCollapsed ? SIDEBAR_COLLAPSED_PX : SIDEBAR_EXPANDED_PX }}
      className="sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-slate-200 bg-white py-4 transition-[width] duration-200 md:flex"
    >
      <div
        className={cn(
          'mb-6 flex items-center',
          isCollapsed ? 'flex-col gap-3 px-2' : 'justify-between px-4',
        )}
      >
        <Link
          to={paths.home.getHref()}
          className="flex items-center gap-2 rounded-lg"
          aria-label={t('common:nav.home')}
        >
          <LogoMark />
          {isCollapsed ? null : (
            <span className="text-lg font-bold text-slate-900">{t('common:app.name')}</span>
          )}
        </Link>
        <button
          type="button"
          onClick={toggle}
          aria-label={t(isCollapsed ? 'common:sidebar.expand' : 'common:sidebar.collapse')}
          aria-expanded={!isCollapsed}
          className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          {isCollapsed ? (
            <PanelLeftOpen className="size-5" aria-hidden="true" />
          ) : (
            <PanelLeftClose className="size-5" aria-hidden="true" />
          )}
        </button>
      </div>
      <nav aria-label={t('common:sidebar.label')} className="flex-1 px-2">
        <ul className="space-y-1">
          {links.map(({ key, icon: Icon, to, isExact }) => (
            <li key={key}>
              <NavLink
                to={to}
                end={isExact}
                title={isCollapsed ? label(key) : undefined}
                aria-label={isCollapsed ? label(key) : undefined}
                className={({ isActive }) => cn(itemClass(isCollapsed), isActive ? ACTIVE : IDLE)}
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                {isCollapsed ? null : label(key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="space-y-1 border-t border-slate-100 px-2 pt-3">
        {[...SIDEBAR_BOTTOM, account].map(({ key, icon: Icon, dialog }) => (
          <li key={key}>
            <button
              type="button"
              className={cn(itemClass(isCollapsed), IDLE)}
              title={isCollapsed ? label(key) : undefined}
              aria-label={isCollapsed ? label(key) : undefined}
              onClick={() => openDialog(dialog, sidebarDialogOptions(dialog))}
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              {isCollapsed ? null : label(key)}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={cn(itemClass(isCollapsed), IDLE)}
            title={isCollapsed ? t('common:language.toggle') : undefined}
            aria-label={isCollapsed ? t('common:language.toggle') : undefined}
            onClick={() => void toggleLanguage()}
          >
            <Languages className="size-5 shrink-0" aria-hidden="true" />
            {isCollapsed ? null : t('common:language.toggle')}
          </button>
        </li>
      </ul>
    </aside>
  );
}
