import type { PlanPeriod } from '@yonder/contract/pricing';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '#config/paths.ts';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { ApiError } from '#lib/api-client.ts';
import { useAppDialogs } from '#lib/app-dialogs.ts';
import { toast } from '#lib/toast.ts';
import { useCreateCheckout } from '../api/create-checkout';
import { usePaymentsConfig } from '../api/get-payments-config';

/**
 * Choosing a plan. A guest registers first (spec 2.13) and comes back to `/pricing?checkout=…`,
 * which continues to Checkout. A signed-in user goes to Stripe Checkout for the period; on a
 * server without payment keys they are told so and nothing else happens.
 */
export function useChoosePlan() {
  const { t } = useTranslation('pricing');
  const isSignedIn = useIsSignedIn();
  const { openDialog } = useAppDialogs();
  const config = usePaymentsConfig();
  const checkout = useCreateCheckout();
  const isConfigured = config.data?.is_configured;

  const chooseFree = useCallback(() => {
    if (!isSignedIn) openDialog('auth', { mode: 'register' });
  }, [isSignedIn, openDialog]);

  const startCheckout = useCallback(
    (period: PlanPeriod) => {
      if (isConfigured === false) {
        toast.info(t('checkoutNotConfigured'));
        return;
      }
      checkout.mutate(period, {
        // Stripe's hosted page: a full navigation, never a frame.
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) =>
          toast.error(error instanceof ApiError ? error.message : t('checkoutFailed')),
      });
    },
    [checkout, isConfigured, t],
  );

  const choosePaid = useCallback(
    (period: PlanPeriod) => {
      if (!isSignedIn) {
        openDialog('auth', {
          mode: 'register',
          redirectTo: paths.pricing.getHref({ checkout: period }),
        });
        return;
      }
      startCheckout(period);
    },
    [isSignedIn, openDialog, startCheckout],
  );

  return {
    chooseFree,
    choosePaid,
    startCheckout,
    isSignedIn,
    isConfigured,
    isConfigLoaded: config.isSuccess,
    isRedirecting: checkout.isPending || checkout.isSuccess,
  };
}
