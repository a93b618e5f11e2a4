import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '#lib/cn.ts';

export type FilterOption = { value: string; label: string; count?: number };

type Props = {
  title: string;
  note?: string;
  options: FilterOption[];
  selected: string | null;
  onToggle: (value: string) => void;
  isInitiallyOpen?: boolean;
  formatCount?: (count: number) => ReactNode;
};

/**
 * A collapsible group of single-choice options (spec section 2.7): choosing the selected option
 * clears it. Opening and closing take 300 ms (spec section 9).
 */
export function FilterGroup({
  title,
  note,
  options,
  selected,
  onToggle,
  isInitiallyOpen = false,
  formatCount,
}: Props) {
  const id = useId();
  const [isOpen, setOpen] = useState(isInitiallyOpen || selected !== null);
  const selectedLabel = options.find((option) => option.value === selected)?.label;
  return (
    <section className="border-b border-slate-100 py-2 last:border-b-0">
      <h3>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={`${id}-options`}
          onClick={() => setOpen(!isOpen)}
          className="flex w-full items-center justify-between gap-2 rounded-md py-2 text-left text-sm font-semibold text-slate-900 hover:text-brand-700"
        >
          <span className="min-w-0">
            {title}
            {selectedLabel && !isOpen ? (
              <span className="ml-2 text-xs font-medium text-brand-700">{selectedLabel}</span>
            ) : null}
          </span>
          <ChevronDown
            className={cn(
              'size-4 shrink-0 text-slate-500 transition-transform duration-300',
              isOpen && 'rotate-180',
            )}
            aria-hidden="true"
          />
        </button>
      </h3>
      <div
        id={`${id}-options`}
        inert={!isOpen}
        className={cn(
          'grid transition-[grid-template-rows,opacity] duration-300 ease-out',
          isOpen ? 'grid-rows-[1fr] opacity-100' : 'grid-rows-[0fr] opacity-0',
        )}
      >
        <div className="overflow-hidden">
          {note ? <p className="px-1 pb-1.5 text-xs text-slate-500">{note}</p> : null}
          <ul className="space-y-0.5 pb-2">
            {options.map((option) => {
              const isSelected = option.value === selected;
              return (
                <li key={option.value}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => onToggle(option.value)}
                    className={cn(
                      'flex w-full items-center gap-2.5 rounded-lg px-2 py-1.5 text-left text-sm transition-colors',
                      isSelected
                        ? 'bg-brand-50 font-medium text-brand-700'
                        : 'text-slate-700 hover:bg-slate-100',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'flex size-4 shrink-0 items-center justify-center rounded-full border',
                        isSelected ? 'border-brand-600 bg-brand-600' : 'border-slate-300 bg-white',
                      )}
                    >
                      {isSelected ? <span className="size-1.5 rounded-full bg-white" /> : null}
                    </span>
                    <span className="min-w-0 flex-1">{option.label}</span>{' '}
                    {option.count !== undefined ? (
                      <span
                        className={cn(
                          'text-xs tabular-nums',
                          isSelected ? 'text-brand-700' : 'text-slate-500',
                        )}
                      >
                        {formatCount ? formatCount(option.count) : option.count}
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
