import { LetterPage } from '#features/letters/components/letter-page.tsx';
import i18n from '#lib/i18n.ts';

export const loader = async () => {
  await i18n.loadNamespaces('letters');
  return null;
};

export function Component() {
  return <LetterPage />;
}
