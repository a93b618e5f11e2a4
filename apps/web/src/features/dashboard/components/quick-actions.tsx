import { FileSearch, Kanban, PenLine, Search, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#config/paths.ts';
import { jobsTab } from '../utils/links';

/** Spec 2.9's five quick actions, each opening its page or tab (the analysis opens the primary resume). */
export function QuickActions({ primaryResumeId }: { primaryResumeId: string | null }) {
  const { t } = useTranslation('dashboard');
  const actions: { key: string; to: string; icon: LucideIcon }[] = [
    { key: 'search', to: paths.jobSearch.getHref(), icon: Search },
    {
      key: 'analysis',
      to: paths.resume.getHref({ resume: primaryResumeId ?? undefined }),
      icon: FileSearch,
    },
    { key: 'matching', to: jobsTab('matching'), icon: Sparkles },
    { key: 'letter', to: paths.coverLetter.getHref(), icon: PenLine },
    { key: 'tracking', to: jobsTab('tracking'), icon: Kanban },
  ];
  return (
    <nav
      aria-labelledby="quick-actions-title"
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="quick-actions-title" className="text-base font-semibold text-slate-900">
        {t('quick.title')}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {actions.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              data-testid={`quick-${key}`}
              className="flex h-full items-center gap-2 rounded-xl border border-slate-200 px-3 py-2.5 text-sm font-medium text-slate-800 transition-colors hover:border-brand-300 hover:bg-brand-50"
            >
              <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {t(`quick.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
