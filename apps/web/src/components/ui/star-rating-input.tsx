import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '#lib/cn.ts';

export type StarRatingInputProps = {
  value: number;
  onChange: (value: number) => void;
  /** The id of the visible label that names the whole group. */
  labelledBy: string;
  /** The accessible and visible name of one choice, for example "4 stars, satisfied". */
  getStarLabel: (value: number) => string;
  /** The "no rating" choice (value 0). */
  clearLabel: string;
  max?: number;
  isDisabled?: boolean;
};

/**
 * An optional 0 to max star rating built on native radio buttons, so it is one tab stop and the
 * arrow keys move the choice (radio group semantics); 0 is the "no rating" choice.
 */
export function StarRatingInput({
  value,
  onChange,
  labelledBy,
  getStarLabel,
  clearLabel,
  max = 5,
  isDisabled = false,
}: StarRatingInputProps) {
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  const radioClass = 'peer sr-only';
  const focusRing =
    'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-1 has-[input:focus-visible]:outline-brand-600';

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className="flex flex-wrap items-center gap-x-3 gap-y-2"
    >
      <div className="flex items-center" onMouseLeave={() => setHovered(null)}>
        {Array.from({ length: max }, (_, index) => index + 1).map((star) => (
          <label
            key={star}
            className={cn(
              'relative rounded-md p-1',
              focusRing,
              isDisabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
            )}
            onMouseEnter={() => !isDisabled && setHovered(star)}
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              disabled={isDisabled}
              className={radioClass}
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-7 transition-colors',
                star <= shown ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-slate-300',
              )}
            />
            <span className="sr-only">{getStarLabel(star)}</span>
          </label>
        ))}
      </div>

      <label
        className={cn(
          'relative rounded-full px-3 py-1 text-sm ring-1 transition-colors',
          value === 0
            ? 'bg-slate-100 font-medium text-slate-900 ring-slate-400'
            : 'text-slate-600 ring-slate-300 hover:bg-slate-50',
          focusRing,
          isDisabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
        )}
      >
        <input
          type="radio"
          name={name}
          value={0}
          checked={value === 0}
          onChange={() => onChange(0)}
          disabled={isDisabled}
          className={radioClass}
        />
        {clearLabel}
      </label>
      {shown > 0 ? (
        <span aria-hidden="true" className="text-sm font-medium text-slate-700">
          {getStarLabel(shown)}
        </span>
      ) : null}
    </div>
  );
}
