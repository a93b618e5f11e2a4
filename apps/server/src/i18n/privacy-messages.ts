import type { Language } from '@yonder/contract/common';

/** Texts of "download all my data" and account deletion; part of MESSAGES. */
export const PRIVACY_MESSAGES = {
  exportQueued: {
    zh: '正在准备你的数据，完成后会把下载链接发到你的邮箱',
    en: 'We are preparing your data and will e-mail you a download link',
  },
  exportPending: {
    zh: '你的数据导出正在准备中，完成后会发邮件通知你',
    en: 'Your data export is still being prepared; we will e-mail you when it is ready',
  },
  exportsPerDay: {
    zh: '每天最多可导出 {max} 次数据，请 {hours} 小时后再试',
    en: 'You can export your data {max} times a day; please try again in {hours} h',
  },
  exportLinkInvalid: {
    zh: '下载链接无效，请使用邮件中的完整链接',
    en: 'This download link is not valid; use the whole link from the e-mail',
  },
  exportLinkExpired: {
    zh: '下载链接已过期，请在“设置 → 隐私与数据”中重新导出',
    en: 'This download link has expired; ask for a new export in Settings → Privacy & data',
  },
  exportPageTitle: { zh: '远方 Yonder 数据导出', en: 'Yonder data export' },
  exportPageBack: { zh: '打开远方 Yonder', en: 'Open Yonder' },
  deleteCodeSent: {
    zh: '确认码已发送到你的邮箱',
    en: 'We have e-mailed you a confirmation code',
  },
  deletePasswordWrong: {
    zh: '密码不正确，账号未被删除',
    en: 'The password is incorrect; nothing was deleted',
  },
  deleteNoPassword: {
    zh: '此账号没有设置密码，请使用邮件确认码确认',
    en: 'This account has no password; confirm with the code we e-mail you',
  },
  accountDeleted: {
    zh: '你的账号和数据已删除',
    en: 'Your account and your data have been deleted',
  },
  mailExportSubject: { zh: '你的远方 Yonder 数据已可下载', en: 'Your Yonder data is ready' },
  mailExportIntro: {
    zh: '你在远方 Yonder 申请的数据导出已经完成。点击下面的链接下载压缩包（无需登录）：',
    en: 'The copy of your Yonder data you asked for is ready. Download the archive here (no sign-in needed):',
  },
  mailExportExpiry: {
    zh: '链接 {days} 天内有效（至 {date}），请不要转发给他人。',
    en: 'The link works for {days} days (until {date}); do not share it.',
  },
  mailDeleteSubject: {
    zh: '远方 Yonder 删除账号确认码：{code}',
    en: 'Your Yonder account deletion code: {code}',
  },
  mailDeleteIntro: {
    zh: '你正在删除远方 Yonder 账号及其全部数据。如确认删除，请输入以下确认码：',
    en: 'You asked to delete your Yonder account and all its data. To confirm, enter this code:',
  },
  mailGoodbyeSubject: { zh: '你的远方 Yonder 账号已删除', en: 'Your Yonder account was deleted' },
  mailGoodbyeBody: {
    zh: '你的远方 Yonder 账号以及简历、收藏、积分记录等全部数据已经删除，无法恢复。感谢你的使用，欢迎随时回来。',
    en: 'Your Yonder account and all its data (resumes, bookmarks, points and the rest) have been deleted for good. Thank you for using Yonder; you are welcome back any time.',
  },
} as const satisfies Record<string, Record<Language, string>>;
