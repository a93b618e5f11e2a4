import type { ListCopy, PostingContext } from './posting.ts';

const and = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const skill = (c: PostingContext, index: number) => c.skills[index % c.skills.length]!;

const AREAS: Record<PostingContext['category'], string> = {
  product: 'product management',
  frontend: 'frontend development',
  backend: 'backend development',
  fullstack: 'software development',
  mobile: 'mobile app development',
  devops: 'infrastructure or SRE work',
  dataScience: 'data science or analytics',
  design: 'product or UX design',
  marketing: 'B2B or B2C marketing',
  sales: 'B2B sales',
  customerService: 'customer-facing roles',
  other: 'a similar role',
};

/** Requirements, responsibilities and benefits of English postings. */
export const EN_LISTS: ListCopy = {
  experience: (c) => {
    if (c.level === 'intern')
      return `Currently studying towards a degree related to ${AREAS[c.category]}`;
    if (!c.years && c.level === 'junior') {
      return `A degree or equivalent practical experience in ${AREAS[c.category]}`;
    }
    if (!c.years) return `Proven experience in ${AREAS[c.category]}, with work you can show us`;
    return `${c.years}+ years of experience in ${AREAS[c.category]}`;
  },
  skillRequirements: [
    (c) => `Solid experience with ${skill(c, 0)} and ${skill(c, 1)}`,
    (c) => `Hands-on experience with ${skill(c, 0)}; ${skill(c, 2)} is a plus`,
    (c) => `Confidence working with ${and(c.skills.slice(0, 3))}`,
  ],
  requirements: {
    frontend: [
      'A sharp eye for detail in user interfaces',
      'Experience building accessible, responsive web applications',
      'Understanding of browser performance and Core Web Vitals',
      'Comfort writing tests with tools like Playwright or Testing Library',
    ],
    backend: [
      'Experience designing APIs and data models that last',
      'Knowledge of relational databases and query tuning',
      'Familiarity with distributed systems, queues and caching',
      'A habit of writing observable, well-tested code',
    ],
    fullstack: [
      'Comfort moving between the database, the API and the UI in a single day',
      'Experience shipping product features end to end',
      'Pragmatism about trade-offs between speed and polish',
    ],
    mobile: [
      'Apps you worked on published in the App Store or Google Play',
      'Understanding of mobile performance, offline support and battery use',
      'Experience with mobile release processes and crash reporting',
    ],
    devops: [
      'Experience running production workloads on Kubernetes',
      'Infrastructure as code with Terraform or similar tools',
      'A calm approach to incidents and thoughtful postmortems',
      'Knowledge of networking, Linux and security basics',
    ],
    dataScience: [
      'Strong statistics and experiment design',
      'Fluency in SQL and Python',
      'Experience taking models from a notebook to production',
      'The ability to explain findings to non-technical colleagues',
    ],
    product: [
      'A track record of shipping products customers love',
      'Comfort with data: you can write SQL or work closely with analysts',
      'Experience running discovery and customer interviews',
      'Excellent written communication',
    ],
    design: [
      'A portfolio that shows your process, not only final screens',
      'Mastery of Figma and design systems',
      'Experience working with engineers on implementation details',
      'Comfort running user research and usability tests',
    ],
    marketing: [
      'A portfolio of campaigns or content with measurable results',
      'Excellent writing skills in English',
      'Experience with SEO and marketing analytics',
      'Comfort with a fast, experiment-driven pace',
    ],
    sales: [
      'A record of meeting or beating quota',
      'Experience selling SaaS to mid-market or enterprise customers',
      'Excellent negotiation and presentation skills',
      'Comfort with a CRM such as Salesforce or HubSpot',
    ],
    customerService: [
      'Patience and empathy with customers',
      'Clear writing in English; a second language is a plus',
      'Experience with tools such as Zendesk or Intercom',
      'Willingness to cover some weekend shifts on a rota',
    ],
    other: [
      'Excellent organisation and attention to detail',
      'Clear, structured written communication',
      'Experience in a fast-growing company',
      'Comfort with tools such as Jira and Notion',
    ],
  },
  genericRequirements: [
    'Excellent written English',
    'Comfort working asynchronously across time zones',
    'Curiosity and a willingness to learn',
    'Ownership: you finish what you start',
  ],
  responsibilities: {
    frontend: [
      'Build new features in our web app',
      'Turn designs into fast, accessible interfaces',
      'Improve our component library and design system',
      'Keep the app fast by measuring and fixing performance',
    ],
    backend: [
      'Design, build and run services that handle millions of requests',
      'Model data and keep queries fast',
      'Build integrations with third-party APIs',
      'Improve reliability, monitoring and alerting',
      'Take part in the on-call rotation',
    ],
    fullstack: [
      'Ship features end to end, from the database to the UI',
      'Work with designers and product managers to shape new ideas',
      'Improve the developer experience of our codebase',
      'Talk to customers to understand their problems',
    ],
    mobile: [
      'Build and ship features in our iOS and Android apps',
      'Improve app start time, stability and accessibility',
      'Work with backend engineers on the APIs the apps use',
      'Own releases to the App Store and Google Play',
    ],
    devops: [
      'Run and improve our Kubernetes clusters',
      'Automate infrastructure with code',
      'Build CI/CD pipelines developers enjoy using',
      'Lead incident response and write postmortems',
      'Keep cloud costs under control',
    ],
    dataScience: [
      'Build models that improve ranking, pricing or forecasting',
      'Design and analyse A/B tests',
      'Build reliable data pipelines',
      'Share insights with product and leadership',
      'Define the metrics the company relies on',
    ],
    product: [
      'Own the roadmap for one area of the product',
      'Talk to customers every week',
      'Write clear specs and work closely with engineering and design',
      'Define success metrics and follow up after launch',
    ],
    design: [
      'Design end-to-end flows for web and mobile',
      'Run user research and usability tests',
      'Contribute to and maintain our design system',
      'Work closely with engineers during implementation',
    ],
    marketing: [
      'Plan and run campaigns across channels',
      'Write for our blog, newsletter and social media',
      'Grow organic traffic through SEO',
      'Report on funnel metrics and experiment results',
      'Work with sales on positioning and messaging',
    ],
    sales: [
      'Run the full sales cycle from discovery to close',
      'Build pipeline through outbound and events',
      'Give product demos to prospective customers',
      'Keep the CRM accurate and forecasts honest',
    ],
    customerService: [
      'Answer customer questions by chat and e-mail',
      'Troubleshoot issues and work with engineers on bugs',
      'Write and update help centre articles',
      'Onboard new customers and help them succeed',
    ],
    other: [
      'Plan and coordinate projects across teams',
      'Write clear documentation and processes',
      'Improve how we work as the company grows',
      'Track progress and report on risks',
    ],
  },
  genericResponsibilities: [
    'Help hire and onboard new colleagues',
    'Share knowledge through writing and pairing',
    'Bring customer feedback into planning',
  ],
  leadResponsibilities: [
    'Mentor other members of the team',
    'Set the technical or creative direction of your area',
    'Lead a small team and grow its people',
  ],
  benefits: [
    'Competitive salary and equity',
    'Flexible working hours',
    '25 days of paid holiday plus public holidays',
    'Yearly learning budget of $2,000',
    'Health insurance for you and your family',
    'A new laptop of your choice',
    'Paid parental leave',
    'Mental health support',
    'Pension or 401(k) matching',
    'Conference budget',
    'Annual performance bonus',
  ],
  remoteBenefits: [
    'Work from anywhere in the listed regions',
    'Home-office budget of $1,500',
    'Coworking space allowance',
    'Company retreats twice a year',
    'Internet and phone stipend',
  ],
};
