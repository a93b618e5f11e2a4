import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('jobSearch.title')} description={t('jobSearch.description')} />
      <EmptyState
        icon={Search}
        title={t('jobSearch.emptyTitle')}
        description={t('jobSearch.emptyDescription')}
      />
    </>
  );
}
