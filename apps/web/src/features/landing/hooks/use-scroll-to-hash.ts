import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the section named by the URL's hash (`/#resume`, `/#match`) once the sections exist,
 * and again on every navigation to a hash, including a second click on the same link.
 */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    target.scrollIntoView({ behavior: isReduced ? 'auto' : 'smooth', block: 'start' });
  }, [hash, key]);
}
