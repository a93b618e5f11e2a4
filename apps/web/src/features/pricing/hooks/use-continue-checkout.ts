import { planPeriodSchema, type PlanPeriod } from '@yonder/contract/pricing';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * After a guest signed up from a plan (`/pricing?checkout=month`, by e-mail or Google), picks that
 * period and goes on to Checkout once, as soon as the session and the server's config are known.
 */
export function useContinueCheckout(options: {
  isSignedIn: boolean;
  isReady: boolean;
  onPeriod: (period: PlanPeriod) => void;
  startCheckout: (period: PlanPeriod) => void;
}) {
  const { isSignedIn, isReady, onPeriod, startCheckout } = options;
  const [params, setParams] = useSearchParams();
  const hasStarted = useRef(false);
  const wanted = planPeriodSchema.safeParse(params.get('checkout'));

  useEffect(() => {
    if (!wanted.success || !isSignedIn || !isReady || hasStarted.current) return;
    hasStarted.current = true;
    onPeriod(wanted.data);
    setParams({}, { replace: true });
    startCheckout(wanted.data);
  }, [wanted.success, wanted.data, isSignedIn, isReady, onPeriod, setParams, startCheckout]);
}
