import { group } from '../types.ts';

/** Human resources: recruiting, people operations, pay and development. */
export const PEOPLE = group('hr', [
  { name: 'Recruiting', aliases: ['talent acquisition', 'technical recruiting', 'full-cycle recruiting', 'full cycle recruiting', 'recruiter'], loose: ['recruiting', 'recruitment'], zh: ['招聘', '人才招聘', '人才获取'] },
  { name: 'Sourcing', aliases: ['candidate sourcing', 'talent sourcing', 'boolean search', 'headhunting'], loose: ['sourcing'], zh: ['人才寻访', '猎头'] },
  { name: 'Interviewing', aliases: ['structured interviews', 'candidate screening', 'phone screens', 'interview scheduling'], zh: ['面试', '简历筛选'] },
  { name: 'Human Resources', aliases: ['hr', 'people operations', 'hr generalist', 'hr business partner', 'hrbp', 'people partner'], zh: ['人力资源', 'HRBP', '人事'] },
  { name: 'HRIS', aliases: ['bamboohr', 'personio', 'hibob', 'successfactors', 'workday hcm'], exact: ['Workday', 'Rippling'], zh: ['人力资源系统'] },
  { name: 'Applicant Tracking Systems', aliases: ['ats software', 'applicant tracking system'], exact: ['Greenhouse', 'Lever', 'Workable', 'Ashby'], zh: ['招聘系统'] },
  { name: 'Employee Relations', aliases: ['employee engagement', 'conflict resolution', 'workplace investigations'], zh: ['员工关系', '员工敬业度'] },
  { name: 'Onboarding', aliases: ['employee onboarding', 'new hire onboarding', 'offboarding'], zh: ['入职培训', '新员工入职'] },
  { name: 'Compensation and Benefits', aliases: ['benefits administration', 'total rewards', 'c&b', 'compensation & benefits', 'compensation planning'], loose: ['compensation'], zh: ['薪酬福利', '薪酬管理', '福利管理'] },
  { name: 'Performance Management', aliases: ['performance reviews', 'performance appraisals', 'performance management systems'], zh: ['绩效管理', '绩效考核'] },
  { name: 'Learning and Development', aliases: ['l&d', 'training and development', 'training programs', 'employee training'], zh: ['培训与发展', '员工培训', '培训管理'] },
  { name: 'Employment Law', aliases: ['labor law', 'labour law', 'employment legislation'], zh: ['劳动法', '劳动合同法'] },
  { name: 'Employer Branding', aliases: ['talent brand', 'recruitment marketing'], zh: ['雇主品牌'] },
  { name: 'Workforce Planning', aliases: ['headcount planning', 'organizational design', 'organisational design', 'succession planning'], zh: ['人力规划', '编制规划', '组织设计'] },
  { name: 'Diversity and Inclusion', aliases: ['dei', 'diversity equity and inclusion', 'd&i'], zh: ['多元化与包容'] },
  { name: 'SHRM', aliases: ['shrm-cp', 'shrm-scp', 'phr', 'sphr', 'cipd'] },
]);
