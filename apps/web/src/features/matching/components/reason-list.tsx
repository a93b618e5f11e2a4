import type { MatchReason } from '@yonder/contract/matching';
import { CircleAlert, CircleCheck, CircleMinus } from 'lucide-react';
import { cn } from '@/lib/cn';

const ICONS = { positive: CircleCheck, neutral: CircleMinus, negative: CircleAlert } as const;
const COLOURS = {
  positive: 'text-emerald-600',
  neutral: 'text-slate-500',
  negative: 'text-rose-600',
} as const;

/** Reasons with an icon for their tone (the text says the same in words). */
export function ReasonList({ reasons, className }: { reasons: MatchReason[]; className?: string }) {
  return (
    <ul className={cn('space-y-1.5', className)}>
      {reasons.map((reason) => {
        const Icon = ICONS[reason.tone];
        return (
          <li key={reason.part} className="flex items-start gap-2 text-sm text-slate-700">
            <Icon
              className={cn('mt-0.5 size-4 shrink-0', COLOURS[reason.tone])}
              aria-hidden="true"
            />
            <span>{reason.text}</span>
          </li>
        );
      })}
    </ul>
  );
}
