import { ChevronDown, Globe2, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import {
  buildJobSearchHref,
  LANDING_REMOTE_TYPES,
  type LandingRemoteType,
} from '../utils/build-job-search-href';

/** The hero's search: the typed keyword and the remote type go on to job search (DESIGN.md section 1). */
export function JobSearchBox() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [remoteType, setRemoteType] = useState<LandingRemoteType>('all');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(buildJobSearchHref(keyword, remoteType));
  };

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      onSubmit={submit}
      className="mx-auto mt-10 flex max-w-3xl flex-col gap-2 rounded-2xl bg-white p-2 text-left shadow-xl ring-1 shadow-brand-900/5 ring-slate-200 sm:flex-row sm:items-center"
    >
      <div className="relative flex-1">
        <label htmlFor={`${id}-keyword`} className="sr-only">
          {t('search.keyword')}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={`${id}-keyword`}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t('search.placeholder')}
          className="h-12 w-full rounded-xl bg-transparent pr-3 pl-12 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0"
        />
      </div>
      <div className="relative sm:w-44 sm:border-l sm:border-slate-200">
        <label htmlFor={`${id}-remote`} className="sr-only">
          {t('search.remoteType')}
        </label>
        <Globe2
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <select
          id={`${id}-remote`}
          value={remoteType}
          onChange={(event) => setRemoteType(event.target.value as LandingRemoteType)}
          className="h-12 w-full cursor-pointer appearance-none rounded-xl bg-transparent pr-9 pl-12 text-base text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-0"
        >
          {LANDING_REMOTE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`search.remote.${type}`)}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
      </div>
      <Button type="submit" size="lg">
        <Search className="size-5" aria-hidden="true" />
        {t('search.submit')}
      </Button>
    </form>
  );
}
