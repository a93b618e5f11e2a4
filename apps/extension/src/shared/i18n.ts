import type { EmptyReason } from '../fill/report.ts';
import type { Language } from './messages.ts';

const MESSAGES = {
  fill: { zh: '用远方填写', en: 'Fill with Yonder' },
  filling: { zh: '正在填写…', en: 'Filling…' },
  close: { zh: '关闭', en: 'Close' },
  summary: {
    zh: '已填写 {filled} 项，留空 {empty} 项（其中必填 {required} 项），用时 {ms} 毫秒',
    en: 'Filled {filled}, left {empty} empty ({required} required), in {ms} ms',
  },
  filledTitle: { zh: '已填写', en: 'Filled' },
  emptyTitle: { zh: '留给你填写', en: 'Left for you' },
  undo: { zh: '撤销', en: 'Undo' },
  undone: { zh: '已撤销', en: 'Undone' },
  required: { zh: '必填', en: 'Required' },
  saveAnswer: { zh: '保存这个回答，下次自动填写', en: 'Save this answer for next time' },
  answerSaved: { zh: '已保存到答案库', en: 'Saved to your answer bank' },
  notConnected: {
    zh: '扩展尚未连接远方账号：请点击浏览器工具栏中的远方图标连接',
    en: 'The extension is not connected: click the Yonder icon in the toolbar to connect',
  },
  failed: { zh: '无法读取你的求职资料：{error}', en: 'Could not read your profile: {error}' },
  neverSubmits: {
    zh: '远方不会替你提交：请检查后自己提交',
    en: 'Yonder never submits: review the form and submit it yourself',
  },
  recorded: { zh: '已记录到你的投递追踪', en: 'Recorded in your application tracker' },
  step: { zh: '步骤「{step}」', en: 'Step "{step}"' },
  board: { zh: '识别为：{board} 申请表', en: 'Board: {board}' },
  boardGeneric: {
    zh: '未识别招聘系统：按通用表单填写（标签、自动填充标记、字段名）',
    en: 'Board: none recognised — filled as a generic form (labels, autofill tokens, names)',
  },
} as const;

const REASONS: Record<EmptyReason, { zh: string; en: string }> = {
  unknownQuestion: {
    zh: '答案库里没有这个问题',
    en: 'Your answer bank does not know this question',
  },
  openQuestion: { zh: '开放问题，需要你亲自回答', en: 'An open question for you to answer' },
  noProfileValue: { zh: '求职资料里没有这一项', en: 'Your profile does not have this' },
  ambiguousOption: {
    zh: '有多个选项都可能对，请自己选',
    en: 'Several options could fit: choose one',
  },
  noMatchingOption: { zh: '没有与你资料一致的选项', en: 'No option matches your profile' },
  noFile: { zh: '求职资料没有附加简历文件', en: 'Your profile has no resume file attached' },
  noLetter: {
    zh: '远方里没有为这个职位写的求职信',
    en: 'No cover letter was written for this job in Yonder',
  },
  menuClosed: {
    zh: '它的选项列表没有打开，请自己选择',
    en: 'Its list of options did not open: choose yourself',
  },
  entryNotAdded: {
    zh: '页面没有添加新的一项，请自己添加后再填写',
    en: 'The page did not add another entry: add it, then fill again',
  },
  fileNotTaken: {
    zh: '页面没有接收这个文件，请自己上传',
    en: 'The page did not take the file: attach it yourself',
  },
  uploadReloads: {
    zh: '这个网站选好简历后会重新加载页面：请先自己上传简历，再点填写',
    en: 'This site reloads the page once a resume is chosen: attach it first, then fill',
  },
  alreadyUsed: {
    zh: '这个链接已经填在另一项里，不再重复填写',
    en: 'That link already went into another field: not repeated here',
  },
};

export type MessageKey = keyof typeof MESSAGES;

export function t(
  language: Language,
  key: MessageKey,
  values: Record<string, string | number> = {},
) {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}

export const reasonText = (language: Language, reason: EmptyReason) => REASONS[reason][language];

export const pageLanguage = (): Language =>
  navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
