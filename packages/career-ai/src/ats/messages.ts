import type { AtsCheck } from '@yonder/contract/resumes';

export type Language = 'zh' | 'en';
export type Note = {
  check: AtsCheck;
  key: keyof typeof MESSAGES;
  values?: Record<string, string | number>;
};

/** A text, or its forms by the plural category of `count` (`zero` is used for 0 when given). */
type Forms = string | { zero?: string; one?: string; other: string };

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
    en: {
      one: 'One entry lacks a company, title or school an ATS can read: write it on one line with its dates.',
      other:
        '{count} entries lack a company, title or school an ATS can read: write them on one line with their dates.',
    },
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
  missingMustHaves: {
    en: {
      one: 'The posting requires {list}, and your resume does not show it. If you have it, say where: a bullet with what you did.',
      other:
        'The posting requires these, and your resume does not show them: {list}. Where you have one, say where: a bullet with what you did.',
    },
    zh: '职位要求的这些内容在简历中没有体现：{list}。如果你具备，请写进经历要点，说明做了什么。',
  },
  roleNotShown: {
    en: 'The posting is for the role “{role}”, and none of your job titles names it. If a role of yours was one, say so in its title.',
    zh: '该职位招聘的是“{role}”，而你的简历中没有这样的职位名称。如果你担任过这样的职位，请在职位名称中写明。',
  },
  missingNiceToHaves: {
    en: {
      one: 'Nice to have and not in your resume: {list}. Mention it if it is true.',
      other: 'Nice to have and not in your resume: {list}. Mention those that are true.',
    },
    zh: '职位的加分项在简历中没有体现：{list}。属实的请写上。',
  },
  tooFewYears: {
    en: {
      one: 'The posting asks for {need}+ years of experience; the dates of your work give one year. Check that every role has its dates.',
      other:
        'The posting asks for {need}+ years of experience; the dates of your work give {count}. Check that every role has its dates.',
    },
    zh: '职位要求 {need} 年以上经验，按简历中的工作日期计算为 {count} 年：请检查每段经历都写了起止时间。',
  },
  noDatesForYears: {
    en: 'The posting asks for {need}+ years of experience, and your roles have no dates to count them from.',
    zh: '职位要求 {need} 年以上经验，但简历中的工作经历没有日期，无法计算年限。',
  },
  noRequirements: {
    en: 'No requirements could be read from this posting, so the score is your resume’s own quality.',
    zh: '未能从该职位描述中读出具体要求，因此分数只反映简历本身的质量。',
  },
  noBullets: {
    en: 'Describe each role in three to five bullets of achievements.',
    zh: '每段经历用三到五条要点描述你的成果。',
  },
  fewFigures: {
    en: {
      zero: 'None of your {total} bullets has a figure: add numbers, for example to "{example}".',
      one: 'Only 1 of your {total} bullets has a figure: add numbers, for example to "{example}".',
      other:
        'Only {count} of your {total} bullets have a figure: add numbers, for example to "{example}".',
    },
    zh: {
      zero: '{total} 条要点都没有数据：请补充数字，例如「{example}」。',
      other: '{total} 条要点中只有 {count} 条有数据：请补充数字，例如「{example}」。',
    },
  },
  weakVerbs: {
    en: {
      one: 'One bullet opens weakly: start it with an action verb ({verbs}) instead of "{example}".',
      other:
        '{count} bullets open weakly: start them with an action verb ({verbs}), for example instead of "{example}".',
    },
    zh: '有 {count} 条要点开头较弱：用{verbs}等动词开头，例如替换「{example}」。',
  },
  tooShort: {
    en: {
      one: 'The resume is short (1 {unit}): add results and context to your roles.',
      other: 'The resume is short ({count} {unit}): add results and context to your roles.',
    },
    zh: '简历内容偏少（{count} {unit}）：请补充各段经历的成果和背景。',
  },
  tooLong: {
    en: 'The resume is long ({count} {unit}): keep it to two pages and cut older details.',
    zh: '简历偏长（{count} {unit}）：控制在两页内，删减较早经历的细节。',
  },
  longBullets: {
    en: {
      one: 'One bullet runs past {limit} {unit}: split or tighten it.',
      other: '{count} bullets run past {limit} {unit}: split or tighten them.',
    },
    zh: '有 {count} 条要点超过 {limit} {unit}：请拆分或精简。',
  },
  noEntries: {
    en: 'Add your work experience and education, each with its dates.',
    zh: '请添加工作经历和教育背景，并写明起止时间。',
  },
  missingDates: {
    en: {
      one: 'One entry has no dates: add a start and end month.',
      other: '{count} entries have no dates: add a start and end month to each.',
    },
    zh: '有 {count} 条经历缺少时间：请写明起止年月。',
  },
  mixedDates: {
    en: 'Write every date the same way, with month and year.',
    zh: '所有日期请使用统一格式，写明年和月。',
  },
  endBeforeStart: {
    en: {
      one: 'One entry ends before it starts: check its dates.',
      other: '{count} entries end before they start: check their dates.',
    },
    zh: '有 {count} 条经历的结束时间早于开始时间：请检查日期。',
  },
  notChronological: {
    en: 'List your work experience newest first.',
    zh: '工作经历请按时间倒序排列（最近的在前）。',
  },
} satisfies Record<string, Record<Language, Forms>>;

/** Words that depend on the resume's own language, written for the reader's. */
const RESUME_WORDS: Record<
  Language,
  Record<Language, { verbs: string; unit: string; unitOne: string }>
> = {
  // An English resume's advice names English verbs, whatever language it is read in.
  en: {
    en: { verbs: 'Led, Built, Reduced', unit: 'words', unitOne: 'word' },
    zh: { verbs: ' Led、Built、Reduced ', unit: '个词', unitOne: '个词' },
  },
  zh: {
    en: { verbs: '主导, 设计, 优化', unit: 'characters', unitOne: 'character' },
    zh: { verbs: '“主导、设计、优化”', unit: '字', unitOne: '字' },
  },
};

function pick(forms: Forms, language: Language, count: number | undefined): string {
  if (typeof forms === 'string') return forms;
  if (count === 0 && forms.zero) return forms.zero;
  const category = count === undefined ? 'other' : new Intl.PluralRules(language).select(count);
  return (category === 'one' ? forms.one : undefined) ?? forms.other;
}

/**
 * A note as a sentence in the reader's language, its plural by its count ("One entry has",
 * "3 entries have", "None of your 4 bullets"), its examples (verbs, units) in the resume's own.
 */
export function message(
  note: Note,
  language: Language,
  resumeLanguage: Language = language,
): string {
  const count = typeof note.values?.count === 'number' ? note.values.count : undefined;
  const words = RESUME_WORDS[resumeLanguage][language];
  const values: Record<string, string | number> = {
    verbs: words.verbs,
    unit: count === 1 ? words.unitOne : words.unit,
    ...note.values,
  };
  return pick(MESSAGES[note.key][language], language, count).replace(
    /\{(\w+)\}/g,
    (whole, name: string) => String(values[name] ?? whole),
  );
}
