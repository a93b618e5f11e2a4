import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';

/** Login & Security: username and e-mail, then the password change. */
export function SecurityTab() {
  return (
    <div className="space-y-8">
      <ProfileSection />
      <PasswordSection />
    </div>
  );
}
