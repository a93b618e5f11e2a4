import type { AuthUser } from '@yonder/contract/auth';

/**
 * The name the welcome header greets (spec 2.9): the account's name, else the part of the e-mail
 * before the at-sign.
 */
export function welcomeName(user: Pick<AuthUser, 'name' | 'username' | 'email'>): string {
  return user.name?.trim() || user.username?.trim() || user.email.split('@')[0] || user.email;
}
