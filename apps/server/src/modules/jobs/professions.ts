/**
 * Job titles that name a profession, for search's title-weighted ranking (issue 29). A search for
 * a profession ranks jobs whose title is that profession first, then the titles near it, and never
 * matches it in a description alone: "bookkeeper" must not find an iOS job because the company's
 * blurb mentions its bookkeeping app, and "accountant" is not "account manager" (the English
 * stemmer makes both `account`).
 *
 * Each entry: the words a title says it with (`same`, either language), and the professions near it.
 * Words are as search's title index holds them: lower case, a final plural `s` dropped, Chinese
 * as written.
 */
type Profession = { same: readonly string[]; near: readonly string[] };

const PROFESSIONS: readonly Profession[] = [
  {
    same: ['accountant', '会计', '会计师', '注册会计师', 'cpa'],
    near: ['bookkeeper', 'accounting', '出纳', '审计', 'auditor', '财务', 'controller', 'tax'],
  },
  {
    same: ['bookkeeper', 'bookkeeping', '记账', '簿记'],
    near: ['accountant', 'accounting', '会计', '出纳'],
  },
  { same: ['auditor', '审计', '审计师'], near: ['accountant', '会计', 'audit', 'compliance'] },
  { same: ['cashier', '出纳'], near: ['accountant', '会计', 'bookkeeper'] },
  { same: ['recruiter', '招聘', '招聘专员'], near: ['talent', 'sourcer', 'hr', '人力资源'] },
  { same: ['lawyer', 'attorney', '律师'], near: ['counsel', 'legal', '法务', 'paralegal'] },
  { same: ['paralegal', '法务'], near: ['legal', 'lawyer', '律师'] },
  { same: ['nurse', '护士'], near: ['clinical', 'healthcare', '医疗'] },
  { same: ['teacher', 'tutor', '教师', '老师'], near: ['instructor', 'educator', '教育'] },
  { same: ['coordinator', '协调员'], near: ['administrator', 'assistant', '行政'] },
];

const BY_WORD = new Map<string, Profession>();
for (const profession of PROFESSIONS)
  for (const word of profession.same) if (!BY_WORD.has(word)) BY_WORD.set(word, profession);

/** The profession a typed word names, or undefined for any other word. */
export function professionOf(word: string): Profession | undefined {
  return BY_WORD.get(word);
}
