import type { LetterFlag } from '@yonder/contract/cover-letters';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import { findUnsupportedClaims } from '../tailor/claims.ts';
import { candidateYears } from './grounded.ts';
import { PHRASES, fill } from './phrases.ts';

const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });

/** A sentence about the candidate: it speaks in the first person. */
const FIRST_PERSON = /\b(?:I|I'm|I've|I'd|I'll|me|my|mine|myself)\b|我/u;

/** The letter's sentences, split at sentence ends and at line breaks (lists, greetings). */
export function letterSentences(body: string): string[] {
  const out: string[] = [];
  for (const line of body.split('\n')) {
    for (const { segment } of sentences.segment(line)) {
      for (const part of segment.split(/(?<=[。！？])/u)) if (part.trim()) out.push(part.trim());
    }
  }
  return out;
}

/**
 * Each first-person sentence of a letter checked against the resume with the tailoring check
 * (`findUnsupportedClaims`): figures, skills, titles and names the resume does not hold are
 * flagged. The company and job title the letter is for, the years the resume's dates give and
 * the letters' own fixed words (招聘负责人 is not a claim to recruiting) are known.
 */
export function findLetterFlags(
  body: string,
  context: { document: ResumeDocument; company: string; jobTitle: string; now: Date },
): LetterFlag[] {
  const years = candidateYears(context.document, context.now);
  const values = { company: context.company, jobTitle: context.jobTitle };
  const frame = Object.values(PHRASES).flatMap((tones) =>
    Object.values(tones).flatMap((phrases) =>
      Object.values(phrases).map((phrase) => fill(phrase, values)),
    ),
  );
  const known = [context.company, context.jobTitle, years ? String(years) : '', ...frame].join(
    '\n',
  );
  const flags: LetterFlag[] = [];
  for (const sentence of letterSentences(body)) {
    if (!FIRST_PERSON.test(sentence)) continue;
    const claims = findUnsupportedClaims(known, sentence, context.document);
    if (claims.length) flags.push({ sentence, claims });
  }
  return flags;
}
