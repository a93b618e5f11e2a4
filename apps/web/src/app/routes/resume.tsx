import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('resume.title')} description={t('resume.description')} />
      <EmptyState
        icon={FileText}
        title={t('resume.emptyTitle')}
        description={t('resume.emptyDescription')}
      />
    </>
  );
}
