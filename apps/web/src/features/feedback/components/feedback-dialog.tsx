import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';

type Props = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

export default function FeedbackDialog({ isOpen, onOpenChange }: Props) {
  const { t } = useTranslation('feedback');
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('title')}>
      <p className="text-sm text-slate-600">{t('replyPromise')}</p>
    </Dialog>
  );
}
