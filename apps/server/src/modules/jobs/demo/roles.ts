import type { JobCategory } from '@yonder/contract/jobs';

export type Level = 'intern' | 'junior' | 'mid' | 'senior' | 'staff' | 'lead' | 'principal';
type Family = 'engineering' | 'craft' | 'business';

/** Years of experience asked for and the pay factor against a mid-level salary. */
export const LEVELS: Record<Level, { years: readonly [number, number]; pay: number }> = {
  intern: { years: [0, 0], pay: 0.3 },
  junior: { years: [0, 2], pay: 0.65 },
  mid: { years: [2, 4], pay: 1 },
  senior: { years: [5, 7], pay: 1.3 },
  staff: { years: [8, 10], pay: 1.55 },
  lead: { years: [6, 9], pay: 1.45 },
  principal: { years: [10, 12], pay: 1.75 },
};

/** How often each level is posted: mostly mid and senior, a few interns and principals. */
export const LEVEL_WEIGHTS: Record<Family, readonly (readonly [Level, number])[]> = {
  engineering: [
    ['intern', 3],
    ['junior', 12],
    ['mid', 30],
    ['senior', 35],
    ['staff', 7],
    ['lead', 8],
    ['principal', 5],
  ],
  craft: [
    ['intern', 3],
    ['junior', 12],
    ['mid', 33],
    ['senior', 35],
    ['lead', 12],
    ['principal', 5],
  ],
  business: [
    ['intern', 4],
    ['junior', 15],
    ['mid', 38],
    ['senior', 30],
    ['lead', 13],
  ],
};

const EN_TITLES: Record<Level, (role: string) => string> = {
  intern: (role) => `${role} Intern`,
  junior: (role) => `Junior ${role}`,
  mid: (role) => role,
  senior: (role) => `Senior ${role}`,
  staff: (role) => `Staff ${role}`,
  lead: (role) => `Lead ${role}`,
  principal: (role) => `Principal ${role}`,
};

/** Chinese roles have a stem: `前端工程师` becomes `前端开发实习生` and `前端开发负责人`. */
const ZH_TITLES: Record<Level, (title: string, stem: string) => string> = {
  intern: (_title, stem) => `${stem}实习生`,
  junior: (title) => `初级${title}`,
  mid: (title) => title,
  senior: (title) => `高级${title}`,
  staff: (title) => `资深${title}`,
  lead: (_title, stem) => `${stem}负责人`,
  principal: (_title, stem) => `${stem}专家`,
};

