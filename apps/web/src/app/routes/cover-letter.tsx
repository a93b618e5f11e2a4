import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('coverLetter.title')} description={t('coverLetter.description')} />
      <EmptyState
        icon={PenLine}
        title={t('coverLetter.emptyTitle')}
        description={t('coverLetter.emptyDescription')}
      />
    </>
  );
}
