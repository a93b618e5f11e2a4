import { describe, expect, it } from 'vitest';
import { categoryFromTitle, classifyCategory } from './category.ts';

describe('classifyCategory', () => {
  it.each([
    ['Senior Product Designer', 'design'],
    ['Product Manager, Data Platform', 'product'],
    ['Product Marketing Manager', 'marketing'],
    ['Sales Engineer', 'sales'],
    ['Account Executive, EMEA', 'sales'],
    ['Customer Support Specialist', 'customerService'],
    ['Technical Support Engineer', 'customerService'],
    ['Full-Stack Developer', 'fullstack'],
    ['Senior iOS Engineer', 'mobile'],
    ['React Native Developer', 'mobile'],
    ['Frontend Engineer, Design Systems', 'frontend'],
    ['Data Engineer', 'dataScience'],
    ['Machine Learning Engineer', 'dataScience'],
    ['Site Reliability Engineer', 'devops'],
    ['Backend Engineer (Go)', 'backend'],
    ['高级前端工程师', 'frontend'],
    ['Java后端开发', 'backend'],
    ['算法工程师', 'dataScience'],
    ['新媒体运营', 'marketing'],
    ['产品经理', 'product'],
    ['客服专员', 'customerService'],
    ['Office Manager', 'operations'],
    ['Staff Accountant', 'finance'],
    ['Certified Public Accountant', 'finance'],
    ['Account Manager', 'sales'],
    ['AR and AP Specialist', 'finance'],
    ['Office Coordinator', 'operations'],
    ['Executive Assistant to the CEO', 'operations'],
    ['Data Entry Virtual Assistant', 'operations'],
    ['Desktop Support Technician', 'itSupport'],
    ['IT Help Desk Specialist', 'itSupport'],
    ['People Partner', 'hr'],
    ['Technical Recruiter', 'hr'],
    ['Senior Paralegal', 'legal'],
    ['Director of Regulatory & Compliance', 'legal'],
    ['Registered Nurse, Telehealth', 'healthcare'],
    ['Medical Assistant', 'healthcare'],
    ['Teacher Assistant Japanese', 'education'],
    ['Instructional Designer', 'education'],
    ['Technical Writer', 'writing'],
    ['UX Writer', 'writing'],
    ['Video Editor', 'design'],
    ['Software Engineer, Finance Platform', 'backend'],
    ['会计', 'finance'],
    ['出纳', 'finance'],
    ['审计助理', 'finance'],
    ['行政专员', 'operations'],
    ['桌面运维工程师', 'itSupport'],
    ['招聘专员', 'hr'],
    ['法务专员', 'legal'],
    ['英语老师', 'education'],
    ['技术文档工程师', 'writing'],
    ['护士', 'healthcare'],
  ])('%s is %s', (title, category) => {
    expect(classifyCategory(title)).toBe(category);
  });

  it('asks the skills when an engineering title does not tell', () => {
    expect(classifyCategory('Software Engineer', 'React, TypeScript, CSS and Next.js')).toBe(
      'frontend',
    );
    expect(classifyCategory('Software Engineer', 'Go, PostgreSQL, Kafka and gRPC')).toBe('backend');
    expect(
      classifyCategory(
        'Software Engineer',
        'React and TypeScript on the web; Django and PostgreSQL',
      ),
    ).toBe('fullstack');
    expect(classifyCategory('软件工程师', '熟悉Kubernetes、Terraform和运维')).toBe('devops');
    expect(classifyCategory('Software Engineer')).toBe('backend');
  });

  it('says when a title alone does not tell', () => {
    expect(categoryFromTitle('Software Engineer')).toBeNull();
    expect(categoryFromTitle('UX Designer')).toBe('design');
  });

  it('gives a non-engineering title a category only on strong evidence', () => {
    expect(classifyCategory('Specialist', 'SEO, Google Ads, content marketing and SEM')).toBe(
      'marketing',
    );
    expect(classifyCategory('Specialist', 'Knows Excel.')).toBe('other');
    expect(
      classifyCategory('Specialist', 'Month-end close, reconciliations, GAAP, QuickBooks'),
    ).toBe('finance');
  });
});
