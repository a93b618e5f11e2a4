import {
  Bot,
  FileText,
  Gift,
  LayoutDashboard,
  LogIn,
  MessageSquareText,
  PenLine,
  Search,
  Settings,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '#config/paths.ts';
import type { AppDialog, OpenDialogOptions } from '#lib/app-dialogs.ts';

export type SidebarLink = { key: string; icon: LucideIcon; to: string; isExact?: boolean };
export type SidebarAction = { key: string; icon: LucideIcon; dialog: AppDialog };

/** Spec section 2.4, in order. */
export const SIDEBAR_LINKS: SidebarLink[] = [
  { key: 'dashboard', icon: LayoutDashboard, to: paths.dashboard.getHref(), isExact: true },
  { key: 'findJobs', icon: Search, to: paths.jobSearch.getHref() },
  { key: 'aiResume', icon: FileText, to: paths.resume.getHref() },
  { key: 'aiCoverLetter', icon: PenLine, to: paths.coverLetter.getHref() },
  { key: 'autoApply', icon: Bot, to: paths.autoApply.getHref() },
];

export const SIDEBAR_BOTTOM: SidebarAction[] = [
  { key: 'referral', icon: Gift, dialog: 'referral' },
  { key: 'feedback', icon: MessageSquareText, dialog: 'feedback' },
];

export const SIGNED_OUT_ACTION: SidebarAction = {
  key: 'loginRegister',
  icon: LogIn,
  dialog: 'auth',
};
export const SIGNED_IN_ACTION: SidebarAction = {
  key: 'settings',
  icon: Settings,
  dialog: 'settings',
};

/** From the sidebar, the account entry opens the auth dialog on its login mode. */
export const sidebarDialogOptions = (dialog: AppDialog): OpenDialogOptions | undefined =>
  dialog === 'auth' ? { mode: 'login' } : undefined;
