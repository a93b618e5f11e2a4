import type { Language } from '@yonder/contract/common';

/** Texts the server writes for search answers, in both interface languages. */
export const SEARCH_MESSAGES = {} as const satisfies Record<string, Record<Language, string>>;