/** English roles separated by `|`; Chinese ones as `title:stem`. */
const CATEGORIES: Record<JobCategory, { family: Family; en: string; zh: string }> = {
  frontend: {
    family: 'engineering',
    en: 'Frontend Engineer|Frontend Developer|React Developer|UI Engineer|Web Developer',
    zh: '前端工程师:前端开发|Web前端开发工程师:Web前端|小程序开发工程师:小程序开发|可视化开发工程师:可视化开发',
  },
  backend: {
    family: 'engineering',
    en: 'Backend Engineer|Backend Developer|Go Developer|Java Developer|Python Engineer|API Engineer',
    zh: '后端工程师:后端开发|Java开发工程师:Java开发|Go开发工程师:Go开发|Python开发工程师:Python开发|C++开发工程师:C++开发',
  },
  fullstack: {
    family: 'engineering',
    en: 'Full Stack Engineer|Full Stack Developer|Software Engineer|Product Engineer',
    zh: '全栈工程师:全栈开发|Node.js全栈工程师:Node.js全栈|Web全栈工程师:Web全栈',
  },
  mobile: {
    family: 'engineering',
    en: 'iOS Engineer|Android Engineer|Mobile Developer|React Native Developer|Flutter Developer',
    zh: 'iOS开发工程师:iOS开发|Android开发工程师:Android开发|Flutter开发工程师:Flutter开发|鸿蒙开发工程师:鸿蒙开发',
  },
  devops: {
    family: 'engineering',
    en: 'DevOps Engineer|Site Reliability Engineer|Platform Engineer|Cloud Infrastructure Engineer',
    zh: '运维开发工程师:运维开发|SRE工程师:SRE|云平台工程师:云平台|DevOps工程师:DevOps|基础架构工程师:基础架构',
  },
  dataScience: {
    family: 'engineering',
    en: 'Data Scientist|Data Engineer|Machine Learning Engineer|Data Analyst|Analytics Engineer',
    zh: '数据分析师:数据分析|算法工程师:算法|数据工程师:数据开发|机器学习工程师:机器学习|大模型算法工程师:大模型算法',
  },
  product: {
    family: 'craft',
    en: 'Product Manager|Technical Product Manager|Product Owner|Product Analyst',
    zh: '产品经理:产品|数据产品经理:数据产品|AI产品经理:AI产品|B端产品经理:B端产品|增长产品经理:增长产品',
  },
  design: {
    family: 'craft',
    en: 'Product Designer|UX Designer|UI Designer|UX Researcher|Visual Designer',
    zh: 'UI设计师:UI设计|交互设计师:交互设计|视觉设计师:视觉设计|用户研究员:用户研究|品牌设计师:品牌设计',
  },
  marketing: {
    family: 'business',
    en: 'Content Marketing Manager|Growth Marketing Manager|Product Marketing Manager|SEO Specialist|Social Media Manager',
    zh: '新媒体运营:新媒体运营|市场经理:市场|内容运营:内容运营|增长运营经理:增长运营|海外市场经理:海外市场|品牌经理:品牌',
  },
  sales: {
    family: 'business',
    en: 'Account Executive|Sales Development Representative|Account Manager|Sales Engineer',
    zh: '销售经理:销售|大客户经理:大客户销售|商务拓展经理:商务拓展|渠道经理:渠道|售前解决方案工程师:售前',
  },
  customerService: {
    family: 'business',
    en: 'Customer Support Specialist|Customer Success Manager|Technical Support Engineer',
    zh: '客服专员:客服|客户成功经理:客户成功|技术支持工程师:技术支持|售后支持专员:售后支持',
  },
  itSupport: {
    family: 'craft',
    en: 'IT Support Specialist|Desktop Support Technician|Help Desk Analyst|IT Administrator',
    zh: 'IT支持工程师:IT支持|桌面运维工程师:桌面运维|网络管理员:网络管理',
  },
  finance: {
    family: 'business',
    en: 'Accountant|Staff Accountant|Bookkeeper|Financial Analyst|Payroll Specialist|Accounts Payable Specialist|Tax Accountant',
    zh: '会计:会计|出纳:出纳|财务分析师:财务分析|审计专员:审计|税务会计:税务|总账会计:总账',
  },
  hr: {
    family: 'business',
    en: 'Technical Recruiter|HR Generalist|People Operations Specialist|Talent Acquisition Partner',
    zh: '招聘专员:招聘|人力资源专员:人力资源|人力资源业务伙伴:人力资源BP|薪酬福利专员:薪酬福利',
  },
  legal: {
    family: 'business',
    en: 'Paralegal|Legal Counsel|Compliance Analyst',
    zh: '法务专员:法务|合规专员:合规',
  },
  operations: {
    family: 'business',
    en: 'Operations Manager|Project Manager|Office Coordinator|Executive Assistant|Administrative Assistant',
    zh: '行政专员:行政|行政助理:行政助理|项目经理:项目管理|采购专员:采购',
  },
  writing: {
    family: 'craft',
    en: 'Technical Writer|Content Writer|Copy Editor',
    zh: '技术文档工程师:技术文档|文案编辑:文案|英文翻译:翻译',
  },
  education: {
    family: 'craft',
    en: 'Online English Teacher|Instructional Designer',
    zh: '英语老师:英语教学|教研专员:教研',
  },
  healthcare: {
    family: 'craft',
    en: 'Telehealth Registered Nurse|Medical Coder|Care Coordinator',
    zh: '互联网医院护士:护理|健康管理师:健康管理',
  },
  other: {
    family: 'engineering',
    en: 'QA Engineer|Test Automation Engineer',
    zh: '测试工程师:测试开发',
  },
};

export type Role = {
  /** `Frontend Engineer`, `前端工程师`: the title at mid level. */
  name: string;
  category: JobCategory;
  family: Family;
  /** The posting's title at a level: `Senior Frontend Engineer`, `高级前端工程师`. */
  title: (level: Level) => string;
};

function rolesOf(language: 'zh' | 'en'): Role[] {
  return (Object.entries(CATEGORIES) as [JobCategory, (typeof CATEGORIES)[JobCategory]][]).flatMap(
    ([category, { family, en, zh }]) =>
      language === 'en'
        ? en.split('|').map((name) => ({
            name,
            category,
            family,
            title: (level: Level) => EN_TITLES[level](name),
          }))
        : zh.split('|').map((entry) => {
            const [name = '', stem = ''] = entry.split(':');
            return {
              name,
              category,
              family,
              title: (level: Level) => ZH_TITLES[level](name, stem),
            };
          }),
  );
}

/** Every role of each language; a title names one role at one level and no other. */
export const ROLES = { en: rolesOf('en'), zh: rolesOf('zh') } as const;
