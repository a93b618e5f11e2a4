import type { Language } from '@yonder/contract/common';

/** Texts of the dashboard, the preferences and the next-steps mail; part of MESSAGES. */
export const DASHBOARD_MESSAGES = {
  activityCursorInvalid: { zh: '分页位置无效', en: 'This page position is not valid' },
  preferencesSaved: { zh: '设置已保存', en: 'Preferences saved' },
  nextStepsTokenInvalid: { zh: '退订链接无效', en: 'This unsubscribe link is not valid' },
  nextStepsUnsubscribed: {
    zh: '你将不再收到每日待办提醒',
    en: 'You will no longer get the daily next-steps mail',
  },
  nextStepsSubjectOne: { zh: '今天有 1 项求职待办', en: '1 next step is due today' },
  nextStepsSubject: { zh: '今天有 {count} 项求职待办', en: '{count} next steps are due today' },
  nextStepsIntro: {
    zh: '{name}，你好！以下是今天到期的求职待办：',
    en: 'Hi {name}, these next steps of your applications are due today:',
  },
  nextStepsOpen: { zh: '打开求职看板：', en: 'Open your board:' },
  nextStepsWhy: {
    zh: '你收到这封邮件，是因为你在远方开启了每日待办提醒。',
    en: 'You get this mail because the daily next-steps mail is on in your Yonder settings.',
  },
  nextStepsUnsubscribe: { zh: '退订：', en: 'Unsubscribe:' },
} as const satisfies Record<string, Record<Language, string>>;
