import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '#config/layout.ts';

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Appears once the page has scrolled more than 300 px (spec section 2.2). */
export function ScrollToTopButton() {
  const { t } = useTranslation('landing');
  const [isVisible, setVisible] = useState(
    () => typeof window !== 'undefined' && window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX,
  );

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  if (!isVisible) return null;
  return (
    <button
      type="button"
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      }
      aria-label={t('scrollToTop')}
      title={t('scrollToTop')}
      className="fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-white text-slate-800 shadow-lg ring-1 ring-slate-200 transition hover:bg-brand-50 hover:text-brand-700 sm:right-6 sm:bottom-6"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
