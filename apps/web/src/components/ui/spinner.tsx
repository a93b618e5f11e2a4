import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';

const SIZES = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' } as const;

export type SpinnerProps = { size?: keyof typeof SIZES; className?: string; label?: string };

/** Spec section 4: small, medium (default) and large; blue; one turn a second. */
export function Spinner({ size = 'md', className, label }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" aria-live="polite" className={cn('inline-flex', className)}>
      <span
        aria-hidden="true"
        data-size={size}
        className={cn(
          'inline-block animate-spin rounded-full border-brand-600 border-t-transparent [animation-duration:1s]',
          SIZES[size],
        )}
      />
      <span className="sr-only">{label ?? t('common:loading')}</span>
    </span>
  );
}

export function PageSpinner() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}
