import { skillCounts } from './extract.ts';
import { findSkill, type SkillDomain } from './vocabulary.ts';

/** The spec's 12 job categories (the same list as `@yonder/contract/jobs`). */
export type JobCategory =
  | 'product'
  | 'frontend'
  | 'backend'
  | 'fullstack'
  | 'mobile'
  | 'devops'
  | 'dataScience'
  | 'design'
  | 'marketing'
  | 'sales'
  | 'customerService'
  | 'other';

/** What a title says, checked in this order: "Product Designer" is design, "Sales Engineer" sales. */
const TITLE_RULES: [JobCategory, RegExp][] = [
  [
    'design',
    /\b(designer|design lead|head of design|design director|ux|ui ?\/ ?ux|user research(er)?|illustrator|animator|art director|creative director)\b|设计师|交互设计|视觉设计|ui设计/,
  ],
  [
    'customerService',
    /\b(customer (support|service|success|care|experience|happiness)|support (specialist|agent|representative|engineer|associate|analyst|lead|manager)|technical support|tech support|help ?desk|client success|service desk)\b|客服|客户成功|技术支持|售后/,
  ],
  [
    'sales',
    /\b(sales|account executive|business development|bdr|sdr|account manager|partnerships?|solutions? (engineer|consultant|architect)|pre-?sales)\b|销售|商务拓展|大客户|渠道经理|售前|\bbd\b/,
  ],
  [
    'marketing',
    /\b(marketing|marketer|seo|sem|ppc|content (writer|strategist|manager|creator|marketer|lead)|copywriter|social media|growth (manager|lead|hacker)|brand (manager|strategist)|communications|pr manager|community (manager|lead)|demand gen(eration)?)\b|市场|营销|运营|推广|新媒体|文案|品牌/,
  ],
  [
    'product',
    /\b(product (manager|owner|lead|director|management|operations)|head of product|vp,? product|chief product officer|program manager|technical program)\b|产品经理|产品负责人|产品总监|产品专员/,
  ],
  ['fullstack', /\bfull[ -]?stack\b|全栈/],
  ['mobile', /\b(ios|android|mobile|react native|flutter|harmonyos)\b|移动端|安卓|客户端|鸿蒙/],
  [
    'frontend',
    /\b(front[ -]?end|ui (engineer|developer)|web developer|javascript|react|vue(\.js)?|angular)\b|前端|web开发/,
  ],
  [
    'dataScience',
    /\b(data (scientist|science|analyst|analytics|engineer|engineering|architect)|machine learning|ml|mlops|ai|research scientist|applied scientist|analytics engineer|bi (analyst|developer|engineer)|business intelligence|statistician|nlp|computer vision|deep learning|llm)\b|数据|算法|机器学习|人工智能|大模型/,
  ],
  [
    'devops',
    /\b(devops|sre|site reliability|infrastructure|platform engineer|cloud (engineer|architect)|systems? (administrator|engineer)|sysadmin|security engineer|devsecops|network engineer|release engineer|reliability)\b|运维|基础架构|安全工程师/,
  ],
  [
    'backend',
    /\b(back[ -]?end|server|api|golang|java|python|ruby|rails|php|django|node(\.js)?|\.net|c#|scala|elixir|rust|go developer|go engineer)\b|后端|服务端|java|golang/,
  ],
];

/** A title for someone who builds software, whose kind the skills then tell. */
const ENGINEERING =
  /\b(engineer|engineering|developer|programmer|swe|software|architect|tech lead|coder)\b|工程师|开发|程序员|架构师/;

const DOMAIN_CATEGORY: Partial<Record<SkillDomain, JobCategory>> = {
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
  for (const [category, rule] of TITLE_RULES) if (rule.test(plainTitle)) return category;
  return null;
}
