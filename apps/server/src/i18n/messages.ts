import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@yonder/contract/common';
import { EXTENSION_MESSAGES } from './extension-messages.ts';
import { APPLICATION_MESSAGES } from './application-messages.ts';
import { DASHBOARD_MESSAGES } from './dashboard-messages.ts';
import { LETTER_MESSAGES } from './letter-messages.ts';
import { MAIL_MESSAGES } from './mail-messages.ts';
import { PAYMENT_MESSAGES } from './payment-messages.ts';
import { PRIVACY_MESSAGES } from './privacy-messages.ts';
import { PROFILE_MESSAGES } from './profile-messages.ts';
import { QUEUE_MESSAGES } from './queue-messages.ts';
import { RESUME_MESSAGES } from './resume-messages.ts';
import { SAVED_SEARCH_MESSAGES } from './saved-search-messages.ts';
import { SEARCH_MESSAGES } from './search-messages.ts';
import { SECURITY_MESSAGES } from './security-messages.ts';

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
  internal: {
    zh: '服务器开小差了，请稍后再试',
    en: 'Something went wrong on our side, please try again later',
  },
  unavailable: { zh: '服务暂时不可用', en: 'Service temporarily unavailable' },
  jobNotFound: {
    zh: '职位不存在或已下线',
    en: 'This job does not exist or is no longer listed',
  },
  favoriteSaved: { zh: '已收藏', en: 'Saved to bookmarks' },
  favoriteRemoved: { zh: '已取消收藏', en: 'Removed from bookmarks' },
  feedbackReceived: {
    zh: '感谢反馈，我们会尽快处理',
    en: 'Thank you, we have received your feedback',
  },
  codeSent: { zh: '验证码已发送到你的邮箱', en: 'Verification code sent to your email' },
  codeResendWait: {
    zh: '验证码已发送，请 {seconds} 秒后再重新获取',
    en: 'A code was just sent; you can ask for another in {seconds} s',
  },
  invalidCode: { zh: '验证码错误或已过期', en: 'The verification code is wrong or has expired' },
  codeBurned: {
    zh: '验证码错误次数过多，请重新获取',
    en: 'Too many wrong tries: please request a new code',
  },
  invalidCredentials: { zh: '邮箱或密码错误', en: 'Incorrect email or password' },
  loginThrottled: {
    zh: '登录失败次数过多，请 {seconds} 秒后再试',
    en: 'Too many failed sign-ins, please try again in {seconds} s',
  },
  emailTaken: {
    zh: '该邮箱已注册，请直接登录',
    en: 'This email already has an account, please sign in',
  },
  registered: { zh: '注册成功', en: 'Registration successful' },
  loggedIn: { zh: '登录成功', en: 'Signed in successfully' },
  loggedOut: { zh: '已退出登录', en: 'Signed out' },
  sessionRefreshed: { zh: '登录状态已刷新', en: 'Session refreshed' },
  sessionExpired: {
    zh: '登录已失效，请重新登录',
    en: 'Your session has ended, please sign in again',
  },
  sessionEndedPasswordChanged: {
    zh: '你在其他设备上修改了密码，请重新登录',
    en: 'Your password was changed on another device. Please sign in again.',
  },
  passwordReset: {
    zh: '密码重置成功，请使用新密码登录',
    en: 'Password reset successfully, you can now sign in with your new password',
  },
  passwordUpdated: {
    zh: '密码已更新，其他设备已退出登录',
    en: 'Password updated; other devices were signed out',
  },
  currentPasswordWrong: { zh: '当前密码不正确', en: 'The current password is incorrect' },
  profileSaved: { zh: '已保存', en: 'Saved' },
  oauthDisabled: {
    zh: '本站未启用 Google 登录',
    en: 'Google sign-in is not enabled on this server',
  },
  oauthFailed: { zh: 'Google 登录失败，请重试', en: 'Google sign-in failed, please try again' },
  oauthDenied: { zh: '已取消 Google 登录', en: 'Google sign-in was cancelled' },
  oauthInvalidState: {
    zh: '登录请求已过期，请重新登录',
    en: 'The sign-in request has expired, please try again',
  },
  emailNotVerified: {
    zh: '该 Google 账号的邮箱尚未验证',
    en: 'The email of this Google account is not verified',
  },
  invalidIdToken: { zh: '身份令牌无效', en: 'The identity token is not valid' },
  ...MAIL_MESSAGES,
  ...RESUME_MESSAGES,
  ...PROFILE_MESSAGES,
  ...EXTENSION_MESSAGES,
  ...LETTER_MESSAGES,
  ...APPLICATION_MESSAGES,
  ...SEARCH_MESSAGES,
  ...SECURITY_MESSAGES,
  ...QUEUE_MESSAGES,
  ...PRIVACY_MESSAGES,
  ...SAVED_SEARCH_MESSAGES,
  ...DASHBOARD_MESSAGES,
  ...PAYMENT_MESSAGES,
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function translate(
  language: Language,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
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
