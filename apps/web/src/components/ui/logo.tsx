import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8 shrink-0', className)} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#2563eb" />
      <path
        d="M7 21c4-7 8-10 18-11-6 3-9 6-11 12"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="24" cy="10" r="2.2" fill="#fde68a" />
    </svg>
  );
}

export function Logo({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2">
      <LogoMark />
      {isCompact ? (
        <span className="sr-only">{t('common:app.name')}</span>
      ) : (
        <span className="text-lg font-bold tracking-tight text-slate-900">
          {t('common:app.name')}
        </span>
      )}
    </span>
  );
}
