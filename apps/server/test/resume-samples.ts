import { resumeDocumentSchema } from '@yonder/contract/resume-document';
import type { JobRecord } from '../src/modules/jobs/job-record.ts';
export const zh = resumeDocumentSchema.parse({
  basics: {
    name: '林小雨',
    label: '高级前端工程师',
    email: 'lin.xiaoyu@example.com',
    phone: '+86 138 0000 1234',
    url: 'https://lin.dev',
    summary:
      '八年前端开发经验，专注于 React、TypeScript 与性能优化，带领 6 人团队交付多个千万级用户产品。',
    location: { city: '杭州', region: '浙江' },
    profiles: [{ network: 'GitHub', username: 'linxy', url: 'https://github.com/linxy' }],
  },
  work: [
    {
      name: '字节跳动',
      position: '高级前端工程师',
      location: '北京',
      startDate: '2020-03',
      endDate: '',
      summary: '负责抖音创作者平台的前端架构。',
      highlights: [
        '将首屏加载时间从 3.2 秒降到 1.1 秒，转化率提升 18%',
        '主导从 Webpack 迁移到 Vite，构建时间缩短 70%',
        '建立组件库与设计系统，覆盖 40+ 业务线',
      ],
    },
    {
      name: '阿里巴巴',
      position: '前端工程师',
      location: '杭州',
      startDate: '2016-07',
      endDate: '2020-02',
      highlights: [
        '开发淘宝商家后台的数据可视化模块（ECharts、D3）',
        '编写单元测试，覆盖率从 35% 提升到 85%',
      ],
    },
  ],
  projects: [
    {
      name: '开源项目 react-virtual-grid',
      description: '高性能虚拟滚动表格组件，GitHub 2.3k stars。',
      url: 'https://github.com/linxy/rvg',
      keywords: ['React', 'TypeScript'],
      highlights: ['支持百万行数据流畅滚动'],
    },
  ],
  education: [
    {
      institution: '浙江大学',
      area: '计算机科学与技术',
      studyType: '学士',
      startDate: '2012-09',
      endDate: '2016-06',
      courses: ['数据结构', '操作系统'],
    },
  ],
  skills: [
    { name: '前端', keywords: ['React', 'TypeScript', 'Vite', 'Next.js'] },
    { name: '工程化', level: '精通', keywords: ['CI/CD', 'Jest', 'Playwright'] },
  ],
  languages: [
    { language: '中文', fluency: '母语' },
    { language: '英语', fluency: '流利（CET-6）' },
  ],
  certificates: [{ name: 'AWS Certified Developer', issuer: 'Amazon', date: '2021-05' }],
});
export const en = resumeDocumentSchema.parse({
  basics: {
    name: 'Ada Lovelace',
    label: 'Senior Backend Engineer',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    summary: 'Backend engineer with 9 years building distributed systems in Go and Node.js.',
    location: { city: 'London', countryCode: 'GB' },
  },
  work: Array.from({ length: 6 }, (_, i) => ({
    name: `Company ${i} Ltd`,
    position: 'Backend Engineer',
    location: 'Remote',
    startDate: `201${i}-01`,
    endDate: i === 0 ? '' : `201${i + 1}-12`,
    highlights: [
      'Designed a payments service handling 12k requests per second with p99 under 40 ms',
      'Cut cloud costs by 35% by moving batch jobs to spot instances',
      'Mentored four engineers and led the on-call rotation',
    ],
  })),
  education: [
    {
      institution: 'University of Cambridge',
      area: 'Mathematics',
      studyType: 'BA',
      startDate: '2008',
      endDate: '2011',
    },
  ],
  skills: Array.from({ length: 14 }, (_, i) => ({
    name: `Skill group ${i}`,
    keywords: ['Go', 'PostgreSQL', 'Kafka', 'Kubernetes'],
  })),
  languages: [{ language: 'English', fluency: 'Native' }],
});

/** A frontend engineer's resume, with a gap (no contact links) the analysis should point out. */
export const frontend = resumeDocumentSchema.parse({
  basics: {
    name: 'Grace Hopper',
    label: 'Frontend Engineer',
    email: 'grace@example.com',
    phone: '+1 415 555 0100',
    summary: 'Frontend engineer building fast React and TypeScript applications for 7 years.',
    location: { city: 'Austin', countryCode: 'US' },
  },
  work: [
    {
      name: 'Northwind Labs',
      position: 'Senior Frontend Engineer',
      startDate: '2020-02',
      highlights: [
        'Built a React and TypeScript design system used by 12 teams',
        'Cut page load time by 45% with code splitting in Next.js',
        'Wrote Jest and Playwright tests, raising coverage from 40% to 85%',
      ],
    },
    {
      name: 'Contoso',
      position: 'Frontend Engineer',
      startDate: '2017-01',
      endDate: '2020-01',
      highlights: ['Developed dashboards with JavaScript, CSS and GraphQL'],
    },
  ],
  education: [
    {
      institution: 'University of Texas',
      area: 'Computer Science',
      studyType: 'BSc',
      startDate: '2013',
      endDate: '2017',
    },
  ],
  skills: [
    { name: 'Frontend', keywords: ['React', 'TypeScript', 'JavaScript', 'Next.js', 'CSS', 'HTML'] },
    { name: 'Testing', keywords: ['Jest', 'Playwright'] },
  ],
});

export const FRONTEND_JOB: Partial<JobRecord> = {
  title: 'Senior Frontend Engineer',
  description:
    '<p>Build our web app with <strong>React</strong> and TypeScript.</p><ul><li>Next.js and server-side rendering</li><li>GraphQL APIs</li><li>Accessibility &amp; performance</li></ul>',
  skills: ['React', 'TypeScript', 'Next.js', 'GraphQL', 'CSS', 'Jest', 'Webpack', 'Accessibility'],
  requirements: ['5+ years building React applications', 'Experience with Webpack or Vite'],
  category: 'frontend',
};

export const ACCOUNTANT_JOB: Partial<JobRecord> = {
  title: 'Senior Accountant',
  description:
    '<p>Own month-end close, IFRS reporting and reconciliations. Work with auditors on tax filings.</p>',
  skills: ['Accounting', 'IFRS', 'SAP', 'Excel', 'Tax', 'Auditing', 'Bookkeeping'],
  requirements: ['CPA or ACCA qualification', 'Five years of general ledger experience'],
  category: 'other',
};
