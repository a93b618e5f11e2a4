import type { Language } from '@yonder/contract/common';

/** Section headings of an exported resume, in the resume's own language. */
export const PDF_LABELS = {
  zh: {
    summary: '个人简介',
    work: '工作经历',
    projects: '项目经历',
    education: '教育背景',
    skills: '专业技能',
    languages: '语言能力',
    certificates: '证书',
    contact: '联系方式',
    present: '至今',
  },
  en: {
    summary: 'Summary',
    work: 'Work experience',
    projects: 'Projects',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    certificates: 'Certificates',
    contact: 'Contact',
    present: 'Present',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type PdfLabels = (typeof PDF_LABELS)[Language];
