import type { FeedbackType } from '@yonder/contract/feedback';
import { createContext, useContext } from 'react';

export type AuthMode = 'login' | 'register' | 'forgot';
export type AppDialog = 'auth' | 'feedback' | 'referral' | 'settings';
export type SettingsTab = 'security' | 'subscription' | 'privacy';
export type OpenDialogOptions = {
  mode?: AuthMode;
  redirectTo?: string;
  onSuccess?: () => void;
  /** The feedback dialog's type, filled in (contact support: `subscription`). */
  feedbackType?: FeedbackType;
  /** The settings dialog's first tab (security unless told). */
  settingsTab?: SettingsTab;
  /**
   * Where focus goes back when the dialog closes: the element focused when it opened unless told
   * (a menu that closes as it opens the dialog names its own button).
   */
  returnFocusTo?: HTMLElement | null;
};

export type AppDialogs = {
  openDialog: (dialog: AppDialog, options?: OpenDialogOptions) => void;
  closeDialog: () => void;
};

/**
 * The app-wide dialogs (auth, feedback, referral, settings) are opened from shared layout pieces
 * and rendered by the app layer, so shared code never imports a feature.
 */
export const AppDialogsContext = createContext<AppDialogs | null>(null);

export function useAppDialogs(): AppDialogs {
  const context = useContext(AppDialogsContext);
  if (!context) throw new Error('useAppDialogs must be used inside AppDialogsContext');
  return context;
}
