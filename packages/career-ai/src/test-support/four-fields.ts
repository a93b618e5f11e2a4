import type { ResumeDocument } from '@yonder/contract/resume-document';
import { fromJsonResume } from '../json-resume.ts';

/**
 * Four candidates of different fields (product manager, Java backend engineer, full-stack
 * engineer, accountant) as JSON Resume documents, and one posting of each field in the shape of a
 * RemoteOK `/api` element (HTML description with the company's blurb, benefits and ways of
 * working around the requirements), written for Yonder's tests; people and companies are made up.
 * A resume must score clearly higher against its own field's posting than against the others.
 */
export type FourField = 'product' | 'backend' | 'fullstack' | 'accounting';
export type RemoteOkPosting = {
  id: string;
  position: string;
  company: string;
  tags: string[];
  description: string;
};

const PRODUCT_RESUME = {
  basics: {
    name: 'Lena Fischer',
    label: 'Senior Product Manager',
    email: 'lena.fischer@example.com',
    phone: '+49 30 5555 0192',
    url: 'https://lenafischer.example.com',
    summary:
      'Product manager with eight years in B2B SaaS: discovery, roadmaps and launches that move activation and retention.',
    location: { city: 'Berlin', countryCode: 'DE' },
    profiles: [
      { network: 'LinkedIn', username: 'lenafischer', url: 'https://linkedin.com/in/lenafischer' },
    ],
  },
  work: [
    {
      name: 'Tidewater Software',
      position: 'Senior Product Manager',
      startDate: '2020-04',
      highlights: [
        'Own the product roadmap for onboarding and billing across three squads of 18 engineers and designers.',
        'Ran 45 customer interviews and usability sessions to reframe onboarding; activation rose from 31% to 44%.',
        'Set quarterly OKRs with engineering and design, and prioritised the backlog in Jira.',
        'Designed and analysed 20 A/B tests with Amplitude and SQL; two became the default checkout.',
      ],
    },
    {
      name: 'Kestrel Apps',
      position: 'Product Manager',
      startDate: '2016-09',
      endDate: '2020-03',
      highlights: [
        'Launched the mobile app to 120k users with a go-to-market plan built with sales and marketing.',
        'Wrote PRDs and user stories for a Scrum team of seven; cut cycle time by 25%.',
        'Managed stakeholders across support, sales and finance for the pricing change of 2019.',
      ],
    },
  ],
  education: [
    {
      institution: 'Humboldt University of Berlin',
      area: 'Economics',
      studyType: 'MSc',
      startDate: '2014',
      endDate: '2016',
    },
  ],
  skills: [
    {
      name: 'Product',
      keywords: [
        'Product Management',
        'Product Strategy',
        'Roadmapping',
        'Product Discovery',
        'User Research',
        'A/B Testing',
        'Stakeholder Management',
      ],
    },
    { name: 'Tools', keywords: ['SQL', 'Amplitude', 'Jira', 'Figma', 'Agile'] },
  ],
  languages: [
    { language: 'German', fluency: 'Native' },
    { language: 'English', fluency: 'Fluent' },
  ],
};

