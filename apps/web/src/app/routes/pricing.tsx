import { PointsExplainer } from '#features/pricing/components/points-explainer.tsx';
import { PricingHeader } from '#features/pricing/components/pricing-header.tsx';
import { PricingPlans } from '#features/pricing/components/pricing-plans.tsx';
import i18n from '#lib/i18n.ts';

export const loader = async () => {
  await i18n.loadNamespaces('pricing');
  return null;
};

export function Component() {
  return (
    <div className="bg-[radial-gradient(ellipse_at_top,#dbeafe_0%,transparent_55%)]">
      <PricingHeader />
      <PricingPlans />
      <PointsExplainer />
    </div>
  );
}
