import { Bookmark, FileCheck2, Send, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { BestMatchCard } from '@/features/matching/components/best-match-card';
import i18n from '@/lib/i18n';

export const loader = async () => {
  await i18n.loadNamespaces(['dashboard', 'matching']);
  return null;
};

const STATS = [
  { key: 'ats', icon: FileCheck2 },
  { key: 'match', icon: Sparkles },
  { key: 'saved', icon: Bookmark },
  { key: 'applied', icon: Send },
] as const;

export function Component() {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <section aria-label={t('statsLabel')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {STATS.map(({ key, icon: Icon }) =>
          key === 'match' ? (
            <BestMatchCard
              key={key}
              label={t('stats.match.label')}
              empty={t('stats.match.empty')}
            />
          ) : (
            <div key={key} className="rounded-2xl border border-slate-200 bg-white p-4">
              <Icon className="size-5 text-brand-600" aria-hidden="true" />
              <p className="mt-3 text-sm text-slate-500">{t(`stats.${key}.label`)}</p>
              <p className="mt-1 text-lg font-semibold text-slate-900">{t(`stats.${key}.empty`)}</p>
            </div>
          ),
        )}
      </section>
    </>
  );
}
