import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';

type Props = { icon: LucideIcon; title: string; description: string; onBack: () => void };

/** A tab whose feature is still on its way: what it will do, and the way back to search. */
export function ComingSoon({ icon, title, description, onBack }: Props) {
  const { t } = useTranslation('jobs');
  return (
    <div className="mt-5">
      <EmptyState
        icon={icon}
        title={title}
        description={description}
        action={
          <Button variant="secondary" onClick={onBack}>
            {t('tabs.backToSearch')}
          </Button>
        }
      />
    </div>
  );
}
