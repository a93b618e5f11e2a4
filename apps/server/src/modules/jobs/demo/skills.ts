import type { JobCategory } from '@yonder/contract/jobs';

/**
 * Skills a posting of each category asks for, with the canonical names of the shared vocabulary
 * (`packages/career-ai/src/skills/vocabulary.ts`) where it has them. Chinese postings of some
 * business categories ask for skills of their own, written in Chinese where the vocabulary has no
 * canonical name for them.
 */
const POOLS: Record<JobCategory, string> = {
  frontend:
    'TypeScript|JavaScript|React|Vue|Next.js|CSS|HTML|Vite|Webpack|GraphQL|Playwright|Tailwind CSS|Accessibility|Frontend',
  backend:
    'Go|Java|Python|Node.js|Rust|PostgreSQL|SQL|MySQL|Redis|Kafka|gRPC|Docker|Kubernetes|AWS|Spring|Backend',
  fullstack:
    'TypeScript|JavaScript|React|Vue|Node.js|PostgreSQL|GraphQL|Next.js|Docker|AWS|Python|REST APIs',
  mobile: 'Swift|Kotlin|Jetpack Compose|iOS|Android|React Native|Flutter|Dart|TypeScript|Firebase',
  devops:
    'Kubernetes|Docker|Terraform|AWS|Google Cloud|Azure|Linux|Prometheus|Grafana|CI/CD|Ansible|Helm|Go|Python',
  dataScience:
    'Python|SQL|Machine Learning|PyTorch|TensorFlow|Pandas|Spark|dbt|Airflow|Statistics|Tableau|Snowflake|LLM',
  product: 'Product Management|SQL|Jira|Figma|User Research|Data Analysis|Agile',
  design:
    'Figma|UI Design|User Research|Prototyping|Design Systems|Sketch|Adobe Illustrator|Motion Design',
  marketing:
    'SEO|Content Marketing|Google Analytics|Copywriting|HubSpot|Social Media|Email Marketing|SEM|Marketing Automation',
  sales: 'Salesforce|Sales|Negotiation|HubSpot|Lead Generation|CRM|Account Management',
  customerService:
    'Communication|Ticketing Systems|Zendesk|Intercom|Customer Support|Customer Success|Troubleshooting|CRM|SQL',
  itSupport:
    'IT Support|Troubleshooting|Windows Administration|macOS|Active Directory|Microsoft 365 Administration|Hardware Troubleshooting|ITIL|CompTIA A+|Network Administration|Ticketing Systems|Remote Desktop Support',
  finance:
    'Accounting|Month-End Close|Reconciliation|GAAP|Excel|QuickBooks|NetSuite|Accounts Payable|Accounts Receivable|Financial Reporting|Tax|CPA|Audit',
  hr: 'Recruiting|Human Resources|HRIS|Interviewing|Employee Relations|Onboarding|Compensation and Benefits|Employment Law|Excel',
  legal:
    'Legal|Contract Drafting|Compliance|Data Privacy|Litigation|Intellectual Property|Bar Admission',
  operations:
    'Office Administration|Calendar Management|Travel Coordination|Microsoft Office|Google Workspace|Event Planning|Vendor Management|Data Entry|Project Management|Excel',
  writing:
    'Content Writing|Editing|Copywriting|SEO|Technical Writing|AP Style|WordPress|Content Marketing',
  education: 'Teaching|Curriculum Development|Lesson Planning|TEFL|LMS|Instructional Design',
  healthcare:
    'Patient Care|Registered Nurse|EHR|HIPAA|Telehealth|Medical Coding|Clinical Documentation|Medical Terminology',
  other: 'QA|Selenium|Playwright|Cypress|Python|Postman|Jira|CI/CD',
};

export const SKILLS = {} as Record<JobCategory, readonly string[]>;
for (const category of Object.keys(POOLS) as JobCategory[]) {
  SKILLS[category] = POOLS[category].split('|');
}

export const ZH_SKILLS: Partial<Record<JobCategory, readonly string[]>> = {
  product: [
    'Product Management',
    'Requirements Analysis',
    'Prototyping',
    'Axure',
    'Data Analysis',
    'SQL',
    'User Research',
  ],
  design: ['Figma', 'UI Design', 'UX Design', 'Sketch', 'User Research', '设计规范', 'Photoshop'],
  marketing: [
    'Social Media',
    '内容策划',
    'Growth Marketing',
    'Data Analysis',
    'SEO',
    '小红书运营',
    'Campaign Management',
  ],
  sales: ['大客户销售', 'Negotiation', 'SaaS销售', 'CRM', 'Business Development'],
  finance: [
    'Accounting',
    'Cashier',
    'Reconciliation',
    'Tax',
    'Kingdee',
    'Yonyou',
    'Accounting Qualification (China)',
    'Financial Reporting',
    'Excel',
  ],
  operations: [
    'Office Administration',
    'Executive Support',
    'Travel Coordination',
    'Event Planning',
    'Microsoft Office',
    'Procurement',
  ],
  itSupport: [
    'IT Support',
    'Hardware Troubleshooting',
    'Windows Administration',
    'Network Administration',
    'Active Directory',
    'Asset Management',
  ],
};

