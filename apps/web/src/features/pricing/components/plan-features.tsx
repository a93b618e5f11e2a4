import { Check } from 'lucide-react';
import { cn } from '#lib/cn.ts';

export function PlanFeatures({
  label,
  features,
  tone = 'brand',
}: {
  label: string;
  features: string[];
  tone?: 'brand' | 'slate';
}) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
      <ul className="mt-4 space-y-3">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-3 text-sm text-slate-700">
            <span
              className={cn(
                'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full',
                tone === 'brand' ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700',
              )}
            >
              <Check className="size-3.5" aria-hidden="true" strokeWidth={3} />
            </span>
            {feature}
          </li>
        ))}
      </ul>
    </div>
  );
}
