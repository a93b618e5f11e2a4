import type { JobTarget } from '../ats/keywords.ts';

/**
 * A realistic posting and a resume (as pasted text) for fields in and outside engineering, written
 * for Yonder's tests; the people and companies are made up. A resume must match its own field's
 * posting clearly better than any other's.
 */
export type KeywordField = { field: string; posting: JobTarget; resume: string };

export const KEYWORD_FIELDS: KeywordField[] = [
  {
    field: 'product',
    posting: {
      title: 'Senior Product Manager, Payments',
      description:
        'Own the product roadmap for our payments platform. Run product discovery with customer interviews, write user stories and PRDs, and prioritize the backlog with engineering and design. Define OKRs and KPIs, analyse funnels in Amplitude and SQL, and run A/B tests. Work with stakeholders across sales and support; experience with pricing and go-to-market launches is a plus. Agile/Scrum, Jira.',
      skills: [],
    },
    resume: `Alex Morgan
Senior Product Manager
alex.morgan@example.com
Summary
Product manager with eight years in B2B SaaS and payments.
Experience
Northwind, Senior Product Manager, 2020 – Present
- Own the product roadmap for invoicing; ran discovery interviews with 60 merchants.
- Wrote PRDs and user stories, prioritised the backlog in Jira with two Scrum teams.
- Set OKRs and tracked activation funnels in Amplitude and SQL; ran 30 A/B tests.
- Led pricing changes and the go-to-market launch of card payments in four markets.
Skills
Product Management, Product Discovery, Roadmapping, A/B Testing, SQL, Amplitude, Jira, Agile`,
  },
  {
    field: 'design',
    posting: {
      title: 'Senior Product Designer',
      description:
        'Design end-to-end flows from wireframes to high-fidelity prototypes in Figma. Plan and run user research and usability testing, and evolve our design system with engineers. You care about interaction design, visual design and accessibility, and bring a portfolio of shipped work.',
      skills: [],
    },
    resume: `Priya Raman
Product Designer
priya@example.com
Experience
Harbour Health, Senior Product Designer, 2020 – Present
- Redesigned the booking flow from wireframes to Figma prototypes; completed bookings +18%.
- Ran 40 usability tests and user interviews; built the design system with 80 components.
- Led interaction design and visual design for the patient app, WCAG AA accessibility.
Skills
Figma, Prototyping, User Research, Design Systems, Interaction Design, Visual Design, Accessibility`,
  },
  {
    field: 'marketing',
    posting: {
      title: 'Growth Marketing Manager',
      description:
        'Own demand generation across paid search, paid social and SEO. Plan campaigns in HubSpot, run email marketing and lifecycle programs, and report on attribution and ROAS in Google Analytics. Write and brief content marketing with our copywriters and test landing pages for conversion rate optimization.',
      skills: [],
    },
    resume: `Lucía Ortega
Growth Marketer
lucia@example.com
Experience
Brightpath, Growth Marketing Manager, 2019 – Present
- Ran Google Ads and LinkedIn Ads campaigns with a ROAS of 4.1 on a €90k monthly budget.
- Grew organic traffic 3x with SEO and content marketing; built email marketing in HubSpot.
- Set up attribution in Google Analytics 4 and raised landing page conversion by 22% (CRO).
Skills
SEO, SEM, Google Ads, HubSpot, Email Marketing, Content Marketing, Google Analytics, Demand Generation`,
  },
  {
    field: 'sales',
    posting: {
      title: 'Account Executive, Mid-Market',
      description:
        'Run full-cycle sales from prospecting and discovery calls to negotiation and closing deals. Manage your pipeline in Salesforce, forecast accurately and exceed quota. Experience with MEDDIC or solution selling, outbound lead generation and SaaS sales to mid-market customers.',
      skills: [],
    },
    resume: `Daniel Okafor
Account Executive
daniel@example.com
Experience
Cloudline, Account Executive, 2020 – Present
- Closed $1.4M in new ARR in 2023 at 124% of quota with a MEDDIC-based solution selling process.
- Built pipeline through outbound prospecting and cold calling; managed deals in Salesforce.
- Led contract negotiation with procurement teams of 200–2,000-person companies.
Skills
B2B Sales, Salesforce, Negotiation, Lead Generation, Pipeline Management, Solution Selling`,
  },
  {
    field: 'finance',
    posting: {
      title: 'Senior Accountant',
      description:
        'Own the month-end close: journal entries, account reconciliations and accruals. Prepare financial statements under US GAAP, support the external audit and tax filings, and manage accounts payable and accounts receivable. Experience with NetSuite and advanced Excel; CPA preferred.',
      skills: [],
    },
    resume: `Ebony Clarke
Senior Accountant, CPA
ebony@example.com
Experience
Gilmore Financial, Senior Accountant, 2019 – Present
- Ran the month-end close in NetSuite: journal entries, bank reconciliations and accruals.
- Prepared monthly financial statements under US GAAP and supported two external audits.
- Managed accounts payable and accounts receivable for 120 vendors; filed quarterly tax returns.
Certifications
Certified Public Accountant (CPA)
Skills
Accounting, GAAP, NetSuite, Excel, Reconciliation, Financial Reporting, Audit, Tax`,
  },
  {
    field: 'support',
    posting: {
      title: 'Customer Support Specialist',
      description:
        'Answer customers by email, live chat and phone in Zendesk. Troubleshoot account and billing issues, escalate bugs to engineering, and keep our help center articles up to date. You meet our SLAs for first response time and care about CSAT.',
      skills: [],
    },
    resume: `Marta Nowak
Customer Support Specialist
marta@example.com
Experience
Helpwise, Customer Support Specialist, 2019 – Present
- Answered 60 tickets a day in Zendesk by email and chat support with a 97% CSAT.
- Troubleshooting of billing and login issues; escalations to engineering with clear reproductions.
- Wrote 45 help center articles and met the first response time SLA 99% of the time.
Skills
Customer Support, Zendesk, Troubleshooting, Knowledge Base, Customer Satisfaction, SLA Management`,
  },
  {
    field: 'hr',
    posting: {
      title: 'People Partner (HR Business Partner)',
      description:
        'Partner with managers on employee relations, performance management and workforce planning. Run onboarding, administer compensation and benefits, and keep our HRIS (BambooHR) accurate. Knowledge of employment law across the EU; experience with talent acquisition and learning and development programs is a plus.',
      skills: [],
    },
    resume: `Hannah Becker
HR Business Partner
hannah@example.com
Experience
Lumen Software, HR Business Partner, 2018 – Present
- Advised 25 managers on employee relations cases and performance reviews.
- Rebuilt onboarding for 150 new hires a year and ran compensation and benefits cycles.
- Moved people data to BambooHR and led workforce planning for three departments.
- Designed a learning and development program taken by 400 employees; ensured labor law compliance in DE and NL.
Skills
Human Resources, Employee Relations, Performance Management, Onboarding, HRIS, Employment Law`,
  },
  {
    field: 'operations',
    posting: {
      title: 'Operations Manager, Fulfilment',
      description:
        'Lead warehouse and logistics operations for our e-commerce fulfilment. Own inventory management, vendor management with carriers, and procurement of packaging. Drive process improvement with Lean Six Sigma, write SOPs and improve quality management. Experience with supply chain management and an ERP such as SAP.',
      skills: [],
    },
    resume: `Tomás Herrera
Operations Manager
tomas@example.com
Experience
Mediterra Logistics, Operations Manager, 2019 – Present
- Ran warehouse operations and logistics for 120 daily routes; cut picking errors by 35%.
- Owned inventory management in SAP and vendor management with eight carriers.
- Led process improvement as a Lean Six Sigma Green Belt and wrote 30 SOPs.
Skills
Supply Chain Management, Logistics, Inventory Management, Procurement, Lean Six Sigma, SAP`,
  },
  {
    field: 'backend',
    posting: {
      title: 'Senior Java Developer',
      description:
        'Build microservices in Java 17 and Spring Boot on Kubernetes. Design REST APIs, tune PostgreSQL and Kafka consumers, and write tests with JUnit. Experience with AWS, Docker and CI/CD pipelines; Hibernate and Redis are a plus.',
      skills: [],
    },
    resume: `Jonas Weber
Backend Engineer
jonas@example.com
Experience
Paystack Labs, Senior Java Developer, 2018 – Present
- Built 14 microservices in Java and Spring Boot on Kubernetes with Kafka and PostgreSQL.
- Wrote REST APIs and JUnit tests; deployed with Docker and GitHub Actions CI/CD on AWS.
Skills
Java, Spring Boot, Kubernetes, Kafka, PostgreSQL, Docker, AWS, REST APIs, JUnit, Redis`,
  },
];