const BACKEND_RESUME = {
  basics: {
    name: 'Rafael Souza',
    label: 'Senior Backend Engineer',
    email: 'rafael.souza@example.com',
    phone: '+55 11 5555 0148',
    summary:
      'Backend engineer with nine years of Java: payment services, event streaming and the databases under them.',
    location: { city: 'São Paulo', countryCode: 'BR' },
    profiles: [{ network: 'GitHub', username: 'rsouza', url: 'https://github.com/rsouza' }],
  },
  work: [
    {
      name: 'Pagora',
      position: 'Senior Backend Engineer',
      startDate: '2019-02',
      highlights: [
        'Built the card authorisation service in Java 17 and Spring Boot, handling 3,000 requests per second.',
        'Moved settlement from nightly batches to Kafka streams, cutting reconciliation time from 6 hours to 20 minutes.',
        'Designed PostgreSQL schemas and tuned queries, lowering p99 latency by 40%.',
        'Shipped services to Kubernetes on AWS with Docker and GitHub Actions.',
      ],
    },
    {
      name: 'Bancoriz',
      position: 'Java Developer',
      startDate: '2015-03',
      endDate: '2019-01',
      highlights: [
        'Developed REST APIs for loan origination with Spring MVC, Hibernate and Oracle.',
        'Split a monolith into six microservices with RabbitMQ messaging.',
        'Raised unit test coverage with JUnit and Mockito from 35% to 80%.',
      ],
    },
  ],
  education: [
    {
      institution: 'Universidade de São Paulo',
      area: 'Computer Engineering',
      studyType: 'Bachelor',
      startDate: '2010',
      endDate: '2014',
    },
  ],
  skills: [
    {
      name: 'Backend',
      keywords: ['Java', 'Spring Boot', 'Hibernate', 'REST APIs', 'Microservices', 'JUnit'],
    },
    {
      name: 'Data and infrastructure',
      keywords: ['PostgreSQL', 'Oracle', 'Kafka', 'RabbitMQ', 'Docker', 'Kubernetes', 'AWS'],
    },
  ],
  languages: [
    { language: 'Portuguese', fluency: 'Native' },
    { language: 'English', fluency: 'Professional' },
  ],
};

const FULLSTACK_RESUME = {
  basics: {
    name: 'Amara Nwosu',
    label: 'Full-Stack Engineer',
    email: 'amara.nwosu@example.com',
    phone: '+234 1 555 0177',
    summary:
      'Full-stack engineer who ships TypeScript products end to end, from PostgreSQL schemas to accessible web design.',
    location: { city: 'Lagos', countryCode: 'NG' },
    profiles: [{ network: 'GitHub', username: 'amaranw', url: 'https://github.com/amaranw' }],
  },
  work: [
    {
      name: 'Kora Health',
      position: 'Full-Stack Engineer',
      startDate: '2021-01',
      highlights: [
        'Built the patient portal with React, Next.js and a Node.js GraphQL API used by 40,000 patients.',
        'Led accessible web design for the booking flow, with keyboard navigation and screen reader support.',
        'Modelled PostgreSQL tables with Prisma and cut the slowest report from 9 s to 800 ms.',
        'Wrote Playwright end-to-end tests and Jest unit tests that run on every pull request.',
      ],
    },
    {
      name: 'Lumo Commerce',
      position: 'Software Developer',
      startDate: '2018-06',
      endDate: '2020-12',
      highlights: [
        'Developed storefront features in React and Express for 300 merchants.',
        'Containerised services with Docker and deployed them to AWS.',
      ],
    },
  ],
  education: [
    {
      institution: 'University of Lagos',
      area: 'Computer Science',
      studyType: 'BSc',
      startDate: '2014',
      endDate: '2018',
    },
  ],
  skills: [
    { name: 'Languages', keywords: ['TypeScript', 'JavaScript', 'HTML', 'CSS', 'SQL'] },
    {
      name: 'Frameworks',
      keywords: ['React', 'Next.js', 'Node.js', 'Express', 'GraphQL', 'Tailwind CSS'],
    },
    {
      name: 'Tools',
      keywords: ['PostgreSQL', 'Prisma', 'Docker', 'AWS', 'Jest', 'Playwright', 'Git'],
    },
  ],
  languages: [{ language: 'English', fluency: 'Native' }],
};

