import type { JobSort } from '@yonder/contract/jobs';
import { JOB_SORTS } from '@yonder/contract/jobs-constants';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { value: JobSort; onChange: (sort: JobSort) => void };

export function SortSelect({ value, onChange }: Props) {
  const { t } = useTranslation('jobs');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="hidden text-sm text-slate-600 sm:inline">
        {t('sort.label')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          aria-label={t('sort.label')}
          onChange={(event) => onChange(event.target.value as JobSort)}
          className="h-9 cursor-pointer appearance-none rounded-lg bg-white pr-8 pl-3 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          {JOB_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
