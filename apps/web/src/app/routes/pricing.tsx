import { PointsExplainer } from '@/features/pricing/components/points-explainer';
import { PricingHeader } from '@/features/pricing/components/pricing-header';
import { PricingPlans } from '@/features/pricing/components/pricing-plans';
import i18n from '@/lib/i18n';

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
