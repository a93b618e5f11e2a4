import type { FeedbackType } from '@yonder/contract/feedback';
import { useTranslation } from 'react-i18next';
import { Dialog } from '#components/ui/dialog.tsx';
import { FeedbackForm } from './feedback-form';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  initialType?: FeedbackType;
};

export default function FeedbackDialog({ isOpen, onOpenChange, initialType }: Props) {
  const { t } = useTranslation('feedback');
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('description')}
    >
      <FeedbackForm onClose={() => onOpenChange(false)} initialType={initialType} />
    </Dialog>
  );
}
