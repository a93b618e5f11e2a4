import { useCallback, useSyncExternalStore } from 'react';

export const SIDEBAR_STORAGE_KEY = 'sidebar-collapsed';
const CHANGE_EVENT = 'sidebar-collapsed-change';

const read = () => window.localStorage.getItem(SIDEBAR_STORAGE_KEY) === 'true';

function subscribe(onChange: () => void) {
  // `storage` reaches other tabs; the custom event reaches this one.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SIDEBAR_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The desktop sidebar's collapsed state, kept in local storage and followed by every open tab. */
export function useSidebarCollapsed() {
  const isCollapsed = useSyncExternalStore(subscribe, read, () => false);
  const setCollapsed = useCallback((value: boolean) => {
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, String(value));
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return { isCollapsed, setCollapsed, toggle: () => setCollapsed(!isCollapsed) };
}
