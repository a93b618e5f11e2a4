import type { CoverLetterSummary } from '@yonder/contract/cover-letters';

type Letter = Pick<CoverLetterSummary, 'id' | 'company' | 'job_title' | 'updated_at'>;

/**
 * What each letter is called in a picker: its company and job, and the day it was last saved so
 * that two letters for the same job read apart (the time too when the day is the same).
 */
export function letterLabels(
  letters: readonly Letter[],
  language: string,
  untitled: string,
): Map<string, string> {
  const locale = language === 'en' ? 'en-GB' : 'zh-CN';
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const nameOf = (letter: Letter) =>
    [letter.company, letter.job_title].filter(Boolean).join(' · ') || untitled;
  const named = new Map<string, Letter[]>();
  for (const letter of letters) {
    const key = `${nameOf(letter)}|${day.format(new Date(letter.updated_at))}`;
    named.set(key, [...(named.get(key) ?? []), letter]);
  }
  const labels = new Map<string, string>();
  for (const letter of letters) {
    const when = new Date(letter.updated_at);
    const key = `${nameOf(letter)}|${day.format(when)}`;
    const date = (named.get(key)?.length ?? 0) > 1 ? moment.format(when) : day.format(when);
    labels.set(letter.id, `${nameOf(letter)} (${date})`);
  }
  // Saved within the same minute: numbered, the earliest first.
  const same = Map.groupBy(letters, (letter) => labels.get(letter.id)!);
  for (const [label, group] of same) {
    if (group.length < 2) continue;
    group
      .toSorted((a, b) => a.updated_at.localeCompare(b.updated_at))
      .forEach((letter, index) => labels.set(letter.id, `${label} #${index + 1}`));
  }
  return labels;
}
