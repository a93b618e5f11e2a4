import { EN_LISTS } from './lists-en.ts';
import type { Copy, PostingContext } from './posting.ts';

const and = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
/** `an HR tech company`, `a UX Designer`, `an iOS Engineer`: acronyms by their first letter's sound. */
const article = (phrase: string) => {
  const isAcronym = /^[A-Z]{2}/.test(phrase);
  const isVowel = isAcronym ? /^[AEFHILMNORSX]/.test(phrase) : /^[aeiou]/i.test(phrase);
  return `${isVowel ? 'an' : 'a'} ${phrase}`;
};
/** `Climate tech` → `climate tech`, while `HR tech` stays. */
const lowerFirst = (phrase: string) =>
  /^[A-Z][a-z]/.test(phrase) ? phrase[0]!.toLowerCase() + phrase.slice(1) : phrase;
const skill = (c: PostingContext, index: number) => c.skills[index % c.skills.length]!;

export const EN_COPY: Copy = {
  sizes: {
    '1-10': 'a founding team of eight',
    '11-50': 'a team of about 30',
    '51-200': 'a team of about 120',
    '201-500': 'about 350 people',
    '501-1000': 'about 800 people',
    '1000+': 'more than a thousand people',
  },
  intros: [
    (c) =>
      `${c.company} builds ${c.product} for ${c.audience}. We are ${EN_COPY.sizes[c.size]}, spread across ${c.number} countries.`,
    (c) =>
      `At ${c.company}, we make ${c.product} that ${c.audience} rely on every day. We have grown to ${EN_COPY.sizes[c.size]} and we are still small enough that every hire shapes how we work.`,
    (c) =>
      `${c.company} is ${article(lowerFirst(c.industry))} company on a mission to make work easier for ${c.audience}. Our ${c.product} is used by customers in more than ${c.number * 3} countries.`,
    (c) =>
      `We are ${c.company}. We started with a simple idea: ${c.audience} deserve better tools. Today our ${c.product} handles millions of requests every day.`,
    (c) =>
      `${c.company} is hiring! We build ${c.product} for ${c.audience} and we are profitable, independent and growing steadily.`,
  ],
  roles: [
    (c) =>
      `As ${article(c.title)}, you will join our ${c.team} team and work closely with product, design and engineering to ship things our customers love.`,
    (c) =>
      `We are looking for ${article(c.title)} who enjoys owning problems end to end. You will work mostly with ${skill(c, 0)} and ${skill(c, 1)}, and you will have a real say in our roadmap.`,
    (c) =>
      `This role sits in the ${c.team} team, a group of ${c.number + 3} people. Your first months will focus on learning our product and our customers; after that you will help decide what we build next.`,
    (c) =>
      `You will be ${article(c.title)} in the ${c.team} team, reporting to our Head of ${EN_COPY.departments[c.category]}. The team values clear writing, small releases and honest feedback.`,
  ],
  teams: [
    'Platform',
    'Growth',
    'Core Product',
    'Payments',
    'Integrations',
    'Customer Experience',
    'Data',
    'Infrastructure',
    'Enterprise',
    'Onboarding',
  ],
  departments: {
    product: 'Product',
    frontend: 'Engineering',
    backend: 'Engineering',
    fullstack: 'Engineering',
    mobile: 'Engineering',
    devops: 'Infrastructure',
    dataScience: 'Data',
    design: 'Design',
    marketing: 'Marketing',
    sales: 'Sales',
    customerService: 'Customer Experience',
    itSupport: 'IT',
    finance: 'Finance',
    hr: 'People',
    legal: 'Legal',
    operations: 'Operations',
    writing: 'Content',
    education: 'Learning',
    healthcare: 'Clinical Operations',
    other: 'Engineering',
  },
  headings: {
    stack: 'Our stack',
    tools: 'Tools we use',
    work: 'How we work',
    process: 'Hiring process',
  },
  stack: [
    (c) => `Day to day you will work with ${and(c.skills)}.`,
    (c) => `We use ${and(c.skills.slice(0, 3))}, and we pick boring, proven tools wherever we can.`,
    (c) =>
      `Most of our work happens in ${skill(c, 0)} and ${skill(c, 1)}. Experience with ${skill(c, 2)} is a plus, not a must.`,
  ],
  work: [
    'Small teams that own their work from idea to release',
    'We ship to production many times a day',
    'Every change is reviewed by at least one colleague',
    'Clear goals each quarter, and the freedom to reach them your way',
    'A blameless culture: we fix systems, not people',
  ],
  remoteWork: [
    'Asynchronous first: we write things down and keep meetings to a minimum',
    'Four hours of overlap with your team each day, the rest is up to you',
    'We meet in person twice a year, travel paid',
  ],
  process: [
    'A 30-minute call with our recruiter',
    'A conversation with the hiring manager',
    'A paid take-home exercise (about three hours)',
    'A deep-dive interview with two future colleagues',
    'A chat with one of the founders',
    'Reference checks and an offer',
  ],
  closings: [
    'We welcome applicants of every background. If you meet most of the requirements, please apply.',
    'Not sure you tick every box? Apply anyway: we hire for potential as much as experience.',
    'We reply to every application within a week.',
    'Tell us in your application about something you built or improved that you are proud of.',
  ],
  ...EN_LISTS,
};
