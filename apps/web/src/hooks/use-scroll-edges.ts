import { useEffect, useRef, useState } from 'react';

type Edges = { hasMoreStart: boolean; hasMoreEnd: boolean };

/**
 * Whether a horizontally scrolling element has more to show before or after what is visible:
 * the hint (a fade) that a phone's strip of tabs goes on past the screen's edge.
 */
export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<Edges>({ hasMoreStart: false, hasMoreEnd: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const max = element.scrollWidth - element.clientWidth;
      const next = {
        hasMoreStart: element.scrollLeft > 1,
        hasMoreEnd: element.scrollLeft < max - 1,
      };
      setEdges((current) =>
        current.hasMoreStart === next.hasMoreStart && current.hasMoreEnd === next.hasMoreEnd
          ? current
          : next,
      );
    };
    element.addEventListener('scroll', update, { passive: true });
    // The observer reports the element's first size once the page is laid out anyway; reading
    // the widths here would force that layout in the middle of React's commit.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (observer) observer.observe(element);
    else update();
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
  return { ref, ...edges };
}
