import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { CheckResult } from './checks-profile.ts';
import type { Note } from './messages.ts';
import { bulletsOf } from './resume-text.ts';
import { isQuantified, verbStrength } from './verbs.ts';

/** A bullet cut to about 45 characters at a word end, to quote it in a suggestion. */
const short = (text: string) =>
  text.length > 48
    ? `${text
        .slice(0, 46)
        .replace(/\s+\S*$/u, '')
        .replace(/[\s,，]+$/u, '')}…`
    : text;
const ratioScore = (ratio: number, target: number) => Math.round(100 * Math.min(1, ratio / target));

export function checkQuantified(document: ResumeDocument): CheckResult {
  const bullets = bulletsOf(document).map((bullet) => bullet.text);
  if (bullets.length === 0) return { score: 0, notes: [{ check: 'quantified', key: 'noBullets' }] };
  const plain = bullets.filter((bullet) => !isQuantified(bullet));
  const count = bullets.length - plain.length;
  const score = ratioScore(count / bullets.length, 0.5);
  const notes: Note[] =
    score < 100 && plain[0]
      ? [
          {
            check: 'quantified',
            key: 'fewFigures',
            values: { count, total: bullets.length, example: short(plain[0]) },
          },
        ]
      : [];
  return { score, notes };
}

export function checkActionVerbs(document: ResumeDocument): CheckResult {
  const bullets = bulletsOf(document).map((bullet) => bullet.text);
  if (bullets.length === 0)
    return { score: 0, notes: [{ check: 'actionVerbs', key: 'noBullets' }] };
  const strengths = bullets.map(verbStrength);
  const strong = strengths.filter((strength) => strength === 'strong').length;
  const weak = bullets.filter((_, index) => strengths[index] !== 'strong');
  const score = ratioScore(strong / bullets.length, 0.7);
  const notes: Note[] =
    score < 100 && weak[0]
      ? [
          {
            check: 'actionVerbs',
            key: 'weakVerbs',
            values: { count: weak.length, example: short(weak[0]) },
          },
        ]
      : [];
  return { score, notes };
}

/** Words in English, characters in Chinese (each Latin word counts as one). */
export function wordCount(text: string): number {
  return (
    (text.match(/\p{Script=Han}/gu)?.length ?? 0) +
    (text.match(/[\p{Script=Latin}\d]+/gu)?.length ?? 0)
  );
}

export function checkLength(
  document: ResumeDocument,
  text: string,
  isChinese: boolean,
): CheckResult {
  const count = wordCount(text);
  const [low, high] = isChinese ? [500, 1800] : [350, 900];
  const notes: Note[] = [];
  let score = 100;
  if (count < low) {
    score = Math.round(30 + (70 * count) / low);
    notes.push({ check: 'length', key: 'tooShort', values: { count } });
  } else if (count > high) {
    score = Math.max(50, Math.round(100 - (50 * (count - high)) / high));
    notes.push({ check: 'length', key: 'tooLong', values: { count } });
  }
  const limit = isChinese ? 100 : 40;
  const long = bulletsOf(document).filter((bullet) => wordCount(bullet.text) > limit).length;
  if (long > 0) {
    score = Math.max(0, score - 10 * long);
    notes.push({ check: 'length', key: 'longBullets', values: { count: long, limit } });
  }
  return { score, notes };
}

export function checkDates(document: ResumeDocument): CheckResult {
  const entries = [...document.work, ...document.education];
  if (entries.length === 0) return { score: 0, notes: [{ check: 'dates', key: 'noEntries' }] };
  const notes: Note[] = [];
  let score = 100;
  const undated = entries.filter((entry) => !entry.startDate && !entry.endDate).length;
  if (undated > 0) {
    score -= Math.round((60 * undated) / entries.length);
    notes.push({ check: 'dates', key: 'missingDates', values: { count: undated } });
  }
  // Education often gives years only; work dates should agree with each other.
  const formats = new Set(
    document.work
      .flatMap((entry) => [entry.startDate, entry.endDate])
      .filter(Boolean)
      .map((date) => date.length),
  );
  if (formats.size > 1) {
    score -= 15;
    notes.push({ check: 'dates', key: 'mixedDates' });
  }
  const reversed = entries.filter(
    (entry) => entry.startDate && entry.endDate && entry.endDate < entry.startDate,
  ).length;
  if (reversed > 0) {
    score -= 20;
    notes.push({ check: 'dates', key: 'endBeforeStart', values: { count: reversed } });
  }
  const starts = document.work.map((work) => work.startDate).filter(Boolean);
  if (starts.some((start, index) => index > 0 && start > starts[index - 1]!)) {
    score -= 15;
    notes.push({ check: 'dates', key: 'notChronological' });
  }
  return { score: Math.max(0, score), notes };
}
