import { DEFAULT_PLAN_PERIOD, type PlanPeriod } from '@yonder/contract/pricing';
import { useState } from 'react';
import { FreePlanCard } from './free-plan-card';
import { UnlimitedPlanCard } from './unlimited-plan-card';

/** Free versus unlimited; the month period is chosen until the visitor picks another (spec section 4). */
export function PricingPlans() {
  const [period, setPeriod] = useState<PlanPeriod>(DEFAULT_PLAN_PERIOD);
  return (
    <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 sm:px-6 lg:grid-cols-[1fr_1.6fr]">
      <FreePlanCard />
      <UnlimitedPlanCard period={period} onPeriodChange={setPeriod} />
    </div>
  );
}
