import type { Language } from '@yonder/contract/common';

/** Texts the server writes for the job queue's answers, in both interface languages. */
export const QUEUE_MESSAGES = {
  queueJobRetried: { zh: '任务已重新排队', en: 'The job is queued again' },
  queueJobNotFound: { zh: '任务不存在或已被清理', en: 'No such job, or it was cleaned up' },
  queueJobNotFailed: { zh: '只能重试失败的任务', en: 'Only a failed job can be retried' },
} as const satisfies Record<string, Record<Language, string>>;
