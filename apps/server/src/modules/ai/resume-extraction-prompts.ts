import { z } from 'zod';
import type { AiClient } from './ai-client.ts';

/** Characters of a resume's text sent: a long resume's first pages hold what the rules miss. */
const TEXT_MAX = 12_000;

const field = z.string().catch('').default('');
const list = <T extends z.ZodType>(item: T) => z.array(item).catch([]).default([]);

/** What the provider is asked for: the fields the rules most often miss, as written. */
export const extractedResumeSchema = z.object({
  name: field,
  email: field,
  phone: field,
  label: field,
  work: list(
    z.object({ company: field, title: field, start_date: field, end_date: field, location: field }),
  ),
  education: list(
    z.object({
      institution: field,
      degree: field,
      area: field,
      start_date: field,
      end_date: field,
    }),
  ),
  skills: list(z.string()),
});
export type ExtractedResume = z.output<typeof extractedResumeSchema>;

/**
 * A resume's facts read from its text by the AI provider, every value to be copied as written.
 * The answer is a proposal: the caller keeps only values that occur in the text.
 */
export async function extractResumeFields(ai: AiClient, text: string): Promise<ExtractedResume> {
  return ai.completeJson({
    schema: extractedResumeSchema,
    temperature: 0,
    messages: [
      {
        role: 'system',
        content: [
          'You read the text of a resume and return its facts as a JSON object with the keys',
          'name, email, phone, label (the headline or job title under the name), work (a list of',
          '{company, title, start_date, end_date, location}), education (a list of {institution,',
          'degree, area, start_date, end_date}) and skills (a list of strings).',
          'Copy every value exactly as the text writes it: the same words, spelling, language and',
          'punctuation. Never translate, shorten, complete, normalise or guess a value.',
          'Leave a value empty ("" or []) when the text does not state it. Invent nothing.',
        ].join(' '),
      },
      { role: 'user', content: text.slice(0, TEXT_MAX) },
    ],
  });
}
