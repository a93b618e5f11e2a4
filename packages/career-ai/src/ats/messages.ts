import type { AtsCheck } from '@yonder/contract/resumes';

export type Language = 'zh' | 'en';
export type Note = {
  check: AtsCheck;
  key: keyof typeof MESSAGES;
  values?: Record<string, string | number>;
};

const MESSAGES = {
  noName: { en: 'Put your full name at the top of the resume.', zh: '在简历顶部写上你的姓名。' },
  noEmail: {
    en: 'Add an e-mail address so recruiters can reach you.',
    zh: '添加电子邮箱，方便招聘方联系你。',
  },
  noPhone: {
    en: 'Add a phone number with its country code.',
    zh: '添加手机号码（含国际区号更佳）。',
  },
  noLocation: {
    en: 'Add your city and country: remote roles still filter by time zone.',
    zh: '写上所在城市和国家：远程岗位也会按时区筛选。',
  },
  noLinks: {
    en: 'Add a LinkedIn, GitHub or portfolio link.',
    zh: '添加 LinkedIn、GitHub 或作品集链接。',
  },
  unreadableEntries: {
    en: '{count} entries lack a company, title or school an ATS can read: write them on one line with their dates.',
    zh: '有 {count} 条经历缺少可识别的公司、职位或学校：请把它们与日期写在同一行。',
  },
  garbled: {
    en: 'Some text could not be read (icons or unusual fonts): use plain text for contact details and headings.',
    zh: '部分文字无法识别（图标或特殊字体）：联系方式和标题请使用普通文字。',
  },
  noSummary: {
    en: 'Add a two or three line summary that names your role and strengths.',
    zh: '添加两三行个人简介，写明你的岗位方向和优势。',
  },
  noWork: {
    en: 'Add a work experience section with your roles and dates.',
    zh: '添加工作经历，写明职位和起止时间。',
  },
  noEducation: { en: 'Add an education section.', zh: '添加教育背景。' },
  noSkills: {
    en: 'Add a skills section listing your tools and technologies.',
    zh: '添加专业技能，列出你掌握的工具和技术。',
  },
  missingKeywords: {
    en: 'Work these keywords of the job into your resume where they are true: {keywords}.',
    zh: '在属实的前提下，把职位中的这些关键词写进简历：{keywords}。',
  },
  noBullets: {
    en: 'Describe each role in three to five bullets of achievements.',
    zh: '每段经历用三到五条要点描述你的成果。',
  },
  fewFigures: {
    en: 'Only {count} of {total} bullets have a figure: add numbers, such as "{example}".',
    zh: '{total} 条要点中只有 {count} 条有数据：请补充数字，例如「{example}」。',
  },
  weakVerbs: {
    en: '{count} bullets open weakly: start with an action verb (Led, Built, Reduced) instead of "{example}".',
    zh: '有 {count} 条要点开头较弱：用“主导、设计、优化”等动词开头，替换「{example}」。',
  },
  tooShort: {
    en: 'The resume is short ({count} words): add results and context to your roles.',
    zh: '简历内容偏少（{count} 字）：请补充各段经历的成果和背景。',
  },
  tooLong: {
    en: 'The resume is long ({count} words): keep it to two pages and cut older details.',
    zh: '简历偏长（{count} 字）：控制在两页内，删减较早经历的细节。',
  },
  longBullets: {
    en: '{count} bullets run past 40 words: split or tighten them.',
    zh: '有 {count} 条要点过长：请拆分或精简。',
  },
  missingDates: {
    en: '{count} entries have no dates: add a start and end month.',
    zh: '有 {count} 条经历缺少时间：请写明起止年月。',
  },
  mixedDates: {
    en: 'Write every date the same way, with month and year.',
    zh: '所有日期请使用统一格式，写明年和月。',
  },
  endBeforeStart: {
    en: '{count} entries end before they start: check their dates.',
    zh: '有 {count} 条经历的结束时间早于开始时间：请检查日期。',
  },
  notChronological: {
    en: 'List your work experience newest first.',
    zh: '工作经历请按时间倒序排列（最近的在前）。',
  },
} satisfies Record<string, Record<Language, string>>;

export function message(note: Note, language: Language): string {
  return MESSAGES[note.key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    String(note.values?.[name] ?? whole),
  );
}
