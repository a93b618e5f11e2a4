import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#components/ui/spinner.tsx';
import { useScrollLock } from '#hooks/use-scroll-lock.ts';
import { applicationQueryOptions } from '../api/applications';
import { DrawerBody } from './drawer-body';

type Props = { id: string | null; onClose: () => void };

/**
 * The whole application in a side drawer (the profile's drawer pattern): focus trapped, Escape,
 * the close button and a click outside close it; full width on a phone.
 */
export function ApplicationDrawer({ id, onClose }: Props) {
  const { t } = useTranslation('tracker');
  const detail = useQuery({ ...applicationQueryOptions(id ?? ''), enabled: id !== null });
  useScrollLock(id !== null);
  const application = detail.data;
  return (
    <DialogPrimitive.Root open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-2xl sm:max-w-xl"
          aria-describedby={undefined}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div className="min-w-0">
              <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
                {application?.title ?? t('drawer.details')}
              </DialogPrimitive.Title>
              {application ? (
                <p className="mt-0.5 text-sm text-slate-600">{application.company}</p>
              ) : null}
            </div>
            <DialogPrimitive.Close
              className="-mr-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label={t('drawer.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          {application && application.id === id ? (
            <DrawerBody
              key={`${application.id}:${application.version}`}
              application={application}
              onReload={() => void detail.refetch()}
              onClose={onClose}
            />
          ) : detail.isError ? (
            <p role="alert" className="m-5 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {t('drawer.loadFailed')}
            </p>
          ) : (
            <div className="flex flex-1 items-center justify-center">
              <Spinner label={t('loading')} />
            </div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
