/** The sections a resume heading can open. */
export type SectionKind =
  | 'contact'
  | 'summary'
  | 'work'
  | 'education'
  | 'projects'
  | 'skills'
  | 'languages'
  | 'certificates'
  | 'other';

const HEADINGS: Record<SectionKind, string[]> = {
  contact: [
    'contact',
    'contact information',
    'contact info',
    'contact details',
    'personal information',
    'personal details',
    'personal info',
    '联系方式',
    '联系信息',
    '个人信息',
    '基本信息',
    '个人资料',
  ],
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'executive summary',
    'profile',
    'professional profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'professional objective',
    'overview',
    'introduction',
    'personal statement',
    '个人简介',
    '个人总结',
    '自我评价',
    '自我介绍',
    '个人评价',
    '职业概述',
    '个人概述',
    '个人优势',
    '求职意向',
    '职业目标',
    '简介',
    '概述',
    '关于我',
  ],
  work: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
    'career',
    'internships',
    'internship',
    'internship experience',
    'experience and projects',
    '工作经历',
    '工作经验',
    '职业经历',
    '实习经历',
    '实习经验',
    '工作履历',
    '任职经历',
    '实习/项目经历',
    '实习与项目经历',
    '工作与项目经历',
  ],
  education: [
    'education',
    'education background',
    'educational background',
    'academic background',
    'academics',
    'education and training',
    'qualifications',
    'academic qualifications',
    '教育背景',
    '教育经历',
    '学历',
    '学历背景',
    '教育',
  ],
  projects: [
    'projects',
    'project experience',
    'personal projects',
    'selected projects',
    'key projects',
    'side projects',
    'open source',
    'open source projects',
    'portfolio',
    '项目经历',
    '项目经验',
    '项目',
    '个人项目',
    '开源项目',
    '项目作品',
  ],
  skills: [
    'skills',
    'technical skills',
    'core skills',
    'key skills',
    'skills and tools',
    'skills & tools',
    'core competencies',
    'competencies',
    'expertise',
    'areas of expertise',
    'technologies',
    'tech stack',
    'tools',
    'it skills',
    'skills and interests',
    '专业技能',
    '技能',
    '技能特长',
    '技术技能',
    '技术栈',
    '个人技能',
    '职业技能',
    'it 技能',
    '技能证书',
    '专业能力',
  ],
  languages: [
    'languages',
    'language skills',
    'language',
    '语言能力',
    '语言',
    '外语能力',
    '语言技能',
  ],
  certificates: [
    'certifications',
    'certificates',
    'certification',
    'licenses',
    'licenses and certifications',
    'licenses & certifications',
    'certificates and awards',
    '证书',
    '资格证书',
    '证书资质',
    '职业资格',
    '所获证书',
  ],
  other: [
    'awards',
    'honors',
    'honours',
    'honors and awards',
    'awards and honors',
    'achievements',
    'publications',
    'interests',
    'hobbies',
    'activities',
    'volunteer',
    'volunteering',
    'volunteer experience',
    'references',
    'others',
    'other',
    'additional information',
    'leadership',
    'extracurricular activities',
    '获奖情况',
    '获奖经历',
    '荣誉奖项',
    '荣誉',
    '奖项',
    '兴趣爱好',
    '爱好',
    '其他',
    '其它',
    '社会实践',
    '校园经历',
    '论文',
    '发表论文',
    '志愿者经历',
    '附加信息',
  ],
};

const BY_TEXT = new Map<string, SectionKind>(
  (Object.entries(HEADINGS) as [SectionKind, string[]][]).flatMap(([kind, names]) =>
    names.map((name) => [name, kind] as const),
  ),
);

/** A heading's text without numbering, decoration, a trailing colon or letter spacing. */
export function headingKey(text: string): string {
  let key = text
    .toLowerCase()
    .replace(/^[\s\p{P}\p{S}\d一二三四五六七八九十]*[、.)）]?\s*/u, '')
    .replace(/[\s:：\-–—|_*#•·]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  // "E X P E R I E N C E" and "工 作 经 历".
  if (/^(\S ){2,}\S$/u.test(key)) key = key.replace(/ /g, '');
  return key;
}

/** The section a heading opens, or null when the text is no heading Yonder knows. */
export function headingKind(text: string): SectionKind | null {
  if (text.length > 40) return null;
  const key = headingKey(text);
  const direct = BY_TEXT.get(key) ?? BY_TEXT.get(key.replace(/ & /g, ' and '));
  if (direct) return direct;
  // "Work Experience (5 years)", "教育背景 Education".
  const first = key.split(/\s*[(（/|]\s*|\s{2,}/)[0] ?? '';
  return BY_TEXT.get(first) ?? BY_TEXT.get(key.replace(/\s*\p{Script=Latin}.*$/u, '')) ?? null;
}
