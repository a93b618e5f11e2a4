import { ZH_LISTS } from './lists-zh.ts';
import type { Copy, PostingContext } from './posting.ts';

const skill = (c: PostingContext, index: number) => c.skills[index % c.skills.length]!;

export const ZH_COPY: Copy = {
  sizes: {
    '1-10': '还是一个不到十人的小团队',
    '11-50': '约30人',
    '51-200': '约120人',
    '201-500': '约350人',
    '501-1000': '约800人',
    '1000+': '超过1000人',
  },
  intros: [
    (c) =>
      `${c.company}致力于为${c.audience}打造${c.product}。团队目前${ZH_COPY.sizes[c.size]}${c.isRemote ? `，成员分布在${c.number}个城市，以远程协作为主` : ''}。`,
    (c) =>
      `我们是${c.company}，专注于${c.industry}领域。我们的${c.product}已服务数千家客户，覆盖${c.number * 3}个国家和地区。`,
    (c) =>
      `${c.company}成立于${2012 + c.number}年，核心团队来自知名互联网公司，目前${ZH_COPY.sizes[c.size]}。我们相信好的产品能让${c.audience}的工作更高效。`,
    (c) =>
      `${c.company}是一家${c.industry}公司，主要产品是${c.product}，用户遍布海内外。公司已完成B轮融资，业务保持稳定增长。`,
  ],
  roles: [
    (c) =>
      `作为${c.title}，你将加入${c.team}团队，与产品、设计和研发同事紧密合作，持续打磨用户体验。`,
    (c) =>
      `我们正在寻找一位${c.title}，希望你能独立负责从需求到上线的完整流程。日常主要使用${skill(c, 0)}和${skill(c, 1)}。`,
    (c) =>
      `这个岗位隶属于${c.team}团队，直接向${ZH_COPY.departments[c.category]}负责人汇报，你的工作将直接影响产品方向。`,
    (c) =>
      `${c.team}团队目前有${c.number + 3}位成员，氛围开放，鼓励每个人提出想法。入职后会有导师带你熟悉业务和代码。`,
  ],
  teams: [
    '平台',
    '增长',
    '核心业务',
    '支付',
    '商业化',
    '国际化',
    '数据',
    '基础架构',
    '客户体验',
    '企业服务',
  ],
  departments: {
    product: '产品',
    frontend: '技术',
    backend: '技术',
    fullstack: '技术',
    mobile: '技术',
    devops: '基础架构',
    dataScience: '数据',
    design: '设计',
    marketing: '市场',
    sales: '销售',
    customerService: '客户服务',
    itSupport: 'IT',
    finance: '财务',
    hr: '人力资源',
    legal: '法务',
    operations: '行政',
    writing: '内容',
    education: '教研',
    healthcare: '医疗',
    other: '研发',
  },
  headings: { stack: '技术栈', tools: '常用工具', work: '工作方式', process: '面试流程' },
  stack: [
    (c) => `日常会用到：${c.skills.join('、')}。`,
    (c) => `我们主要使用${skill(c, 0)}和${skill(c, 1)}，熟悉${skill(c, 2)}者优先。`,
    (c) => `你会用到${c.skills.slice(0, 3).join('、')}等工具，我们倾向于选择成熟稳定的方案。`,
  ],
  work: [
    '小团队、扁平化管理，决策快',
    '完善的代码评审与文档文化',
    '结果导向，不打卡',
    '每个季度设定清晰目标，怎么做由你决定',
  ],
  remoteWork: [
    '远程优先，异步沟通，会议少而精',
    '弹性工作时间，核心协作时间为北京时间10:00–16:00',
    '每年两次线下团聚，差旅费用由公司承担',
  ],
  process: [
    'HR电话沟通（30分钟）',
    '业务负责人面试',
    '专业能力面试或作品集讲解',
    '与创始人交流',
    '发放offer',
  ],
  closings: [
    '我们欢迎不同背景的候选人。如果你符合大部分要求，欢迎投递简历。',
    '期待你的加入，一起做有意思的事情！',
    '简历请注明可到岗时间，我们会在3个工作日内回复。',
  ],
  ...ZH_LISTS,
};
