import { Check, Plus } from 'lucide-react';
import { cn } from '#lib/cn.ts';

type Props = { title: string; words: string[]; kind: 'matched' | 'missing'; emptyText: string };

/** Keywords as pills: matched ones green with a tick, missing ones amber with a plus. */
export function KeywordPills({ title, words, kind, emptyText }: Props) {
  const Icon = kind === 'matched' ? Check : Plus;
  return (
    <div>
      <h4 className="text-sm font-medium text-slate-800">
        {title} <span className="font-normal text-slate-600">({words.length})</span>
      </h4>
      {words.length ? (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {words.map((word) => (
            <li
              key={word}
              className={cn(
                'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium ring-1',
                kind === 'matched'
                  ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
                  : 'bg-amber-50 text-amber-900 ring-amber-200',
              )}
            >
              <Icon className="size-3" aria-hidden="true" />
              {word}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1.5 text-sm text-slate-600">{emptyText}</p>
      )}
    </div>
  );
}
