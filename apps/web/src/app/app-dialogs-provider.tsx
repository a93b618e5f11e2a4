import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { AppDialogsContext, type AppDialog, type OpenDialogOptions } from '#lib/app-dialogs.ts';

// Each dialog is its own chunk: none of them weighs on the first page load.
const AuthDialog = lazy(() => import('#features/auth/components/auth-dialog.tsx'));
const FeedbackDialog = lazy(() => import('#features/feedback/components/feedback-dialog.tsx'));
const ReferralDialog = lazy(() => import('#features/referral/components/referral-dialog.tsx'));
const SettingsDialog = lazy(() => import('#features/settings/components/settings-dialog.tsx'));

type OpenState = { dialog: AppDialog; options: OpenDialogOptions };

export function AppDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenState | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openDialog = useCallback((dialog: AppDialog, options: OpenDialogOptions = {}) => {
    opener.current =
      options.returnFocusTo ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setOpen({ dialog, options });
  }, []);
  // A dialog that closes hands focus back to what opened it. Radix moves focus to the body once
  // the dialog is gone when the element it saw focused at mount is not the opener (a dialog that
  // loads its chunk first, a menu that closed); this runs after that, so the opener keeps it.
  useEffect(() => {
    if (open || !opener.current) return;
    const target = opener.current;
    opener.current = null;
    const timer = setTimeout(() => {
      if (target.isConnected) target.focus();
    });
    return () => clearTimeout(timer);
  }, [open]);
  const closeDialog = useCallback(() => setOpen(null), []);
  const value = useMemo(() => ({ openDialog, closeDialog }), [openDialog, closeDialog]);
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) closeDialog();
  };

  return (
    <AppDialogsContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {open?.dialog === 'auth' ? (
          <AuthDialog isOpen onOpenChange={onOpenChange} {...open.options} />
        ) : null}
        {open?.dialog === 'feedback' ? (
          <FeedbackDialog
            isOpen
            onOpenChange={onOpenChange}
            initialType={open.options.feedbackType}
          />
        ) : null}
        {open?.dialog === 'referral' ? <ReferralDialog isOpen onOpenChange={onOpenChange} /> : null}
        {open?.dialog === 'settings' ? (
          <SettingsDialog
            isOpen
            onOpenChange={onOpenChange}
            initialTab={open.options.settingsTab}
          />
        ) : null}
      </Suspense>
    </AppDialogsContext.Provider>
  );
}
