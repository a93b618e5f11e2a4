import type { Language } from '@yonder/contract/common';
import type { LetterTone } from '@yonder/contract/cover-letters';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import { keywordMatcher, targetKeywords, type JobTarget } from '../ats/keywords.ts';
import { bulletsOf, resumeText } from '../ats/resume-text.ts';
import { normalizeSkill } from '../skills/vocabulary.ts';
import { PLACEHOLDERS } from './phrases.ts';
import { composeLetter } from './template.ts';

export type LetterFacts = {
  /** The job's top requirements the resume meets (vocabulary skills), most important first. */
  matchedSkills: string[];
  /** The resume bullet with a figure that best fits the job. */
  achievement: string | null;
  /** Whole years since the first job began; null without dated work. */
  years: number | null;
  /** The newest role and employer. */
  position: string;
  employer: string;
};

const MAX_SKILLS = 3;

/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD` as months since year 0; null when unreadable. */
function monthOf(date: string): number | null {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(date.trim());
  if (!match) return null;
  return Number(match[1]) * 12 + (match[2] ? Number(match[2]) - 1 : 0);
}

/** Whole years from the earliest start date of the resume's work to `now`. */
export function candidateYears(document: ResumeDocument, now: Date): number | null {
  const starts = document.work
    .map((work) => monthOf(work.startDate))
    .filter((month): month is number => month !== null);
  if (!starts.length) return null;
  const months = now.getUTCFullYear() * 12 + now.getUTCMonth() - Math.min(...starts);
  const years = Math.floor(months / 12);
  return years >= 1 ? years : null;
}

/** What the resume really shows that the job asks for. */
export function findLetterFacts(
  document: ResumeDocument,
  target: JobTarget,
  now: Date,
): LetterFacts {
  const keywords = targetKeywords(target);
  const has = keywordMatcher(resumeText(document));
  const matchedSkills = keywords
    .filter((keyword) => normalizeSkill(keyword) !== null && has(keyword))
    .slice(0, MAX_SKILLS);
  const withFigures = bulletsOf(document)
    .map(({ text }, index) => {
      const matches = keywordMatcher(text);
      return { text: text.trim(), index, hits: keywords.filter(matches).length };
    })
    .filter(({ text }) => /\d/.test(text));
  withFigures.sort((a, b) => b.hits - a.hits || a.index - b.index);
  const newest = document.work[0];
  return {
    matchedSkills,
    achievement: withFigures[0]?.text ?? null,
    years: candidateYears(document, now),
    position: newest?.position.trim() ?? '',
    employer: newest?.name.trim() ?? '',
  };
}

const list = (items: string[], language: Language) => {
  if (language === 'zh') return items.join('、');
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
};

const sentence = (text: string) => (/[.!?。！？]$/u.test(text) ? text : `${text}.`);
const zhSentence = (text: string) => (/[.!?。！？]$/u.test(text) ? text : `${text}。`);

function factParagraphs(facts: LetterFacts, language: Language, tone: LetterTone): string[] {
  const paragraphs: string[] = [];
  const experience: string[] = [];
  if (language === 'en') {
    if (facts.years && facts.position && facts.employer)
      experience.push(
        `I have ${facts.years} years of experience, most recently as ${facts.position} at ${facts.employer}.`,
      );
    else if (facts.years)
      experience.push(`I have ${facts.years} years of professional experience.`);
    if (facts.matchedSkills.length)
      experience.push(
        tone === 'concise'
          ? `My experience covers ${list(facts.matchedSkills, language)}, which the role asks for.`
          : `My work covers several of the role's core requirements, including ${list(facts.matchedSkills, language)}.`,
      );
  } else {
    if (facts.years && facts.position && facts.employer)
      experience.push(
        `我有 ${facts.years} 年工作经验，最近在${facts.employer}担任${facts.position}。`,
      );
    else if (facts.years) experience.push(`我有 ${facts.years} 年工作经验。`);
    if (facts.matchedSkills.length)
      experience.push(
        tone === 'concise'
          ? `我的经验涵盖职位要求的${list(facts.matchedSkills, language)}。`
          : `我的工作经历覆盖了这个职位的几项核心要求，包括${list(facts.matchedSkills, language)}。`,
      );
  }
  if (experience.length) paragraphs.push(experience.join(language === 'en' ? ' ' : ''));
  return paragraphs;
}

/**
 * The offline letter from real facts: the job's requirements the resume meets, its most relevant
 * achievement with a figure, the candidate's years of work. It names nothing the resume does not
 * hold; fields it cannot know (a company a pasted job does not name) get placeholders.
 */
export function buildGroundedLetter(options: {
  document: ResumeDocument;
  target: JobTarget;
  company: string;
  language: Language;
  tone: LetterTone;
  now: Date;
}): { body: string; facts: LetterFacts } {
  const { document, target, language, tone, now } = options;
  const facts = findLetterFacts(document, target, now);
  const placeholder = PLACEHOLDERS[language];
  const highlights: string[] = [];
  if (facts.achievement)
    highlights.push(
      language === 'zh' ? zhSentence(facts.achievement) : sentence(facts.achievement),
    );
  const body = composeLetter({
    language,
    tone,
    company: options.company.trim() || placeholder.company,
    jobTitle: target.title.trim() || placeholder.jobTitle,
    paragraphs: factParagraphs(facts, language, tone),
    highlights,
    name: document.basics.name.trim() || placeholder.name,
  });
  return { body, facts };
}
