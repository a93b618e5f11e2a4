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
  itSupport: 'IT support or help desk work',
  finance: 'accounting or finance',
  hr: 'recruiting or HR',
  legal: 'legal or compliance work',
  operations: 'office administration or operations',
  writing: 'professional writing or editing',
  education: 'teaching or instructional design',
  healthcare: 'clinical or healthcare work',
  other: 'software testing',
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
    itSupport: [
      'Hands-on troubleshooting of Windows and macOS laptops, printers and peripherals',
      'CompTIA A+ or equivalent certification',
      'Experience with Active Directory, Microsoft 365 and a ticketing system',
      'Patience explaining technical fixes to non-technical colleagues',
    ],
    finance: [
      'A CPA, ACCA or equivalent qualification',
      'Solid knowledge of GAAP and the month-end close',
      'Advanced Excel; experience with QuickBooks or NetSuite',
      'Accuracy and attention to detail with numbers',
    ],
    hr: [
      'Experience running full-cycle recruiting or HR processes',
      'Familiarity with an HRIS and an applicant tracking system',
      'Working knowledge of employment law in the countries we hire in',
      'Discretion with confidential information',
    ],
    legal: [
      'A law degree; bar admission in at least one jurisdiction, or a paralegal certificate',
      'Experience drafting and reviewing commercial contracts',
      'Working knowledge of GDPR and data privacy rules',
      'Clear, precise writing',
    ],
    operations: [
      'Excellent organisation and attention to detail',
      'Confidence with Google Workspace or Microsoft Office',
      'Experience managing calendars, travel and office logistics',
      'Calm handling of many requests at once',
    ],
    writing: [
      'A portfolio of published writing',
      'Strong editing skills and familiarity with AP Style or a house style guide',
      'Experience writing for the web, with basic SEO',
      'Ability to turn expert interviews into clear copy',
    ],
    education: [
      'A teaching license, TEFL/TESOL or equivalent qualification',
      'Experience teaching online or designing courses',
      'Familiarity with an LMS such as Canvas or Moodle',
      'Patience and enthusiasm with learners of every level',
    ],
    healthcare: [
      'An active registered nurse (RN) license, or certification for the role',
      'Experience with EHR systems such as Epic',
      'Thorough knowledge of HIPAA',
      'Calm, empathetic communication with patients',
    ],
    other: [
      'Experience writing automated tests with Playwright, Cypress or Selenium',
      'A sharp eye for edge cases and clear bug reports',
      'Familiarity with CI/CD pipelines',
      'Comfort with tools such as Jira and Postman',
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
    itSupport: [
      'Resolve hardware, software and access tickets for colleagues around the world',
      'Set up and ship laptops for new hires and manage their accounts',
      'Keep the asset inventory and the IT knowledge base up to date',
      'Administer Microsoft 365, Google Workspace and device management',
    ],
    finance: [
      'Own the month-end close, journal entries and account reconciliations',
      'Prepare financial statements and management reports',
      'Process accounts payable and receivable and chase open invoices',
      'Support the annual audit and tax filings',
    ],
    hr: [
      'Run hiring from sourcing to offer for several teams',
      'Onboard new colleagues across countries',
      'Keep the HRIS accurate and answer employee questions',
      'Support performance reviews and compensation cycles',
    ],
    legal: [
      'Draft, review and negotiate customer and vendor contracts',
      'Keep our privacy and compliance programme current',
      'Advise teams on legal risks in plain language',
      'Manage outside counsel and the contract repository',
    ],
    operations: [
      'Manage calendars, meetings and travel for the leadership team',
      'Coordinate office logistics, vendors and supplies',
      'Plan team events and offsites',
      'Keep processes, documents and records in order',
    ],
    writing: [
      'Write and edit articles, guides and web pages',
      'Interview experts and turn their knowledge into clear copy',
      'Keep our style guide and editorial calendar',
      'Work with designers and marketers on every piece',
    ],
    education: [
      'Teach live online lessons to small groups and individuals',
      'Design lessons, materials and assessments',
      "Track learners' progress and give feedback to parents or managers",
      'Improve our curriculum with the academic team',
    ],
    healthcare: [
      'Assess and support patients by video and phone',
      'Document care accurately in the EHR',
      'Coordinate with physicians, pharmacies and insurers',
      'Follow clinical protocols and HIPAA at every step',
    ],
    other: [
      'Write and maintain automated end-to-end tests',
      'Test new features and report bugs clearly',
      'Keep the test suites fast and reliable in CI',
      'Work with engineers on quality from the first design',
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