/** The same check in Chinese: a product manager against a product and a Java posting. */
export const KEYWORD_FIELDS_ZH: KeywordField[] = [
  {
    field: 'product',
    posting: {
      title: '高级产品经理（远程）',
      description:
        '负责支付产品的产品规划与需求分析，撰写需求文档，通过用户访谈和竞品分析确定需求优先级；制定OKR，使用数据分析和A/B测试验证方案；与研发、设计跨部门协作，推进敏捷开发。',
      skills: [],
    },
    resume: `李娜
产品经理
lina@example.com
工作经历
北风科技 高级产品经理 2019年3月 - 至今
- 负责发票产品的产品规划，完成60场用户访谈和竞品分析
- 撰写需求文档，管理需求优先级，与两个敏捷开发团队协作
- 制定OKR，用数据分析和A/B测试提升激活率 18%
技能
产品管理、需求分析、用户访谈、数据分析、A/B测试、敏捷开发、Jira`,
  },
  {
    field: 'backend',
    posting: {
      title: '高级 Java 开发工程师',
      description:
        '使用 Java 和 Spring Boot 开发微服务，部署在 Kubernetes 上；熟悉 MySQL、Redis、Kafka；有分布式系统和高并发经验者优先。',
      skills: [],
    },
    resume: `王强
Java 后端工程师
wangqiang@example.com
工作经历
支付实验室 高级 Java 开发工程师 2018年1月 - 至今
- 使用 Java、Spring Boot 开发 14 个微服务，部署在 Kubernetes 上
- 优化 MySQL 与 Redis，使用 Kafka 处理每秒 2 万条消息
技能
Java、Spring Boot、Kubernetes、MySQL、Redis、Kafka、微服务`,
  },
];
