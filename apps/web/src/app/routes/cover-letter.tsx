import { LetterPage } from '@/features/letters/components/letter-page';
import i18n from '@/lib/i18n';

export const loader = async () => {
  await i18n.loadNamespaces('letters');
  return null;
};

export function Component() {
  return <LetterPage />;
}
