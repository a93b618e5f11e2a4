import { PASSWORD_MIN, VERIFICATION_CODE_LENGTH } from '@yonder/contract/auth';

/** Spec section 5: text, an at-sign, text, a dot, text, without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

export type AuthField = 'username' | 'email' | 'password' | 'code';
/** A message key of the auth namespace, and the field it belongs to when it is about one. */
export type AuthProblem = { key: string; field?: AuthField };

const isBlank = (value: string) => value.trim() === '';

export function checkEmail(email: string): AuthProblem | null {
  if (isBlank(email)) return { key: 'errors.emailRequired', field: 'email' };
  if (!EMAIL_PATTERN.test(email.trim())) return { key: 'errors.invalidEmail', field: 'email' };
  return null;
}

const checkPassword = (password: string): AuthProblem | null =>
  password.length < PASSWORD_MIN ? { key: 'errors.passwordTooShort', field: 'password' } : null;

const checkCode = (code: string): AuthProblem | null =>
  CODE_PATTERN.test(code.trim()) ? null : { key: 'errors.codeInvalid', field: 'code' };

export function checkLogin({
  email,
  password,
}: {
  email: string;
  password: string;
}): AuthProblem | null {
  if (isBlank(email) && !password) return { key: 'errors.required' };
  if (isBlank(email)) return { key: 'errors.emailRequired', field: 'email' };
  if (!password) return { key: 'errors.required', field: 'password' };
  return checkEmail(email);
}

export type RegisterValues = { username: string; email: string; code: string; password: string };

export function checkRegister(values: RegisterValues): AuthProblem | null {
  const empty = (['username', 'email', 'code', 'password'] as const).find((field) =>
    isBlank(values[field]),
  );
  if (empty) return { key: 'errors.required', field: empty };
  return checkEmail(values.email) ?? checkCode(values.code) ?? checkPassword(values.password);
}

export type ForgotValues = { email: string; code: string; password: string };

export function checkForgot(values: ForgotValues): AuthProblem | null {
  if (isBlank(values.email) || !values.password) {
    return { key: 'errors.forgotRequired', field: isBlank(values.email) ? 'email' : 'password' };
  }
  return checkEmail(values.email) ?? checkCode(values.code) ?? checkPassword(values.password);
}

/** What a code field keeps of what is typed or pasted: at most six digits. */
export const digitsOnly = (value: string) =>
  value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
