import { Clock, MapPin } from 'lucide-react';
import { CompanyBadge } from './company-badge';

export type JobCardView = {
  id: string;
  title: string;
  company: string;
  /** A same-origin logo; other hosts are never requested from the landing. */
  logoUrl: string | null;
  location: string;
  salary: string;
  /** False when `salary` says the job names none: it is then not set off as a figure. */
  hasSalary?: boolean;
  timeAgo: string;
  skills: string[];
};

type Props = { job: JobCardView; colourIndex?: number; onOpen?: () => void };

export function JobPreviewCard({ job, colourIndex, onOpen }: Props) {
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500/40 hover:shadow-md">
      <div className="flex items-start gap-3.5">
        {job.logoUrl ? (
          <img
            src={job.logoUrl}
            alt=""
            width={44}
            height={44}
            loading="lazy"
            className="size-11 shrink-0 rounded-xl object-cover"
          />
        ) : (
          <CompanyBadge name={job.company} colourIndex={colourIndex} />
        )}
        <div className="min-w-0">
          <h3 className="text-base leading-snug font-semibold text-slate-900">
            {onOpen ? (
              <button
                type="button"
                onClick={onOpen}
                className="text-left after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700"
              >
                {job.title}
              </button>
            ) : (
              job.title
            )}
          </h3>
          <p className="mt-0.5 truncate text-sm text-slate-600">{job.company}</p>
        </div>
      </div>
      <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <MapPin className="size-4 text-slate-500" aria-hidden="true" />
          {job.location}
        </span>
        {job.timeAgo ? (
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4 text-slate-500" aria-hidden="true" />
            {job.timeAgo}
          </span>
        ) : null}
      </p>
      {job.skills.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-1.5">
          {job.skills.slice(0, 3).map((skill) => (
            <li
              key={skill}
              className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
            >
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      <p
        className={
          job.hasSalary === false
            ? 'mt-auto pt-5 text-sm text-slate-500'
            : 'mt-auto pt-5 text-base font-semibold text-emerald-700'
        }
      >
        {job.salary}
      </p>
    </article>
  );
}
