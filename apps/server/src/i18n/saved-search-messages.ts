import type { Language } from '@yonder/contract/common';

/** Texts of saved searches and their alert mails; part of MESSAGES, kept apart to keep each file short. */
export const SAVED_SEARCH_MESSAGES = {
  savedSearchCreated: { zh: '已保存搜索', en: 'Search saved' },
  savedSearchUpdated: { zh: '已更新', en: 'Saved search updated' },
  savedSearchDeleted: { zh: '已删除', en: 'Saved search deleted' },
  savedSearchNotFound: { zh: '保存的搜索不存在', en: 'This saved search does not exist' },
  savedSearchLimit: {
    zh: '最多保存 {max} 个搜索，请先删除不需要的',
    en: 'You can keep at most {max} saved searches; delete one you no longer need first',
  },
  savedSearchTokenInvalid: {
    zh: '退订链接无效',
    en: 'This unsubscribe link is not valid',
  },
  savedSearchUnsubscribed: {
    zh: '已退订“{name}”的职位提醒',
    en: 'You will no longer get job alerts for "{name}"',
  },
  alertSubject: {
    zh: '“{name}”有 {count} 个新职位 · 远方 Yonder',
    en: '{count} new jobs for "{name}" · Yonder',
  },
  alertSubjectOne: {
    zh: '“{name}”有 1 个新职位 · 远方 Yonder',
    en: '1 new job for "{name}" · Yonder',
  },
  alertIntro: {
    zh: '你保存的搜索“{name}”有新职位：',
    en: 'New jobs matching your saved search "{name}":',
  },
  alertMore: { zh: '还有 {count} 个新职位', en: 'and {count} more new jobs' },
  alertSeeAll: { zh: '查看全部：', en: 'See them all:' },
  alertSalaryUnknown: { zh: '薪资面议', en: 'Salary not listed' },
  alertWhy: {
    zh: '你收到这封邮件，是因为你在远方 Yonder 为这个搜索开启了{frequency}职位提醒。',
    en: 'You get this e-mail because you turned on {frequency} job alerts for this search on Yonder.',
  },
  alertFrequencyDaily: { zh: '每日', en: 'daily' },
  alertFrequencyWeekly: { zh: '每周', en: 'weekly' },
  alertUnsubscribe: { zh: '退订此提醒：', en: 'Unsubscribe from this alert:' },
  salaryPer_year: { zh: '年', en: 'year' },
  salaryPer_month: { zh: '月', en: 'month' },
  salaryPer_week: { zh: '周', en: 'week' },
  salaryPer_day: { zh: '天', en: 'day' },
  salaryPer_hour: { zh: '小时', en: 'hour' },
} as const satisfies Record<string, Record<Language, string>>;
