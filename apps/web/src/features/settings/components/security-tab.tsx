import { ExtensionsSection } from './extensions-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';

/** Login & Security: username and e-mail, the password change, the connected extensions. */
export function SecurityTab() {
  return (
    <div className="space-y-8">
      <ProfileSection />
      <PasswordSection />
      <ExtensionsSection />
    </div>
  );
}
