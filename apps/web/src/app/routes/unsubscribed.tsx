import { UnsubscribedPage } from '#features/saved-searches/components/unsubscribed-page.tsx';
import i18n from '#lib/i18n.ts';

export const loader = async () => {
  await i18n.loadNamespaces('savedSearches');
  return null;
};

export function Component() {
  return <UnsubscribedPage />;
}
