import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { useScrollLock } from '#hooks/use-scroll-lock.ts';

type Props = {
  isOpen: boolean;
  title: string;
  description?: string;
  isDirty: boolean;
  isSaving: boolean;
  /** A message about the whole save (not one field). */
  failure?: string | null;
  onSave: () => void;
  /** Closes without saving: the edits are dropped. */
  onDiscard: () => void;
  children: ReactNode;
};

/**
 * A side drawer editing one section: focus trapped, page scroll locked, Escape, the close button,
 * Cancel and a click outside all close it, after a warning when there are unsaved changes.
 * Full width on a phone.
 */
export function EditDrawer({
  isOpen,
  title,
  description,
  isDirty,
  isSaving,
  failure,
  onSave,
  onDiscard,
  children,
}: Props) {
  const { t } = useTranslation('profile');
  const [isConfirming, setIsConfirming] = useState(false);
  useScrollLock(isOpen);
  const requestClose = () => (isDirty ? setIsConfirming(true) : onDiscard());

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={(open) => !open && requestClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-2xl sm:max-w-xl"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
                {title}
              </DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
            <button
              type="button"
              onClick={requestClose}
              className="-mr-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label={t('drawer.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <form
            className="flex min-h-0 flex-1 flex-col"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onSave();
            }}
          >
            <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-5">{children}</div>
            <div className="border-t border-slate-200 px-5 py-3">
              {failure ? (
                <p
                  role="alert"
                  className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
                >
                  {failure}
                </p>
              ) : null}
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={requestClose}>
                  {t('drawer.cancel')}
                </Button>
                <Button type="submit" disabled={isSaving}>
                  {isSaving ? t('drawer.saving') : t('drawer.save')}
                </Button>
              </div>
            </div>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('drawer.unsavedTitle')}
        description={t('drawer.unsavedDescription')}
        confirmLabel={t('drawer.discard')}
        cancelLabel={t('drawer.keepEditing')}
        onConfirm={() => {
          setIsConfirming(false);
          onDiscard();
        }}
      />
    </DialogPrimitive.Root>
  );
}
