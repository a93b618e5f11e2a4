import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { textInputClass } from '#components/ui/text-field.tsx';
import { cn } from '#lib/cn.ts';
import type { Option } from './fields';

type Props = {
  label: string;
  values: string[];
  options: Option[];
  onChange: (values: string[]) => void;
  error?: string;
  max: number;
};

/** Several codes (countries, languages) chosen one at a time from a select, shown as chips. */
export function CodePicker({ label, values, options, onChange, error, max }: Props) {
  const { t } = useTranslation('profile');
  const id = useId();
  const nameOf = (code: string) => options.find((option) => option.value === code)?.label ?? code;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {values.length ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {values.map((code) => (
            <li
              key={code}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm"
            >
              {nameOf(code)}
              <button
                type="button"
                className="rounded-full p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-900"
                onClick={() => onChange(values.filter((value) => value !== code))}
                aria-label={t('drawer.removeValue', { name: nameOf(code) })}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <select
        id={id}
        value=""
        disabled={values.length >= max}
        onChange={(event) => {
          const code = event.target.value;
          if (code && !values.includes(code)) onChange([...values, code]);
        }}
        aria-invalid={error ? true : undefined}
        className={cn(textInputClass(Boolean(error)), 'mt-2')}
      >
        <option value="">{t('drawer.addValue')}</option>
        {options
          .filter((option) => !values.includes(option.value))
          .map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
      </select>
      {error ? <p className="mt-1.5 text-sm font-medium text-red-700">{error}</p> : null}
    </div>
  );
}
