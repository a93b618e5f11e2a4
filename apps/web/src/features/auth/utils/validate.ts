import { VERIFICATION_CODE_LENGTH } from '@yonder/contract/auth';

/** Spec section 5: text, an at-sign, text, a dot, text, without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AuthField = 'username' | 'email' | 'password' | 'verification_code';
/** A message key of the auth namespace, and the field it belongs to when it is about one. */
export type AuthProblem = { key: string; field?: AuthField };

const isBlank = (value: string) => value.trim() === '';

export function checkEmail(email: string): AuthProblem | null {
  if (isBlank(email)) return { key: 'errors.emailRequired', field: 'email' };
  if (!EMAIL_PATTERN.test(email.trim())) return { key: 'errors.invalidEmail', field: 'email' };
  return null;
}

const blank = (value: unknown) => typeof value !== 'string' || isBlank(value);

/** Login: an empty e-mail or password, else a malformed e-mail (the contract's `loginSchema`). */
export function loginMessage(field: string, values: Record<string, string>): string {
  if (field === 'email')
    return blank(values.email) ? 'errors.emailRequired' : 'errors.invalidEmail';
  return 'errors.required';
}

/** Sign-up and reset (the contract's `registerSchema`, `resetPasswordSchema`). */
export function newAccountMessage(
  field: string,
  values: Record<string, string>,
  blankKey: string,
): string {
  if (blank(values[field])) return blankKey;
  if (field === 'email') return 'errors.invalidEmail';
  if (field === 'verification_code') return 'errors.codeInvalid';
  if (field === 'password' || field === 'new_password') return 'errors.passwordTooShort';
  return 'errors.required';
}

/** What a code field keeps of what is typed or pasted: at most six digits. */
export const digitsOnly = (value: string) =>
  value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
