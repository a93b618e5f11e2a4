import type { JobCategory } from '@yonder/contract/jobs';
import {
  resumeDocumentSchema,
  type ResumeDocument,
  type ResumeDocumentInput,
} from '@yonder/contract/resume-document';

/**
 * Five candidates of different fields, as realistic resumes (one in Chinese), and one posting of
 * each field: matching must rank each candidate's own field first.
 */
export type FieldResume = { field: JobCategory; language: 'zh' | 'en'; document: ResumeDocument };

const resume = (input: ResumeDocumentInput) => resumeDocumentSchema.parse(input);

export const FIELD_RESUMES: FieldResume[] = [
  {
    field: 'frontend',
    language: 'en',
    document: resume({
      basics: {
        name: 'Maya Lindqvist',
        label: 'Senior Frontend Engineer',
        email: 'maya@example.com',
        summary:
          'Frontend engineer with seven years of building fast, accessible web applications in React and TypeScript.',
        location: { city: 'Lisbon', countryCode: 'PT' },
      },
      work: [
        {
          name: 'Parcel Labs',
          position: 'Senior Frontend Engineer',
          startDate: '2021-03',
          endDate: '',
          summary: 'Lead the web client of a logistics dashboard used by 4,000 shippers.',
          highlights: [
            'Moved the app from webpack to Vite and cut build times by 70%.',
            'Built a design system of 60 React components with Storybook and Tailwind CSS.',
            'Raised Lighthouse accessibility from 71 to 98 with semantic HTML and ARIA.',
          ],
        },
        {
          name: 'Brightside',
          position: 'Frontend Developer',
          startDate: '2018-01',
          endDate: '2021-02',
          summary: 'Vue.js and JavaScript single-page apps for e-commerce clients.',
          highlights: ['Wrote end-to-end tests with Cypress and unit tests with Jest.'],
        },
      ],
      education: [
        {
          institution: 'University of Porto',
          area: 'Computer Science',
          studyType: 'BSc',
          startDate: '2013',
          endDate: '2017',
        },
      ],
      skills: [
        {
          name: 'Frontend',
          keywords: [
            'React',
            'TypeScript',
            'JavaScript',
            'Next.js',
            'Redux',
            'HTML',
            'CSS',
            'Tailwind CSS',
            'Vite',
          ],
        },
        { name: 'Testing', keywords: ['Jest', 'Cypress', 'Playwright'] },
      ],
      languages: [
        { language: 'English', fluency: 'Fluent' },
        { language: 'Portuguese', fluency: 'Native' },
      ],
    }),
  },
  {
    field: 'product',
    language: 'zh',
    document: resume({
      basics: {
        name: '陈思远',
        label: '高级产品经理',
        email: 'siyuan@example.com',
        summary:
          '六年互联网产品经验，负责 SaaS 协作产品从 0 到 1 的规划与迭代，擅长需求分析与数据驱动决策。',
        location: { city: '杭州', countryCode: 'CN' },
      },
      work: [
        {
          name: '云栈科技',
          position: '高级产品经理',
          startDate: '2020-04',
          endDate: '',
          summary: '负责企业协作平台的产品规划，带领 3 名产品经理。',
          highlights: [
            '制定产品路线图，推动付费转化率提升 35%。',
            '主导用户研究与竞品分析，编写需求文档（PRD），与研发以敏捷方式迭代。',
            '搭建产品分析看板，用 SQL 与 Mixpanel 跟踪关键指标。',
          ],
        },
        {
          name: '蓝鲸互动',
          position: '产品经理',
          startDate: '2018-02',
          endDate: '2020-03',
          summary: '负责移动端社区产品，完成 A/B 测试体系建设。',
          highlights: ['用 Jira 管理需求池与迭代节奏。'],
        },
      ],
      education: [
        {
          institution: '浙江大学',
          area: '信息管理',
          studyType: '本科',
          startDate: '2014',
          endDate: '2018',
        },
      ],
      skills: [
        {
          name: '产品',
          keywords: [
            '产品管理',
            '需求分析',
            '用户研究',
            '产品分析',
            '敏捷开发',
            'A/B 测试',
            'SQL',
            'Jira',
            'Figma',
          ],
        },
      ],
      languages: [
        { language: '中文', fluency: '母语' },
        { language: '英语', fluency: '流利' },
      ],
    }),
  },
  {
    field: 'design',
    language: 'en',
    document: resume({
      basics: {
        name: 'Jonas Weber',
        label: 'Product Designer',
        email: 'jonas@example.com',
        summary: 'Product designer who turns research into clear interfaces; five years in SaaS.',
        location: { city: 'Berlin', countryCode: 'DE' },
      },
      work: [
        {
          name: 'Flowdesk',
          position: 'Senior Product Designer',
          startDate: '2021-06',
          endDate: '',
          summary: 'Own the end-to-end design of the billing and onboarding flows.',
          highlights: [
            'Ran user interviews and usability testing every sprint.',
            'Built the Figma design system and component library shared by 12 engineers.',
            'Prototyping in Figma and Framer; interaction design for web and mobile.',
          ],
        },
        {
          name: 'Studio North',
          position: 'UI/UX Designer',
          startDate: '2019-01',
          endDate: '2021-05',
          summary: 'Visual design, wireframes and branding for start-up clients.',
          highlights: ['Illustration and motion design with After Effects.'],
        },
      ],
      skills: [
        {
          name: 'Design',
          keywords: [
            'Figma',
            'UX Design',
            'UI Design',
            'Prototyping',
            'User Research',
            'Design Systems',
            'Sketch',
            'Adobe Creative Suite',
          ],
        },
      ],
      languages: [
        { language: 'English', fluency: 'Fluent' },
        { language: 'German', fluency: 'Native' },
      ],
    }),
  },
  {
    field: 'marketing',
    language: 'en',
    document: resume({
      basics: {
        name: 'Priya Raman',
        label: 'Growth Marketing Manager',
        email: 'priya@example.com',
        summary: 'B2B SaaS marketer: content, SEO and paid acquisition that turn into pipeline.',
        location: { city: 'Toronto', countryCode: 'CA' },
      },
      work: [
        {
          name: 'Ledgerly',
          position: 'Growth Marketing Manager',
          startDate: '2020-09',
          endDate: '',
          summary: 'Run demand generation for a finance SaaS product.',
          highlights: [
            'Grew organic traffic 3x through SEO and a content marketing programme.',
            'Managed a $60k monthly budget across Google Ads and LinkedIn marketing.',
            'Built lifecycle email marketing in HubSpot; MQLs up 45%.',
          ],
        },
        {
          name: 'Northwind',
          position: 'Content Marketing Specialist',
          startDate: '2017-05',
          endDate: '2020-08',
          summary: 'Copywriting, social media and the company newsletter.',
          highlights: ['Reported on campaigns with Google Analytics.'],
        },
      ],
      skills: [
        {
          name: 'Marketing',
          keywords: [
            'SEO',
            'Content Marketing',
            'Google Ads',
            'HubSpot',
            'Email Marketing',
            'Google Analytics',
            'Copywriting',
            'Social Media',
          ],
        },
      ],
      languages: [{ language: 'English', fluency: 'Native' }],
    }),
  },
  {
    field: 'dataScience',
    language: 'en',
    document: resume({
      basics: {
        name: 'Daniel Okafor',
        label: 'Data Scientist',
        email: 'daniel@example.com',
        summary: 'Data scientist building machine learning models for pricing and forecasting.',
        location: { city: 'Austin', countryCode: 'US' },
      },
      work: [
        {
          name: 'Fieldstone Insurance',
          position: 'Data Scientist',
          startDate: '2019-08',
          endDate: '',
          summary: 'Machine learning for claims pricing.',
          highlights: [
            'Trained gradient boosting models in Python with scikit-learn and XGBoost; loss ratio down 4 points.',
            'Built forecasting pipelines in pandas and SQL on Snowflake, scheduled with Airflow.',
            'Deep learning experiments in PyTorch for document classification.',
          ],
        },
        {
          name: 'Metricly',
          position: 'Data Analyst',
          startDate: '2017-06',
          endDate: '2019-07',
          summary: 'Dashboards in Tableau and statistics for A/B tests.',
          highlights: ['Wrote R and SQL analyses for the product team.'],
        },
      ],
      skills: [
        {
          name: 'Data',
          keywords: [
            'Python',
            'SQL',
            'Machine Learning',
            'pandas',
            'scikit-learn',
            'PyTorch',
            'Statistics',
            'Tableau',
            'R',
          ],
        },
      ],
      languages: [{ language: 'English', fluency: 'Native' }],
    }),
  },
];

