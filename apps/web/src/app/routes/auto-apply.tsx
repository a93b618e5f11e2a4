import { ProfilePage } from '#features/profile/components/profile-page.tsx';
import i18n from '#lib/i18n.ts';

export const loader = async () => {
  // The preferences use the job search's names of categories, remote and job types.
  await i18n.loadNamespaces(['profile', 'jobs']);
  return null;
};

export function Component() {
  return <ProfilePage />;
}
