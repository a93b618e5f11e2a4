import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '#config/layout.ts';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsMobile = () => useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
