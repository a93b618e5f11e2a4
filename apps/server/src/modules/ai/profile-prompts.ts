import type { ResumeDocument } from '@yonder/contract/resume-document';
import { z } from 'zod';
import type { AiClient } from './ai-client.ts';

const entries = z.array(z.record(z.string(), z.unknown())).default([]);
/** What the model answers: checked loosely here, every value again against the profile's schema. */
export const profileAnswerSchema = z.object({
  contact: z.record(z.string(), z.unknown()).default({}),
  work: entries,
  education: entries,
  projects: entries,
  links: entries,
  skills: entries,
  languages: entries,
});
export type ProfileAnswer = z.output<typeof profileAnswerSchema>;

const SHAPE = {
  contact: {
    name: '',
    email: '',
    phoneCountryCode: '+86',
    phone: '',
    city: '',
    country: 'ISO 3166-1 alpha-2',
    timeZone: 'IANA name or empty',
  },
  work: [
    {
      company: '',
      title: '',
      location: '',
      start: 'YYYY-MM',
      end: 'YYYY-MM or empty',
      description: '',
    },
  ],
  education: [{ school: '', degree: '', field: '', start: 'YYYY-MM', end: 'YYYY-MM' }],
  projects: [{ name: '', link: 'https://…', description: '' }],
  links: [{ label: '', url: 'https://…' }],
  skills: [{ name: '' }],
  languages: [{ name: '', level: 'native | fluent | professional | conversational | basic' }],
};

/**
 * The spec's "smart configuration": the model reads a parsed resume into the profile's sections.
 * It may only restate what the resume says.
 */
export async function readProfileSections(
  ai: AiClient,
  document: ResumeDocument,
): Promise<ProfileAnswer> {
  return ai.completeJson({
    schema: profileAnswerSchema,
    messages: [
      {
        role: 'system',
        content: [
          "You fill a job seeker's application profile from their resume.",
          'Use only facts the resume states; leave a field empty when it does not say.',
          'Dates are year-month (YYYY-MM); an empty end date means a current position.',
          'List each skill once, one skill per entry. Keep the language of the resume.',
          `Answer with one JSON object shaped like ${JSON.stringify(SHAPE)}.`,
        ].join(' '),
      },
      { role: 'user', content: JSON.stringify(document) },
    ],
  });
}
