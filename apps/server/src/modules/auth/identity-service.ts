import { unauthorized } from '#lib/errors.ts';
import type { AuthDeps } from './deps.ts';
import {
  findUserByEmail,
  findUserByIdentity,
  insertIdentity,
  insertUser,
  updateUser,
  type UserRow,
} from './user-repository.ts';

export type ExternalIdentity = {
  provider: string;
  subject: string;
  email: string;
  isEmailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
};

/**
 * The user a provider identity signs in as: the one linked before, else the account with the same
 * e-mail (linked now), else a new account. Linking needs an e-mail the provider has verified, or
 * anyone could take over an account by naming its e-mail at a lax provider.
 */
export async function findIdentityUser(
  options: Pick<AuthDeps, 'db' | 'now'> & { identity: ExternalIdentity },
): Promise<UserRow> {
  const { db, identity } = options;
  const { provider, subject, picture } = identity;
  const email = identity.email.trim().toLowerCase();
  const linked = await findUserByIdentity(db, { provider, subject });
  if (linked) return linked;
  if (!identity.isEmailVerified || !email) throw unauthorized('emailNotVerified');

  let user = await findUserByEmail(db, email);
  if (user && !user.avatarUrl && picture) {
    user =
      (await updateUser(db, user.id, { avatarUrl: picture, updatedAt: options.now() })) ?? user;
  }
  user ??=
    (await insertUser(db, {
      email,
      username: identity.name?.trim().slice(0, 50) || email.split('@')[0] || email,
      avatarUrl: picture ?? null,
      passwordHash: null,
    })) ?? (await findUserByEmail(db, email));
  if (!user) throw new Error('user vanished while signing in');
  await insertIdentity(db, { provider, subject, userId: user.id, email });
  return user;
}