const ACCOUNTING_RESUME = {
  basics: {
    name: 'Sofia Marin',
    label: 'Senior Accountant, CPA',
    email: 'sofia.marin@example.com',
    phone: '+1 305 555 0163',
    summary:
      'Certified Public Accountant with seven years in corporate accounting: month-end close, reconciliations and audits under US GAAP.',
    location: { city: 'Miami', countryCode: 'US' },
    profiles: [
      { network: 'LinkedIn', username: 'sofiamarin', url: 'https://linkedin.com/in/sofiamarin' },
    ],
  },
  work: [
    {
      name: 'Harbor Freight Partners',
      position: 'Senior Accountant',
      startDate: '2020-05',
      highlights: [
        'Lead the month-end close for four entities, shortening it from 9 to 5 business days.',
        'Prepare balance sheet reconciliations and journal entries in NetSuite.',
        'Coordinated the annual external audit with no material findings for three years.',
        'Built Excel models with pivot tables and XLOOKUP for accruals and variance analysis.',
      ],
    },
    {
      name: 'Delgado & Ruiz CPAs',
      position: 'Staff Accountant',
      startDate: '2017-01',
      endDate: '2020-04',
      highlights: [
        'Managed accounts payable and accounts receivable for 25 small-business clients.',
        'Prepared corporate tax returns and sales tax filings.',
      ],
    },
  ],
  education: [
    {
      institution: 'Florida International University',
      area: 'Accounting',
      studyType: 'Bachelor of Accounting',
      startDate: '2012',
      endDate: '2016',
    },
  ],
  certificates: [
    {
      name: 'Certified Public Accountant (CPA)',
      issuer: 'Florida Board of Accountancy',
      date: '2018-06',
    },
  ],
  skills: [
    {
      name: 'Accounting',
      keywords: [
        'US GAAP',
        'Month-End Close',
        'Reconciliations',
        'Accounts Payable',
        'Accounts Receivable',
        'Audit',
        'Tax',
      ],
    },
    { name: 'Systems', keywords: ['NetSuite', 'QuickBooks', 'Excel'] },
  ],
  languages: [
    { language: 'Spanish', fluency: 'Native' },
    { language: 'English', fluency: 'Fluent' },
  ],
};

const ABOUT_REMOTE =
  '<p><strong>Benefits</strong></p><ul><li>Remote-first, work from anywhere in your time zone</li><li>Home office budget of $1,500</li><li>30 days of paid leave and private health insurance</li></ul>';

const PRODUCT_POSTING: RemoteOkPosting = {
  id: 'yonder-four-product',
  position: 'Senior Product Manager, Creator Tools',
  company: 'Lumen Studio',
  tags: ['product', 'manager', 'saas', 'video'],
  description:
    '<p>Lumen Studio makes video editing and color grading tools used by two million creators. Our editor runs in the browser, and our team of 90 works remotely across Europe.</p>' +
    '<p><strong>What you will do</strong></p><ul><li>Own the roadmap for our collaboration features, from discovery to launch.</li><li>Talk to creators every week and turn what you learn into clear problems for design and engineering.</li><li>Define success metrics and run experiments on activation and retention.</li></ul>' +
    '<p><strong>What we are looking for</strong></p><ul><li>5+ years of experience in product management for a SaaS or consumer product.</li><li>A track record of product discovery: customer interviews, usability testing and prototypes.</li><li>Data fluency: you write your own SQL and read experiments in Amplitude, Mixpanel or a similar tool.</li><li>Experience running A/B tests and setting OKRs with engineering teams.</li><li>Excellent written English.</li></ul>' +
    '<p><strong>Nice to have</strong></p><ul><li>Experience with creator or media products.</li><li>Familiarity with Figma and design systems.</li></ul>' +
    ABOUT_REMOTE +
    '<p><strong>About Lumen Studio</strong></p><p>Founded in 2016, Lumen Studio builds video editing software, motion graphics templates and a stock library for YouTube creators.</p>',
};

