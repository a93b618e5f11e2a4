import { ArrowLeft, Briefcase } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <>
      <Link
        to={paths.jobSearch.getHref()}
        className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-brand-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('jobDetail.back')}
      </Link>
      <h1 className="sr-only">{t('jobDetail.title')}</h1>
      <EmptyState
        icon={Briefcase}
        title={t('jobDetail.notFound')}
        description={t('jobDetail.notFoundDescription')}
        action={
          <Link to={paths.jobSearch.getHref()} className={buttonClass('primary')}>
            {t('jobDetail.backToSearch')}
          </Link>
        }
      />
    </>
  );
}
