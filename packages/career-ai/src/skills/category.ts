import type { JobCategory } from '@yonder/contract/jobs';
import { skillCounts } from './extract.ts';
import { findSkill, type SkillDomain } from './vocabulary.ts';

export type { JobCategory } from '@yonder/contract/jobs';

type Rule = {
  category: JobCategory;
  rule: RegExp;
  /** False for a field whose words often name what an engineer's product is for ("Finance"). */
  engineers?: false;
};

/**
 * What a title says, checked in this order: "Product Designer" is design, "Sales Engineer" sales,
 * "Medical Assistant" healthcare before "assistant" is administration, "Accountant" finance and
 * never "Account Manager". Rules marked `engineers: false` do not apply to an engineer's title
 * ("Software Engineer, Finance" is engineering).
 */
const TITLE_RULES: Rule[] = [
  {
    category: 'healthcare',
    engineers: false,
    rule: /\b(nurse|nursing|rn|lpn|physician|doctor|medical|clinical|clinician|pharmacist|pharmacy|therapist|therapy|psychologist|psychiatrist|counsel+or|dietitian|nutritionist|dental|dentist|hygienist|caregiver|patient|healthcare|health coach|telehealth|radiolog\w*|surgeon|paramedic|midwife|optometrist|veterinar\w*)\b|护士|护理|医生|医师|医学|药师|临床|康复|心理咨询|营养师|健康管理|医疗/,
  },
  {
    category: 'legal',
    engineers: false,
    rule: /\b(lawyer|attorney|counsel|paralegal|legal|solicitor|barrister|litigation|compliance|regulatory|contracts? manager|privacy officer|notary)\b|律师|法务|法律|合规|知识产权|专利代理/,
  },
  {
    category: 'finance',
    engineers: false,
    rule: /\b(accountant|accounting|bookkeep\w*|controller|comptroller|cfo|chief financial|finance|financial|fp&a|auditor|audit|tax|taxation|payroll|accounts (payable|receivable)|ap|ar|billing specialist|treasury|treasurer|credit (risk )?analyst|investment analyst|actuar\w*|underwriter|claims adjuster|cpa)\b|会计|财务|出纳|审计|税务|总账|成本核算|资金|核算|记账|薪资核算|投资分析|风控|精算/,
  },
  {
    category: 'hr',
    engineers: false,
    rule: /\b(recruiter|recruiting|recruitment|talent (acquisition|partner|sourcer)|sourcer|hr|hrbp|human resources|people (operations|ops|partner|business partner|manager|team|lead)|compensation|benefits (specialist|manager|analyst)|total rewards|learning (and|&) development|l&d|employee (relations|experience))\b|招聘|人力资源|人事|hrbp|薪酬|绩效|员工关系|组织发展/,
  },
  {
    category: 'education',
    engineers: false,
    rule: /\b(teacher|teaching|tutor|tutoring|instructor|lecturer|professor|educator|education|curriculum|instructional design(er)?|esl|tefl|tesol|academic (advisor|coach)|course (creator|designer)|school|faculty)\b|教师|老师|讲师|教研|课程|助教|家教|辅导员|教育/,
  },
  {
    category: 'itSupport',
    rule: /\b(desktop support|it support|it (technician|specialist|administrator|manager|analyst|coordinator|operations|helpdesk|help desk)|help ?desk|service desk|support technician|computer technician|field technician|end user support|deskside|it generalist|systems? administrator|sysadmin|network administrator|m365 administrator)\b|桌面支持|桌面运维|it支持|it运维|it专员|it工程师|网管|网络管理员|系统管理员|信息技术支持|运维专员/,
  },
  {
    category: 'writing',
    rule: /\b(writer|copywriter|copy ?editor|(?<!video )editor|editorial|proofreader|translator|translation|interpreter|localization specialist|language specialist|journalist|reporter|ghostwriter|content (writer|editor|creator|strategist|specialist|producer|moderator)|transcriptionist|transcription)\b|编辑|翻译|撰稿|写手|文案|技术文档|内容创作|校对|记者/,
  },
  {
    category: 'design',
    rule: /\b(designer|design lead|head of design|design director|ux|ui ?\/ ?ux|user research(er)?|illustrator|animator|artist|art director|creative director|video editor|motion graphics)\b|设计师|交互设计|视觉设计|ui设计|用户研究|插画|美术/,
  },
  {
    category: 'operations',
    engineers: false,
    rule: /\b(office|administrative|administrator|admin|executive assistant|virtual assistant|personal assistant|administrative assistant|receptionist|data entry|clerk|secretary|front desk)\b|行政|文员|前台|秘书|总裁助理|总经理助理|行政助理|办公室|数据录入/,
  },
  {
    category: 'customerService',
    rule: /\b(customer (support|service|success|care|experience|happiness)|support (specialist|agent|representative|engineer|associate|analyst|lead|manager)|technical support|tech support|client success|call center|contact center)\b|客服|客户成功|技术支持|售后/,
  },
  {
    category: 'sales',
    rule: /\b(sales|account executive|business development|bdr|sdr|account manager|partnerships?|solutions? (engineer|consultant|architect)|pre-?sales|territory manager|insurance (producer|agent)|sales rep)\b|销售|商务拓展|大客户|渠道经理|售前|\bbd\b/,
  },
  {
    category: 'marketing',
    rule: /\b(marketing|marketer|seo|sem|ppc|social media|growth (manager|lead|hacker)|brand (manager|strategist)|communications|pr manager|community (manager|lead)|demand gen(eration)?|user acquisition|cro)\b|市场|营销|运营|推广|新媒体|品牌/,
  },
  {
    category: 'product',
    rule: /\b(product (manager|owner|lead|director|management|operations)|head of product|vp,? product|chief product officer|program manager|technical program)\b|产品经理|产品负责人|产品总监|产品专员/,
  },
  {
    category: 'operations',
    engineers: false,
    rule: /\b(operations|ops manager|coordinator|project (manager|coordinator|management)|chief of staff|assistant|supply chain|logistics|procurement|purchasing|buyer|inventory|fulfil+ment|dispatcher|scheduler|business analyst|office manager|facilities)\b|助理|采购|供应链|物流|仓储|项目经理|项目协调|项目管理/,
  },
  { category: 'fullstack', rule: /\bfull[ -]?stack\b|全栈/ },
  {
    category: 'mobile',
    rule: /\b(ios|android|mobile|react native|flutter|harmonyos)\b|移动端|安卓|客户端|鸿蒙/,
  },
  {
    category: 'frontend',
    rule: /\b(front[ -]?end|ui (engineer|developer)|web developer|javascript|react|vue(\.js)?|angular)\b|前端|web开发/,
  },
  {
    category: 'dataScience',
    rule: /\b(data (scientist|science|analyst|analytics|engineer|engineering|architect)|machine learning|ml|mlops|ai|research scientist|applied scientist|analytics engineer|bi (analyst|developer|engineer)|business intelligence|statistician|nlp|computer vision|deep learning|llm)\b|数据|算法|机器学习|人工智能|大模型/,
  },
  {
    category: 'devops',
    rule: /\b(devops|sre|site reliability|infrastructure|platform engineer|cloud (engineer|architect)|systems? engineer|security engineer|devsecops|network engineer|release engineer|reliability)\b|运维|基础架构|安全工程师/,
  },
  {
    category: 'backend',
    rule: /\b(back[ -]?end|server|api|golang|java|python|ruby|rails|php|django|node(\.js)?|\.net|c#|scala|elixir|rust|go developer|go engineer)\b|后端|服务端|java|golang/,
  },
];

/** A title for someone who builds software, whose kind the skills then tell. */
const ENGINEERING =
  /\b(engineer|engineering|developer|programmer|swe|software|architect|tech lead|coder)\b|工程师|开发|程序员|架构师/;

const DOMAIN_CATEGORY: Partial<Record<SkillDomain, JobCategory>> = {
  finance: 'finance',
  hr: 'hr',
  operations: 'operations',
  legal: 'legal',
  education: 'education',
  healthcare: 'healthcare',
  writing: 'writing',
  itSupport: 'itSupport',
  frontend: 'frontend',
  backend: 'backend',
  mobile: 'mobile',
  devops: 'devops',
  data: 'dataScience',
  design: 'design',
  product: 'product',
  marketing: 'marketing',
  sales: 'sales',
  support: 'customerService',
};

function domainScores(text: string): Map<JobCategory, number> {
  const scores = new Map<JobCategory, number>();
  for (const [name, times] of skillCounts(text)) {
    const domain = findSkill(name)?.domain;
    const category = domain && DOMAIN_CATEGORY[domain];
    if (category) scores.set(category, (scores.get(category) ?? 0) + times);
  }
  return scores;
}

function fromSkills(text: string, engineering: boolean): JobCategory {
  const scores = domainScores(text);
  const engineeringKinds: JobCategory[] = [
    'frontend',
    'backend',
    'mobile',
    'devops',
    'dataScience',
  ];
  const kinds = engineering ? engineeringKinds : Object.values(DOMAIN_CATEGORY);
  const ranked = [...scores]
    .filter(([category]) => kinds.includes(category))
    .sort(([, a], [, b]) => b - a);
  const [best] = ranked;
  if (!best) return engineering ? 'backend' : 'other';
  const front = scores.get('frontend') ?? 0;
  const back = scores.get('backend') ?? 0;
  if (engineering && front >= 2 && back >= 2 && Math.min(front, back) >= Math.max(front, back) / 2)
    return 'fullstack';
  // A title that is not engineering needs the skills to agree clearly.
  const runnerUp = ranked[1]?.[1] ?? 0;
  return engineering || (best[1] >= 3 && best[1] >= runnerUp * 2) ? best[0] : 'other';
}

/**
 * The category of a job from its title, and from the skills its text names when the title does
 * not tell ("Software Engineer" with React and Node.js is full stack).
 */
export function classifyCategory(title: string, text = ''): JobCategory {
  return (
    categoryFromTitle(title) ??
    fromSkills(`${title}\n${text}`, ENGINEERING.test(title.normalize('NFKC').toLowerCase()))
  );
}

/** The category a title alone names ("Product Designer" is design), or null when it does not tell. */
export function categoryFromTitle(title: string): JobCategory | null {
  const plainTitle = title.normalize('NFKC').toLowerCase();
  const engineer = ENGINEERING.test(plainTitle);
  for (const { category, rule, engineers } of TITLE_RULES) {
    if (engineer && engineers === false) continue;
    if (rule.test(plainTitle)) return category;
  }
  return null;
}
