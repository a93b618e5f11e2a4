import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('autoApply.title')} description={t('autoApply.description')} />
      <EmptyState
        icon={Bot}
        title={t('autoApply.emptyTitle')}
        description={t('autoApply.emptyDescription')}
      />
    </>
  );
}
