import type { MatchPartName, MatchReason } from '@yonder/contract/matching';
import { CircleAlert, CircleCheck, CircleMinus } from 'lucide-react';
import { cn } from '#lib/cn.ts';

const ICONS = { positive: CircleCheck, neutral: CircleMinus, negative: CircleAlert } as const;
const COLOURS = {
  positive: 'text-emerald-600',
  neutral: 'text-slate-500',
  negative: 'text-rose-600',
} as const;

type Props = {
  reasons: MatchReason[];
  /** A few words after a part's reason (what the location answer was based on). */
  notes?: Partial<Record<MatchPartName, string | null>>;
  className?: string;
};

/** Reasons with an icon for their tone (the text says the same in words). */
export function ReasonList({ reasons, notes, className }: Props) {
  return (
    <ul className={cn('space-y-1.5', className)}>
      {reasons.map((reason) => {
        const Icon = ICONS[reason.tone];
        const note = notes?.[reason.part];
        return (
          <li key={reason.part} className="flex items-start gap-2 text-sm text-slate-700">
            <Icon
              className={cn('mt-0.5 size-4 shrink-0', COLOURS[reason.tone])}
              aria-hidden="true"
            />
            <span className="min-w-0 break-words">
              {reason.text}
              {note ? <span className="text-slate-500"> · {note}</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
