import type { LucideIcon } from 'lucide-react';
import { cn } from '#lib/cn.ts';

type Props = {
  icon: LucideIcon;
  /** The icon's colour: the safe choice in the brand colour, the risky one in amber. */
  tone: 'brand' | 'warning';
  label: string;
  hint: string;
  disabled?: boolean;
  onClick: () => void;
};

/** One of a dialog's few big choices (keep the latest, or overwrite it): a label and its consequence. */
export function ChoiceButton({ icon: Icon, tone, label, hint, disabled, onClick }: Props) {
  return (
    <button
      type="button"
      className="flex w-full items-start gap-3 rounded-xl border border-slate-200 p-4 text-left transition hover:border-brand-500 hover:bg-brand-50/50 disabled:cursor-not-allowed disabled:opacity-60"
      disabled={disabled}
      onClick={onClick}
    >
      <Icon
        className={cn(
          'mt-0.5 size-5 shrink-0',
          tone === 'brand' ? 'text-brand-600' : 'text-amber-600',
        )}
        aria-hidden="true"
      />
      <span>
        <span className="block font-medium text-slate-900">{label}</span>
        <span className="mt-0.5 block text-sm text-slate-600">{hint}</span>
      </span>
    </button>
  );
}
