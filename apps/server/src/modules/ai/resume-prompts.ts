import type { Language } from '@yonder/contract/common';
import { z } from 'zod';
import type { AiClient } from './ai-client.ts';

const LANGUAGE_NAMES: Record<Language, string> = { zh: 'Simplified Chinese', en: 'English' };
const JOB_TEXT_MAX = 6000;
/** Texts per translation call: long resumes go in several calls so no answer is cut off. */
const BATCH_CHARACTERS = 6000;

const textsAnswerSchema = z.object({ texts: z.record(z.string(), z.string()) });
const bulletsAnswerSchema = z.object({
  bullets: z.array(z.object({ path: z.string(), text: z.string() })),
  /** Skills of the job the resume shows but does not list; checked against the resume anyway. */
  skills: z.array(z.string()).default([]),
});

/**
 * Rewrites resume bullets towards a job without inventing anything; answers path → new text, and
 * the job's skills the resume shows without listing them. The server still checks every rewrite
 * and skill for claims the resume does not support, and proposes them; it writes none.
 */
export async function rewriteBullets(
  ai: AiClient,
  options: {
    bullets: Record<string, string>;
    job: { title: string; description: string; skills: string[] };
    missingKeywords: string[];
    language: Language;
  },
): Promise<{ rewrites: Record<string, string>; skills: string[] }> {
  const { bullets, job, missingKeywords, language } = options;
  const answer = await ai.completeJson({
    schema: bulletsAnswerSchema,
    messages: [
      {
        role: 'system',
        content: [
          'You tailor resume bullet points to a job posting.',
          `Write in ${LANGUAGE_NAMES[language]}.`,
          'Keep every fact true to the original bullet: never add numbers, percentages, employers, job titles, tools, technologies or achievements the bullet does not state.',
          "Use the job's wording for things the bullet already says, lead with impact, keep each bullet to one or two lines.",
          'Leave a bullet unchanged when it cannot be improved honestly.',
          'List in "skills" only skills of the job that the bullets already show and the resume does not list.',
          'Answer with a JSON object {"bullets":[{"path":"…","text":"…"}],"skills":["…"]} using the given paths.',
        ].join(' '),
      },
      {
        role: 'user',
        content: JSON.stringify({
          job: { ...job, description: job.description.slice(0, JOB_TEXT_MAX) },
          missing_keywords: missingKeywords,
          bullets: Object.entries(bullets).map(([path, text]) => ({ path, text })),
        }),
      },
    ],
  });
  return {
    rewrites: Object.fromEntries(answer.bullets.map((bullet) => [bullet.path, bullet.text])),
    skills: answer.skills,
  };
}

function batches(texts: Record<string, string>): Array<Record<string, string>> {
  const out: Array<Record<string, string>> = [];
  let current: Record<string, string> = {};
  let size = 0;
  for (const [path, text] of Object.entries(texts)) {
    if (size > 0 && size + text.length > BATCH_CHARACTERS) {
      out.push(current);
      current = {};
      size = 0;
    }
    current[path] = text;
    size += text.length;
  }
  if (size > 0) out.push(current);
  return out;
}

/** Translates resume texts (path → text) between Chinese and English; answers the same paths. */
export async function translateTexts(
  ai: AiClient,
  options: { texts: Record<string, string>; from: Language; to: Language },
): Promise<Record<string, string>> {
  const { texts, from, to } = options;
  const translated: Record<string, string> = {};
  for (const batch of batches(texts)) {
    const answer = await ai.completeJson({
      schema: textsAnswerSchema,
      messages: [
        {
          role: 'system',
          content: [
            `Translate the values of a resume from ${LANGUAGE_NAMES[from]} to ${LANGUAGE_NAMES[to]}, as a native ${LANGUAGE_NAMES[to]} resume would read.`,
            'Keep the keys exactly. Keep technology and product names, numbers, dates and URLs as they are.',
            'Use the official name of a company or school in the target language when it has one.',
            "Write a Chinese person's name in pinyin in English; keep other names as they are.",
            'Answer with a JSON object {"texts":{"<key>":"<translation>"}}.',
          ].join(' '),
        },
        { role: 'user', content: JSON.stringify({ texts: batch }) },
      ],
    });
    Object.assign(translated, answer.texts);
  }
  return translated;
}
