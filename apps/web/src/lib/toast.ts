import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner['success']>[0];

const listeners = new Set<() => void>();
let isRequested = false;
let sonner: Promise<Sonner> | null = null;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/**
 * The toaster (sonner) is fetched with the first toast, not with the first page: the page never
 * pays for it until something is said. Calls made meanwhile are shown once it has mounted.
 */
function withSonner(call: (toast: Sonner) => void) {
  if (!isRequested) {
    isRequested = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner').then((module) => module.toast);
  void Promise.all([sonner, mounted]).then(([toast]) => call(toast));
}

const kind =
  (name: 'success' | 'error' | 'info' | 'warning' | 'loading' | 'message') =>
  (message: Message, options?: ExternalToast) =>
    withSonner((toast) => toast[name](message, options));

export const toast = {
  success: kind('success'),
  error: kind('error'),
  info: kind('info'),
  warning: kind('warning'),
  loading: kind('loading'),
  message: kind('message'),
  dismiss: (id?: string | number) => withSonner((toast) => toast.dismiss(id)),
};

/** For the toaster host: whether a toast has been asked for, and when the toaster is ready. */
export const toasterState = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isRequested: () => isRequested,
  markMounted: () => markMounted(),
};