const BACKEND_POSTING: RemoteOkPosting = {
  id: 'yonder-four-backend',
  position: 'Senior Java Engineer (Backend)',
  company: 'Ferrovia Payments',
  tags: ['java', 'backend', 'senior', 'engineer'],
  description:
    '<p>Ferrovia Payments moves money for 4,000 European merchants. We are hiring a senior backend engineer for the team that owns settlement.</p>' +
    '<h3>Requirements</h3><ul><li>5+ years of professional experience with Java (11 or later).</li><li>Production experience with Spring Boot and Hibernate.</li><li>Relational databases such as PostgreSQL or MySQL, and writing efficient SQL.</li><li>Designing REST APIs and microservices.</li><li>Messaging with Kafka or RabbitMQ.</li><li>Bachelor’s degree in Computer Science or equivalent experience.</li></ul>' +
    '<h3>Nice to have</h3><ul><li>Kubernetes and AWS.</li><li>Kotlin.</li><li>Experience in payments or fintech.</li></ul>' +
    '<h3>How we work</h3><ul><li>Slack for conversations, Notion for documents, Figma for the odd diagram.</li><li>Two meetings a week; the rest is focused time.</li></ul>' +
    ABOUT_REMOTE,
};

const FULLSTACK_POSTING: RemoteOkPosting = {
  id: 'yonder-four-fullstack',
  position: 'Full-Stack Engineer (TypeScript, React)',
  company: 'Canopy Care',
  tags: ['fullstack', 'typescript', 'react', 'node'],
  description:
    '<p>Canopy Care builds software for home nurses. You will ship features across our React front end and Node.js services.</p>' +
    '<p><b>Requirements:</b></p><ul><li>4+ years building web applications with TypeScript, React and Node.js.</li><li>Experience with PostgreSQL and GraphQL APIs.</li><li>Accessibility: you build interfaces that meet WCAG 2.1 AA.</li><li>Automated testing with Jest, Playwright or Cypress.</li><li>Fluent in English.</li></ul>' +
    '<p><b>Bonus points:</b></p><ul><li>Next.js.</li><li>Docker and AWS.</li><li>Healthcare experience.</li></ul>' +
    '<p><b>Our stack:</b> we also use Sentry, Linear and Slack.</p>' +
    ABOUT_REMOTE +
    '<p><b>About Canopy Care</b></p><p>Canopy Care is backed by leading healthcare investors and works with 300 agencies.</p>',
};

const ACCOUNTING_POSTING: RemoteOkPosting = {
  id: 'yonder-four-accounting',
  position: 'Senior Accountant',
  company: 'Brightline Logistics',
  tags: ['accounting', 'finance', 'accountant'],
  description:
    '<p>Brightline Logistics runs freight for 900 retailers in the Americas. Our finance team is looking for a senior accountant.</p>' +
    '<p><b>Key Responsibilities:</b></p><ul><li>Own the month-end close and balance sheet reconciliations.</li><li>Prepare journal entries, accruals and monthly financial statements.</li><li>Support the external audit and tax filings.</li></ul>' +
    '<p><b>Qualifications:</b></p><ul><li>CPA, ACCA or equivalent.</li><li>3+ years of accounting experience.</li><li>Strong knowledge of US GAAP or IFRS.</li><li>Experience with an ERP such as NetSuite, SAP or similar.</li><li>Advanced Excel skills (pivot tables, VLOOKUP).</li><li>Bachelor’s degree in Accounting or Finance.</li></ul>' +
    '<p><b>Preferred:</b></p><ul><li>Spanish.</li><li>Experience in logistics.</li></ul>' +
    ABOUT_REMOTE +
    '<p><b>About Brightline Logistics</b></p><p>We are a growing team that values video calls over e-mail and celebrates wins together.</p>',
};

export const FOUR_FIELDS: { field: FourField; resume: ResumeDocument; posting: RemoteOkPosting }[] =
  [
    { field: 'product', resume: fromJsonResume(PRODUCT_RESUME), posting: PRODUCT_POSTING },
    { field: 'backend', resume: fromJsonResume(BACKEND_RESUME), posting: BACKEND_POSTING },
    { field: 'fullstack', resume: fromJsonResume(FULLSTACK_RESUME), posting: FULLSTACK_POSTING },
    { field: 'accounting', resume: fromJsonResume(ACCOUNTING_RESUME), posting: ACCOUNTING_POSTING },
  ];
