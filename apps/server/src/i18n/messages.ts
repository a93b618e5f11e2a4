import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@yonder/contract/common';

/** Texts the server itself writes into answers, in both interface languages. */
const MESSAGES = {
  ok: { zh: '成功', en: 'OK' },
  created: { zh: '已创建', en: 'Created' },
  validationFailed: { zh: '请求参数有误', en: 'Some fields are invalid' },
  notFound: { zh: '请求的资源不存在', en: 'The requested resource was not found' },
  routeNotFound: { zh: '接口不存在', en: 'No such API endpoint' },
  unauthorized: { zh: '请先登录', en: 'Please sign in first' },
  forbidden: { zh: '没有权限执行此操作', en: 'You are not allowed to do this' },
  tooManyRequests: {
    zh: '请求过于频繁，请 {seconds} 秒后再试',
    en: 'Too many requests, please try again in {seconds} s',
  },
  badRequest: { zh: '请求无效', en: 'Bad request' },
  internal: { zh: '服务器开小差了，请稍后再试', en: 'Something went wrong on our side, please try again later' },
  unavailable: { zh: '服务暂时不可用', en: 'Service temporarily unavailable' },
  feedbackReceived: { zh: '感谢反馈，我们会尽快处理', en: 'Thank you, we have received your feedback' },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function translate(
  language: Language,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The first supported language of an Accept-Language header; the web app sends its interface language. */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.find((param) => param.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: quality ? Number(quality.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0] as Language;
    if ((LANGUAGES as readonly string[]).includes(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
