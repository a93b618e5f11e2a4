import type { Language } from '@yonder/contract/common';
import type { LetterPosition, LetterTone } from '@yonder/contract/cover-letters';
import { PHRASES, PLACEHOLDERS, fill } from './phrases.ts';

/** The cover-letter form of spec 2.11 (position selector aside). */
export type LetterForm = {
  company: string;
  jobTitle: string;
  /** One highlight a line. */
  highlights: string;
  tone: LetterTone;
};

/** The examples the position selector fills the form with; `new` clears it. */
export const LETTER_EXAMPLES: Record<
  Exclude<LetterPosition, 'new'>,
  Record<Language, Omit<LetterForm, 'tone'>>
> = {
  softwareEngineer: {
    en: {
      company: 'Northwind Labs',
      jobTitle: 'Senior Software Engineer',
      highlights:
        'Six years building web services in TypeScript and Go\nLed the move of a monolith to services with no downtime\nMentored four engineers through their first year',
    },
    zh: {
      company: '北风实验室',
      jobTitle: '高级软件工程师',
      highlights:
        '六年使用 TypeScript 和 Go 构建 Web 服务的经验\n主导单体应用向服务化架构迁移，全程无停机\n带领四名新工程师度过入职第一年',
    },
  },
  productManager: {
    en: {
      company: 'Bluebird Health',
      jobTitle: 'Product Manager',
      highlights:
        'Launched a patient booking app used by 40,000 people a month\nRan weekly customer interviews and turned them into a clear roadmap\nWorked daily with design and engineering across three time zones',
    },
    zh: {
      company: '青鸟健康',
      jobTitle: '产品经理',
      highlights:
        '上线一款月活 4 万人的患者预约应用\n每周进行用户访谈，并整理成清晰的产品路线图\n与分布在三个时区的设计和研发团队日常协作',
    },
  },
};

export const emptyLetterForm = (): LetterForm => ({
  company: '',
  jobTitle: '',
  highlights: '',
  tone: 'formal',
});

/** A space between Chinese and Latin letters or digits, as Chinese typesetting does it. */
export const spaceMixedScripts = (text: string) =>
  text
    .replace(/(\p{Script=Han})([A-Za-z0-9])/gu, '$1 $2')
    .replace(/([A-Za-z0-9%])(\p{Script=Han})/gu, '$1 $2');

const bullet = (language: Language, text: string) =>
  language === 'zh' ? `· ${text}` : `- ${text}`;

/**
 * Puts a letter together from its parts in the tone's words: greeting, opening, the body's own
 * paragraphs, the highlights as a list, closing and signature.
 */
export function composeLetter(options: {
  language: Language;
  tone: LetterTone;
  company: string;
  jobTitle: string;
  paragraphs?: string[];
  highlights: string[];
  name: string;
}): string {
  const { language, tone } = options;
  const phrases = PHRASES[language][tone];
  const values = { company: options.company, jobTitle: options.jobTitle };
  const parts = [fill(phrases.greeting, values), fill(phrases.opening, values)];
  parts.push(...(options.paragraphs ?? []).filter(Boolean));
  if (options.highlights.length)
    parts.push(
      [phrases.highlightsIntro, ...options.highlights.map((line) => bullet(language, line))].join(
        '\n',
      ),
    );
  parts.push(fill(phrases.closing, values));
  parts.push(`${phrases.signOff}\n${options.name}`);
  const letter = parts.join('\n\n');
  return language === 'zh' ? spaceMixedScripts(letter) : letter;
}

/**
 * Spec 2.11's local letter: the form's fields in the tone's words, a placeholder wherever a field
 * is empty, in the given language. Free, offline, no provider.
 */
export function buildTemplateLetter(
  form: LetterForm,
  language: Language,
  options: { name?: string } = {},
): string {
  const placeholder = PLACEHOLDERS[language];
  const highlights = form.highlights
    .split('\n')
    .map((line) => line.trim().replace(/^[-*•·]\s*/u, ''))
    .filter(Boolean);
  return composeLetter({
    language,
    tone: form.tone,
    company: form.company.trim() || placeholder.company,
    jobTitle: form.jobTitle.trim() || placeholder.jobTitle,
    highlights: highlights.length ? highlights : [placeholder.highlights],
    name: options.name?.trim() || placeholder.name,
  });
}
