import type { Language } from '@yonder/contract/common';
import type { LetterLength, LetterTone } from '@yonder/contract/cover-letters';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { ChatMessage } from './ai-client.ts';

const LANGUAGE_NAMES: Record<Language, string> = { zh: 'Simplified Chinese', en: 'English' };
const JOB_TEXT_MAX = 6000;
const LENGTHS: Record<LetterLength, Record<Language, string>> = {
  short: { en: 'about 150 words', zh: '约 300 字' },
  medium: { en: 'about 250 words', zh: '约 500 字' },
  long: { en: 'about 350 words', zh: '约 700 字' },
};

/**
 * The messages asking for a cover letter written only from the resume's facts. The server still
 * checks every first-person sentence of the answer against the resume.
 */
export function coverLetterMessages(options: {
  document: ResumeDocument;
  job: { title: string; company: string; description: string };
  language: Language;
  tone: LetterTone;
  length: LetterLength;
}): ChatMessage[] {
  const { document, job, language, tone, length } = options;
  return [
    {
      role: 'system',
      content: [
        'You write cover letters for job applications.',
        `Write in ${LANGUAGE_NAMES[language]}, in a ${tone} tone, ${LENGTHS[length][language]}.`,
        'Use only facts the resume states: never add numbers, percentages, employers, job titles, tools, technologies, degrees or achievements it does not hold.',
        "Connect the candidate's real experience to the job's most important requirements; name the company and the job title.",
        'Answer with the letter only, as plain text with blank lines between paragraphs: no subject line, no markdown, no placeholders.',
        "Sign with the candidate's name.",
      ].join(' '),
    },
    {
      role: 'user',
      content: JSON.stringify({
        job: { ...job, description: job.description.slice(0, JOB_TEXT_MAX) },
        resume: {
          basics: {
            name: document.basics.name,
            label: document.basics.label,
            summary: document.basics.summary,
          },
          work: document.work,
          projects: document.projects,
          education: document.education,
          skills: document.skills,
          certificates: document.certificates,
          languages: document.languages,
        },
      }),
    },
  ];
}
