import type { ProfileAnswers } from '@yonder/contract/profile';
import { questionKey } from '@yonder/contract/questions';
import { newEntryId } from './field-errors';

/** A question of an application form with the candidate's answer (the answer bank's `custom`). */
export type SavedAnswer = ProfileAnswers['custom'][number];

export const SAVED_ANSWERS_MAX = 200;
export const QUESTION_MAX = 500;
export const ANSWER_MAX = 2000;

export const emptySavedAnswer = (): SavedAnswer => ({ id: newEntryId(), question: '', answer: '' });

const isBlank = (entry: SavedAnswer) => !entry.question.trim() && !entry.answer.trim();

/** An "Add" never filled in is dropped rather than stored. */
export const withoutBlankAnswers = (custom: SavedAnswer[]) =>
  custom.filter((entry) => !isBlank(entry));

/**
 * What stops a save, as message keys by field (`custom.0.question`, as the server names them):
 * half an entry, or a question saved twice (the extension would only ever use the first).
 */
export function savedAnswerProblems(custom: SavedAnswer[]): Record<string, string> {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  custom.forEach((entry, index) => {
    if (isBlank(entry)) return;
    const question = questionKey(entry.question);
    if (!question) problems[`custom.${index}.question`] = 'answers.saved.questionMissing';
    else if (seen.has(question)) problems[`custom.${index}.question`] = 'answers.saved.duplicate';
    seen.add(question);
    if (!entry.answer.trim()) problems[`custom.${index}.answer`] = 'answers.saved.answerMissing';
  });
  return problems;
}

/**
 * This drawer's edits of the saved answers applied to the latest ones, after a save elsewhere
 * (typically the extension saving an answer meanwhile): what the user removed, changed or added
 * here is applied, and answers added elsewhere are kept.
 */
export function mergeSavedAnswers(options: {
  base: SavedAnswer[];
  mine: SavedAnswer[];
  latest: SavedAnswer[];
}): SavedAnswer[] {
  const base = new Map(options.base.map((entry) => [entry.id, entry]));
  const mine = new Map(options.mine.map((entry) => [entry.id, entry]));
  const isChanged = (entry: SavedAnswer) =>
    JSON.stringify(entry) !== JSON.stringify(base.get(entry.id));
  const latestIds = new Set(options.latest.map((entry) => entry.id));
  const kept = options.latest
    .filter((entry) => !base.has(entry.id) || mine.has(entry.id))
    .map((entry) => {
      const edited = mine.get(entry.id);
      return edited && isChanged(edited) ? edited : entry;
    });
  const added = options.mine.filter(
    (entry) => !latestIds.has(entry.id) && (!base.has(entry.id) || isChanged(entry)),
  );
  // A question now answered here and elsewhere keeps the answer given here.
  const mineQuestions = new Set(added.map((entry) => questionKey(entry.question)));
  return [...kept.filter((entry) => !mineQuestions.has(questionKey(entry.question))), ...added];
}
