import type { Language } from '@yonder/contract/common';

/** Texts of the e-mails the server sends; part of MESSAGES, kept apart to keep each file short. */
export const MAIL_MESSAGES = {
  mailGreeting: { zh: '你好 {name}：', en: 'Hello {name},' },
  mailGreetingNoName: { zh: '你好：', en: 'Hello,' },
  mailSignupSubject: {
    zh: '远方 Yonder 注册验证码：{code}',
    en: 'Your Yonder sign-up code: {code}',
  },
  mailResetSubject: {
    zh: '远方 Yonder 重置密码验证码：{code}',
    en: 'Your Yonder password reset code: {code}',
  },
  mailSignupIntro: {
    zh: '你正在注册远方 Yonder，请在注册页面输入以下验证码：',
    en: 'You are creating a Yonder account. Enter this code on the sign-up form:',
  },
  mailResetIntro: {
    zh: '你正在重置远方 Yonder 的登录密码，请输入以下验证码：',
    en: 'You asked to reset your Yonder password. Enter this code to continue:',
  },
  mailCodeExpiry: {
    zh: '验证码 {minutes} 分钟内有效。如果这不是你本人的操作，请忽略本邮件。',
    en: 'The code is valid for {minutes} minutes. If you did not ask for it, you can ignore this e-mail.',
  },
  mailAccountExistsSubject: {
    zh: '你已经有远方 Yonder 账号了',
    en: 'You already have a Yonder account',
  },
  mailAccountExistsBody: {
    zh: '有人（可能是你）想用这个邮箱注册远方 Yonder，但这个邮箱已经有账号了。请直接登录；忘记密码时可以在登录页重置。如果这不是你本人的操作，请忽略本邮件。',
    en: 'Someone (probably you) tried to sign up for Yonder with this e-mail, but you already have an account. Just sign in; if you forgot the password, you can reset it from the sign-in form. If this was not you, ignore this e-mail.',
  },
  mailPasswordChangedSubject: {
    zh: '你的远方 Yonder 密码已修改',
    en: 'Your Yonder password was changed',
  },
  mailPasswordChangedBody: {
    zh: '你的远方 Yonder 账号（{email}）的密码已于 {time}修改。',
    en: 'The password of your Yonder account ({email}) was changed on {time}.',
  },
  mailPasswordChangedOthersOut: {
    zh: '为了安全，你在其他设备上的登录都已退出。',
    en: 'For your safety, every other device you were signed in on has been signed out.',
  },
  mailPasswordResetAllOut: {
    zh: '为了安全，你在所有设备上的登录都已退出，请使用新密码重新登录。',
    en: 'For your safety, every device has been signed out: sign in again with the new password.',
  },
  mailPasswordChangedIfYou: {
    zh: '如果这是你本人的操作，无需任何处理。',
    en: 'If this was you, there is nothing more to do.',
  },
  mailPasswordChangedIfNotYou: {
    zh: '如果这不是你本人的操作，说明其他人可能知道你的密码，请立即重置密码：{link}',
    en: 'If this was not you, someone else may know your password. Reset it now: {link}',
  },
  mailPasswordChangedContact: {
    zh: '需要帮助？请发邮件至 {email}，或在这里给我们留言：{link}',
    en: 'Need help? Write to {email}, or leave us a message: {link}',
  },
  mailSignature: { zh: '远方 Yonder 团队', en: 'The Yonder team' },
} as const satisfies Record<string, Record<Language, string>>;
