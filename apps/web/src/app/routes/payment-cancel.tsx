import { CheckoutCancel } from '#features/pricing/components/checkout-cancel.tsx';
import i18n from '#lib/i18n.ts';

export const loader = async () => {
  await i18n.loadNamespaces('pricing');
  return null;
};

export function Component() {
  return <CheckoutCancel />;
}
