import { DEFAULT_PLAN_PERIOD, type PlanPeriod } from '@yonder/contract/pricing';
import { useState } from 'react';
import { useChoosePlan } from '../hooks/use-choose-plan';
import { useContinueCheckout } from '../hooks/use-continue-checkout';
import { FreePlanCard } from './free-plan-card';
import { UnlimitedPlanCard } from './unlimited-plan-card';

/** Free versus unlimited; the month period is chosen until the visitor picks another (spec section 4). */
export function PricingPlans() {
  const [period, setPeriod] = useState<PlanPeriod>(DEFAULT_PLAN_PERIOD);
  const plan = useChoosePlan();
  useContinueCheckout({
    isSignedIn: plan.isSignedIn,
    isReady: plan.isConfigLoaded,
    onPeriod: setPeriod,
    startCheckout: plan.startCheckout,
  });
  return (
    <div className="mx-auto grid grid-cols-1 max-w-6xl items-start gap-6 px-4 sm:px-6 lg:grid-cols-[1fr_1.6fr]">
      <FreePlanCard isSignedIn={plan.isSignedIn} onChoose={plan.chooseFree} />
      <UnlimitedPlanCard
        period={period}
        onPeriodChange={setPeriod}
        onChoose={() => plan.choosePaid(period)}
        isConfigured={plan.isConfigured}
        isRedirecting={plan.isRedirecting}
      />
    </div>
  );
}
