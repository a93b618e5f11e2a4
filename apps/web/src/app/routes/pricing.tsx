import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';

export function Component() {
  const { t } = useTranslation('pricing');
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <PageHeader title={t('title')} description={t('description')} />
    </div>
  );
}
