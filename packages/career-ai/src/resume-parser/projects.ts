import type { ResumeProject } from '@yonder/contract/resume-document';
import { extractSkills } from '../skills/extract.ts';
import { findDateRange } from './dates.ts';
import { bodyText, headerPieces } from './entry-text.ts';
import type { Entry } from './entries.ts';
import { findUrls } from './links.ts';

const SEASON_DATE = /\b(?:spring|summer|fall|autumn|winter),?\s+(?:19|20)\d{2}\b/giu;

export function toProject(entry: Entry): ResumeProject {
  const first = entry.header[0];
  const range = first ? findDateRange(first.text) : null;
  const title =
    first && range
      ? first.text.slice(0, range.index) + first.text.slice(range.index + range.length)
      : (first?.text ?? '');
  const pieces = [title.trim(), ...headerPieces(entry)].filter(Boolean);
  const { summary, highlights } = bodyText(entry, { proseAsHighlights: false });
  const text = [...entry.header, ...entry.body].map((line) => line.text).join('\n');
  const name = (pieces[0] ?? '')
    .replace(/\s{3,}.*$/u, '')
    .replace(/[\s,，|｜·:：;；–—-]+$/u, '')
    .replace(/^(?:personal|side|individual)\s+project\s*[:：]\s*/iu, '');
  return {
    name,
    description: summary,
    url: findUrls(text)[0] ?? '',
    startDate: entry.dates?.startDate ?? '',
    endDate: entry.dates?.isSingle ? '' : (entry.dates?.endDate ?? ''),
    highlights,
    // "Spring 2024" is a date, not the framework.
    keywords: extractSkills(text.replace(SEASON_DATE, ' ')).slice(0, 20),
  };
}
