import { normalise, wordCount } from './text.ts';

/** What a form field asks for, in the profile's terms. */
export type FieldKey =
  | 'firstName'
  | 'lastName'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'phoneCountry'
  | 'city'
  | 'location'
  | 'country'
  | 'linkedin'
  | 'github'
  | 'portfolio'
  | 'otherWebsite'
  | 'twitter'
  | 'resume'
  | 'coverLetter'
  | 'currentCompany'
  | 'currentTitle'
  | 'school'
  | 'degree'
  | 'discipline'
  | 'workAuthorization'
  | 'sponsorship'
  | 'salary'
  | 'noticePeriod'
  | 'startDate'
  | 'howHeard'
  | 'gender'
  | 'hispanic'
  | 'ethnicity'
  | 'veteran'
  | 'disability';

type Rule = { key: FieldKey; pattern: RegExp };

/**
 * Short labels that name one profile field. They only ever match a short label, so a question
 * ("Why do you want to work at GitHub?") never gets a profile field because a word matches.
 */
const FIELD_RULES: Rule[] = [
  { key: 'firstName', pattern: /^(legal )?(first|given) name|^名$|^名字$|^名（拼音）/ },
  { key: 'lastName', pattern: /^(legal )?(last|family) name|^surname$|^姓$|^姓氏$/ },
  { key: 'fullName', pattern: /^(full |legal )?name$|^your name$|^姓名$|^全名$/ },
  { key: 'email', pattern: /^e-?mail( address)?$|^电子邮(件|箱)|^邮箱( 地址)?$/ },
  {
    key: 'phoneCountry',
    pattern: /^(country|phone) (phone )?code$|^country code$|^phone country|^国家区号$|^区号$/,
  },
  { key: 'phone', pattern: /^(mobile |cell )?phone( number)?$|^mobile$|^(手机|电话)(号码)?$/ },
  { key: 'linkedin', pattern: /^linkedin( profile| url| profile url)?$|^领英/ },
  { key: 'github', pattern: /^github( profile| url| profile url)?$/ },
  { key: 'twitter', pattern: /^(twitter|x) (url|profile)$|^twitter$/ },
  {
    key: 'portfolio',
    pattern:
      /^(portfolio|personal website|website|portfolio url|website url|personal site|blog)$|^个人(网站|主页)$|^作品集/,
  },
  {
    key: 'otherWebsite',
    pattern: /^(other|additional|another) (website|url|link)s?( url)?$|^其他(网站|链接)$/,
  },
  { key: 'city', pattern: /^(current )?city( of residence)?$|^城市$|^所在城市$/ },
  {
    key: 'location',
    pattern:
      /^(current )?location( city)?$|^where are you (currently )?(based|located)$|^所在地$|^现居地?$/,
  },
  {
    key: 'country',
    pattern: /^(current )?country( of residence)?$|^国家(\/地区)?$|^国家或地区$/,
  },
  { key: 'resume', pattern: /^(resume|cv|resume\/cv|resume cv)( upload)?$|^简历$|^上传简历$/ },
  { key: 'coverLetter', pattern: /^cover letter$|^求职信$/ },
  { key: 'currentCompany', pattern: /^(current )?(company|employer)$|^(当前|目前)?(公司|雇主)$/ },
  { key: 'currentTitle', pattern: /^(current )?(job )?title$|^(当前|目前)?职位$/ },
  { key: 'school', pattern: /^(school|university|institution)( name)?$|^学校$|^毕业院校$/ },
  { key: 'degree', pattern: /^degree$|^学位$|^学历$/ },
  { key: 'discipline', pattern: /^(discipline|field of study|major)$|^专业$/ },
];

/** Answer-bank questions: long by nature, matched by what they ask. Order matters. */
const QUESTION_RULES: Rule[] = [
  { key: 'sponsorship', pattern: /sponsor|visa status|签证|担保/ },
  {
    key: 'workAuthorization',
    pattern:
      /authori[sz]ed to work|work authori[sz]ation|eligible to work|right to work|工作(许可|授权)|合法.{0,6}工作/,
  },
  {
    key: 'salary',
    pattern:
      /salary|compensation expectation|(expected|desired) (pay|compensation)|薪资|薪酬|期望.{0,4}(工资|薪)/,
  },
  { key: 'noticePeriod', pattern: /notice period|离职通知期|通知期|多久.{0,4}到岗/ },
  {
    key: 'startDate',
    pattern:
      /earliest start|when can you start|available to start|start date|入职(时间|日期)|到岗(时间|日期)/,
  },
  {
    key: 'howHeard',
    pattern:
      /how did you (hear|find|learn)|where did you (hear|find|learn)|referral source|如何得知|从哪里(得知|了解|看到)|了解到.{0,6}(职位|岗位)/,
  },
  {
    key: 'city',
    pattern:
      /^(what|which) city do you (currently )?(live|reside)|^in (what|which) city|city (of|you) (currently )?(live|reside|residence)|居住.{0,4}城市|哪个城市/,
  },
  {
    key: 'country',
    pattern:
      /country of residence|^(what|which) country do you (currently )?(live|reside)|^in (what|which) country|居住.{0,4}国家/,
  },
  {
    key: 'location',
    pattern: /^where (are you|do you) (currently )?(based|located|live|reside)\b/,
  },
  { key: 'hispanic', pattern: /hispanic|latino/ },
  { key: 'ethnicity', pattern: /^race|ethnicity|racial|种族|民族/ },
  { key: 'gender', pattern: /^gender|gender identity|^性别/ },
  { key: 'veteran', pattern: /veteran|退伍/ },
  { key: 'disability', pattern: /disability|残疾|残障/ },
];

/** Opening words of an open question: never a profile field. */
const OPEN_QUESTION =
  /\b(why|describe|tell us|explain|what (excites|interests|motivates|makes)|how would you|share an?|anything else)\b|为什么|请描述|请介绍|谈谈|说说|描述一下/;
const POLITE_PREFIX =
  /^(please (enter|provide|share) )?(your |what is your )|^请(填写|输入|提供)(你|您)的/;
const FIELD_MAX_WORDS = 6;

/** A label that reads as a question of its own (open, or longer than a field's name). */
export function isQuestion(label: string): boolean {
  const text = normalise(label);
  return OPEN_QUESTION.test(text) || wordCount(text) > FIELD_MAX_WORDS;
}

/** The profile field or answer-bank question a label asks for; null when none is safe. */
export function classifyLabel(label: string): FieldKey | null {
  // Boards append a visually hidden "Required" or "(Optional)" to the label.
  const text = normalise(label).replace(/\s*\b(required|optional)$/, '');
  if (!text) return null;
  const isOpen = OPEN_QUESTION.test(text);
  if (!isOpen && wordCount(text) <= FIELD_MAX_WORDS) {
    const bare = text.replace(POLITE_PREFIX, '').trim();
    for (const rule of FIELD_RULES) if (rule.pattern.test(bare)) return rule.key;
  }
  if (isOpen) return null;
  for (const rule of QUESTION_RULES) if (rule.pattern.test(text)) return rule.key;
  return null;
}

/** A saved answer of the bank whose question is this label (after normalising both). */
export function findCustomAnswer(
  label: string,
  custom: readonly { question: string; answer: string }[],
): string | null {
  const text = normalise(label);
  const found = custom.find((entry) => normalise(entry.question) === text);
  return found ? found.answer : null;
}
