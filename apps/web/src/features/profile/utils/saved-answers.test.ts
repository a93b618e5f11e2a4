import { describe, expect, it } from 'vitest';
import { mergeSavedAnswers, savedAnswerProblems, withoutBlankAnswers } from './saved-answers';

const entry = (id: string, question: string, answer: string) => ({ id, question, answer });

describe('savedAnswerProblems', () => {
  it('names half an entry and a question saved twice; an untouched new one is no problem', () => {
    expect(
      savedAnswerProblems([
        entry('a', 'Do you have a driving licence?', 'Yes'),
        entry('b', '', 'Four years'),
        entry('c', 'Preferred pronouns?', ' '),
        entry('d', '  do you have a DRIVING   licence? ', 'No'),
        entry('e', '', ''),
      ]),
    ).toEqual({
      'custom.1.question': 'answers.saved.questionMissing',
      'custom.2.answer': 'answers.saved.answerMissing',
      'custom.3.question': 'answers.saved.duplicate',
    });
  });

  it('takes a question the form marks as required, or asks with other punctuation, for the same one', () => {
    // The extension finds a saved answer by the form's label compared this way: a second entry
    // would never be used.
    expect(
      savedAnswerProblems([
        entry('a', 'Why Yonder?', 'Remote first.'),
        entry('b', 'why yonder (required)', 'Another answer'),
        entry('c', '为什么选择我们？', '远程优先'),
        entry('d', '为什么选择我们（必填）', '再答一次'),
      ]),
    ).toEqual({
      'custom.1.question': 'answers.saved.duplicate',
      'custom.3.question': 'answers.saved.duplicate',
    });
  });

  it('drops the entries left blank', () => {
    expect(withoutBlankAnswers([entry('a', 'Q?', 'A'), entry('b', ' ', '')])).toEqual([
      entry('a', 'Q?', 'A'),
    ]);
  });
});

describe('mergeSavedAnswers', () => {
  const base = [entry('a', 'Visa?', 'No'), entry('b', 'Pronouns?', 'she/her')];

  it('applies what was edited, removed and added here on top of what was saved elsewhere', () => {
    const mine = [entry('a', 'Visa?', 'No, never'), entry('n', 'Notice?', 'One month')];
    const latest = [...base, entry('x', 'Kubernetes?', 'Four years')];
    expect(mergeSavedAnswers({ base, mine, latest })).toEqual([
      entry('a', 'Visa?', 'No, never'),
      entry('x', 'Kubernetes?', 'Four years'),
      entry('n', 'Notice?', 'One month'),
    ]);
  });

  it('keeps the answer given here when the same question was answered elsewhere', () => {
    // The extension replaces an answer under a new id.
    const latest = [entry('a2', 'visa?', 'Yes'), base[1]!];
    const mine = [entry('a', 'Visa?', 'No, never'), base[1]!];
    expect(mergeSavedAnswers({ base, mine, latest })).toEqual([
      base[1],
      entry('a', 'Visa?', 'No, never'),
    ]);
  });

  it('does not bring back an answer removed elsewhere that was not touched here', () => {
    expect(mergeSavedAnswers({ base, mine: base, latest: [base[0]!] })).toEqual([base[0]]);
  });
});
