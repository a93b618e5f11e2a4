import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';

type Props = { keyword: string; onSubmit: (keyword: string) => void };

/** The keyword box; a submitted search starts again at page 1. */
export function SearchBar({ keyword, onSubmit }: Props) {
  const { t } = useTranslation('jobs');
  const id = useId();
  const [text, setText] = useState(keyword);
  // The URL may change under the box (the back button, a link): the box follows it.
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setText(keyword);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text);
  };
  return (
    <form
      role="search"
      aria-label={t('search.label')}
      onSubmit={submit}
      className="flex gap-2 rounded-xl border border-slate-200 bg-white p-1.5 shadow-sm"
    >
      <label htmlFor={id} className="sr-only">
        {t('search.keyword')}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          className="h-10 w-full rounded-lg bg-transparent pr-2 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0 sm:text-sm"
        />
      </div>
      <Button type="submit" className="shrink-0">
        {t('search.submit')}
      </Button>
    </form>
  );
}
