import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterState } from '#lib/toast.ts';

const Toaster = lazy(() => import('./toaster'));

/** Mounts the toaster when the first toast is asked for (see lib/toast.ts). */
export function ToasterHost() {
  const isRequested = useSyncExternalStore(
    toasterState.subscribe,
    toasterState.isRequested,
    () => false,
  );
  return isRequested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
