import type { Language } from '@yonder/contract/common';

/** Texts the server writes for search answers, in both interface languages. */
export const SEARCH_MESSAGES = {
  searchTimedOut: {
    zh: '搜索超时，服务器正忙，请稍后再试或缩小搜索范围',
    en: 'The search took too long while the server is busy; please try again shortly or narrow it',
  },
} as const satisfies Record<string, Record<Language, string>>;
