import type { Language } from '@yonder/contract/common';

/** Texts the server writes for security answers, in both interface languages. */
export const SECURITY_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
