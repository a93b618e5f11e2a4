import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClass } from './button';
import { cn } from '#lib/cn.ts';

export type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  isPending?: boolean;
  /** A destructive action is red and Cancel gets the first focus. */
  isDestructive?: boolean;
};

/**
 * A question that needs an answer before anything happens (delete, discard): focus is trapped,
 * Escape and Cancel close it, an outside click does not.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  isPending,
  isDestructive = true,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary')}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <button
              type="button"
              disabled={isPending}
              onClick={onConfirm}
              className={cn(buttonClass('primary'), isDestructive && 'bg-red-600 hover:bg-red-700')}
            >
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
