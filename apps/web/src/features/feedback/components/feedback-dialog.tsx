import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { FeedbackForm } from './feedback-form';

type Props = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

export default function FeedbackDialog({ isOpen, onOpenChange }: Props) {
  const { t } = useTranslation('feedback');
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('description')}
    >
      <FeedbackForm onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}
