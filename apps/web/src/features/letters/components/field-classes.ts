import { cn } from '#lib/cn.ts';

export const labelClass = 'text-sm font-medium text-slate-800';
export const controlClass = cn(
  'mt-1.5 block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30',
);
export const panelClass = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';