/** Roles whose skills differ from the rest of their category, by English name or Chinese title. */
const ROLE_SKILLS: Record<string, readonly string[]> = {
  'QA Engineer': ['QA', 'Selenium', 'Playwright', 'Cypress', 'Python', 'Postman', 'Jira', 'CI/CD'],
  'Technical Writer': ['Technical Writing', 'Markdown', 'Git', 'Docs-as-code', 'Notion', 'Jira'],
  'Copy Editor': ['Editing', 'AP Style', 'Content Writing', 'Copywriting', 'Google Workspace'],
  'Payroll Specialist': ['Payroll', 'Excel', 'Tax', 'Reconciliation', 'HRIS', 'Accounting'],
  'Accounts Payable Specialist': [
    'Accounts Payable',
    'Invoicing',
    'Reconciliation',
    'NetSuite',
    'Expense Management',
    'Excel',
  ],
  'Tax Accountant': ['Tax', 'Accounting', 'CPA', 'Enrolled Agent', 'GAAP', 'Excel'],
  'Financial Analyst': [
    'Financial Analysis',
    'Financial Modeling',
    'FP&A',
    'Forecasting',
    'Budgeting',
    'Excel',
    'SQL',
  ],
  Bookkeeper: ['Bookkeeping', 'QuickBooks', 'Xero', 'Reconciliation', 'Invoicing', 'Excel'],
  'Executive Assistant': [
    'Executive Support',
    'Calendar Management',
    'Travel Coordination',
    'Google Workspace',
    'Microsoft Office',
    'Event Planning',
  ],
  'Medical Coder': ['Medical Coding', 'HIPAA', 'EHR', 'Medical Terminology'],
  'Instructional Designer': [
    'Instructional Design',
    'Curriculum Development',
    'LMS',
    'Video Editing',
  ],
  'Compliance Analyst': ['Compliance', 'Risk Management', 'Data Privacy', 'Audit', 'Excel'],
  'Technical Recruiter': [
    'Recruiting',
    'Interviewing',
    'Employer Branding',
    'Communication',
    'Excel',
  ],
  'Project Manager': [
    'Project Management',
    'PMP',
    'Agile',
    'Jira',
    'Risk Management',
    'Excel',
    'Asana',
  ],
  'Operations Manager': [
    'Operations Management',
    'Process Improvement',
    'Vendor Management',
    'Budgeting',
    'Excel',
    'Notion',
  ],
  'Product Analyst': [
    'SQL',
    'Data Analysis',
    'Statistics',
    'Tableau',
    'Python',
    'Product Management',
  ],
  'Data Analyst': ['SQL', 'Data Analysis', 'Statistics', 'Tableau', 'Python', 'Excel', 'Pandas'],
  'UX Researcher': ['User Research', 'Survey Design', 'Prototyping', 'Figma', 'Data Analysis'],
  'Technical Support Engineer': ['Troubleshooting', 'SQL', 'Linux', 'Zendesk', 'Ticketing Systems'],
  'Sales Engineer': ['Sales', 'SQL', 'AWS', 'Communication', 'Salesforce', 'Negotiation'],
};
const ZH_ROLE_SKILLS: Record<string, string> = {
  测试工程师: 'QA Engineer',
  技术文档工程师: 'Technical Writer',
  总裁助理: 'Executive Assistant',
  招聘专员: 'Technical Recruiter',
  项目经理: 'Project Manager',

  数据分析师: 'Data Analyst',
  用户研究员: 'UX Researcher',
  技术支持工程师: 'Technical Support Engineer',
  售前解决方案工程师: 'Sales Engineer',
};
ROLE_SKILLS['人力资源专员'] = [
  'Human Resources',
  'Recruiting',
  'Payroll',
  'Employee Relations',
  'Excel',
];

/** The skills pool of a role (`Frontend Engineer`, `前端工程师`) in its posting's language. */
export function skillsFor(
  category: JobCategory,
  language: 'zh' | 'en',
  role: string,
): readonly string[] {
  return (
    ROLE_SKILLS[ZH_ROLE_SKILLS[role] ?? role] ??
    (language === 'zh' ? ZH_SKILLS[category] : undefined) ??
    SKILLS[category]
  );
}
