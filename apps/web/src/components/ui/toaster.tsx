import { useEffect, type CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, TOAST_OFFSET_PX } from '#config/layout.ts';
import { toasterState } from '#lib/toast.ts';

/**
 * Sonner's rich colours with darker text, so every kind of toast reads at WCAG AA contrast
 * (its own greens, reds and ambers fall just short on their pale backgrounds).
 */
const READABLE_COLOURS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--error-text': 'hsl(360, 100%, 35%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--info-text': 'hsl(210, 92%, 35%)',
} as CSSProperties;

/** Toasts of spec section 8: info, success, warning, error, loading; 3 s; 8 px from the top. */
export default function Toaster() {
  useEffect(() => toasterState.markMounted(), []);
  return (
    <Sonner
      position="top-center"
      offset={TOAST_OFFSET_PX}
      mobileOffset={TOAST_OFFSET_PX}
      duration={TOAST_DURATION_MS}
      richColors
      style={READABLE_COLOURS}
      closeButton={false}
    />
  );
}
