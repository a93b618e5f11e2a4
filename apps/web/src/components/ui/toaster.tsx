import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, TOAST_OFFSET_PX } from '@/config/layout';
import { toasterState } from '@/lib/toast';

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
      closeButton={false}
    />
  );
}