/** One posting per field, all open to anyone anywhere, so the field alone decides. */
export const FIELD_POSTINGS: {
  field: JobCategory;
  title: string;
  skills: string[];
  requirements: string[];
  experienceYears: number;
}[] = [
  {
    field: 'frontend',
    title: 'Senior Frontend Engineer',
    skills: ['React', 'TypeScript', 'CSS', 'Next.js'],
    requirements: [
      '5+ years of experience in frontend development',
      'Solid experience with React and TypeScript',
    ],
    experienceYears: 5,
  },
  {
    field: 'product',
    title: 'Senior Product Manager',
    skills: ['Product Management', 'Requirements Analysis', 'Product Analytics', 'Agile'],
    requirements: ['5+ years of experience in product management', 'SQL is a plus'],
    experienceYears: 5,
  },
  {
    field: 'design',
    title: 'Product Designer',
    skills: ['Figma', 'UX Design', 'Prototyping', 'User Research'],
    requirements: ['4+ years of experience in product or UX design', 'A portfolio of shipped work'],
    experienceYears: 4,
  },
  {
    field: 'marketing',
    title: 'Growth Marketing Manager',
    skills: ['SEO', 'Content Marketing', 'Google Ads', 'HubSpot'],
    requirements: ['5+ years of experience in B2B or B2C marketing'],
    experienceYears: 5,
  },
  {
    field: 'dataScience',
    title: 'Data Scientist',
    skills: ['Python', 'Machine Learning', 'SQL', 'scikit-learn'],
    requirements: ['4+ years of experience in data science or analytics'],
    experienceYears: 4,
  },
];
