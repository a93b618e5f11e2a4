import {
  SAVED_SEARCH_FREQUENCIES,
  type SavedSearchFrequency,
} from '@yonder/contract/saved-searches';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';

type Props = {
  id?: string;
  value: SavedSearchFrequency;
  onChange: (frequency: SavedSearchFrequency) => void;
  /** The accessible name when no visible label points at the select. */
  label?: string;
  isDisabled?: boolean;
  className?: string;
};

/** Off, daily or weekly e-mail alerts. */
export function FrequencySelect({ id, value, onChange, label, isDisabled, className }: Props) {
  const { t } = useTranslation('savedSearches');
  return (
    <div className={cn('relative', className)}>
      <select
        id={id}
        value={value}
        aria-label={label}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.value as SavedSearchFrequency)}
        className="h-9 w-full cursor-pointer appearance-none rounded-lg bg-white pr-8 pl-3 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {t(`frequency.${frequency}`)}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}
