import { useEffect, useRef, useState } from 'react';

const INTENT_EVENTS = ['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Whether content below the fold is wanted yet: at once when `isImmediate` (a `/#section` link),
 * otherwise when the reader comes within 1200 px of it or first scrolls, taps or types. A visit
 * that only looks at the hero never downloads or renders the rest.
 */
export function useLoadOnApproach<T extends Element>(isImmediate: boolean) {
  const ref = useRef<T>(null);
  const [isWanted, setWanted] = useState(isImmediate);

  useEffect(() => {
    if (isWanted) return;
    const want = () => setWanted(true);
    for (const name of INTENT_EVENTS)
      window.addEventListener(name, want, { once: true, passive: true });
    const observer =
      typeof IntersectionObserver === 'function' && ref.current
        ? new IntersectionObserver(
            (entries) => entries.some((entry) => entry.isIntersecting) && want(),
            {
              rootMargin: '1200px 0px',
            },
          )
        : null;
    if (ref.current) observer?.observe(ref.current);
    return () => {
      for (const name of INTENT_EVENTS) window.removeEventListener(name, want);
      observer?.disconnect();
    };
  }, [isWanted]);

  return { ref, isWanted: isWanted || isImmediate };
}
