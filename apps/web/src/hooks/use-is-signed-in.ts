import { useSyncExternalStore } from 'react';
import {
  AUTH_TOKEN_KEY,
  getAuthToken,
  SESSION_CHANGE_EVENT,
  UNAUTHORIZED_EVENT,
} from '#lib/auth-storage.ts';

export { SESSION_CHANGE_EVENT };

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_TOKEN_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(UNAUTHORIZED_EVENT, onChange);
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(UNAUTHORIZED_EVENT, onChange);
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
  };
}

/** Whether this browser holds a session token; every open tab follows a change. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getAuthToken() !== null,
    () => false,
  );
}
