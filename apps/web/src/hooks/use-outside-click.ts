import { useEffect, type RefObject } from 'react';

/** Calls `onOutside` on a mouse or touch press outside every given element, while `isActive`. */
export function useOutsideClick(
  refs: RefObject<HTMLElement | null>[],
  onOutside: () => void,
  isActive: boolean,
) {
  useEffect(() => {
    if (!isActive) return;
    const handle = (event: PointerEvent | TouchEvent) => {
      const target = event.target as Node;
      if (refs.every((ref) => !ref.current?.contains(target))) onOutside();
    };
    document.addEventListener('pointerdown', handle);
    document.addEventListener('touchstart', handle);
    return () => {
      document.removeEventListener('pointerdown', handle);
      document.removeEventListener('touchstart', handle);
    };
  }, [refs, onOutside, isActive]);
}
