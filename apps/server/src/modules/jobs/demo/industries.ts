/** What a company of each industry makes and for whom: the first paragraph of its postings. */
export type Industry = {
  name: string;
  products: readonly string[];
  audiences: readonly string[];
};

const industry = (
  name: string,
  products: readonly string[],
  audiences: readonly string[],
): Industry => ({ name, products, audiences });

export const EN_INDUSTRIES = {
  fintech: industry(
    'Fintech',
    ['payments infrastructure', 'spend management software', 'a budgeting app'],
    ['small businesses', 'finance teams', 'freelancers'],
  ),
  devtools: industry(
    'Developer tools',
    ['a code review platform', 'observability tooling', 'a deployment platform'],
    ['software teams', 'developers', 'platform engineers'],
  ),
  health: industry(
    'Healthcare',
    ['a telehealth platform', 'clinical scheduling software', 'remote patient monitoring'],
    ['clinics', 'patients', 'care teams'],
  ),
  commerce: industry(
    'E-commerce',
    ['a storefront builder', 'inventory and fulfilment software', 'a marketplace for makers'],
    ['online merchants', 'independent brands', 'shoppers'],
  ),
  education: industry(
    'Education',
    ['an online learning platform', 'language-learning apps', 'classroom software'],
    ['teachers', 'students', 'lifelong learners'],
  ),
  climate: industry(
    'Climate tech',
    ['carbon accounting software', 'energy monitoring tools', 'a platform for rooftop solar'],
    ['manufacturers', 'households', 'energy companies'],
  ),
  media: industry(
    'Media',
    ['a podcast hosting platform', 'a newsletter platform', 'video editing tools'],
    ['creators', 'publishers', 'newsrooms'],
  ),
  logistics: industry(
    'Logistics',
    ['freight visibility software', 'route planning tools', 'a warehouse management system'],
    ['shippers', 'carriers', 'retailers'],
  ),
  security: industry(
    'Cybersecurity',
    ['identity and access management', 'security awareness training', 'cloud security monitoring'],
    ['IT teams', 'security teams', 'growing companies'],
  ),
  hr: industry(
    'HR tech',
    ['a global payroll platform', 'hiring software', 'employee onboarding tools'],
    ['distributed teams', 'HR teams', 'recruiters'],
  ),
  gaming: industry(
    'Gaming',
    ['multiplayer backend services', 'mobile puzzle games', 'tools for game studios'],
    ['players', 'game studios', 'indie developers'],
  ),
  ai: industry(
    'Artificial intelligence',
    ['AI writing assistants', 'document understanding APIs', 'a machine learning platform'],
    ['support teams', 'legal teams', 'data teams'],
  ),
  robotics: industry(
    'Robotics',
    ['warehouse robots', 'autonomous inspection drones', 'robot fleet software'],
    ['warehouses', 'utilities', 'factories'],
  ),
  design: industry(
    'Design software',
    ['collaborative design tools', 'brand asset management', 'a presentation builder'],
    ['designers', 'marketing teams', 'agencies'],
  ),
} satisfies Record<string, Industry>;

export const ZH_INDUSTRIES: readonly Industry[] = [
  industry('金融科技', ['跨境支付系统', '企业费控平台', '智能记账工具'], ['中小企业', '财务团队']),
  industry(
    '企业服务',
    ['协同办公平台', 'SaaS客户管理系统', '低代码开发平台'],
    ['中小企业', '销售团队'],
  ),
  industry('医疗健康', ['互联网医院平台', '智能问诊系统', '慢病管理应用'], ['医院', '患者和医生']),
  industry(
    '跨境电商',
    ['跨境电商独立站工具', '智能选品系统', '海外营销平台'],
    ['出海品牌', '跨境卖家'],
  ),
  industry('在线教育', ['在线编程课程', '语言学习App', '智慧课堂系统'], ['学生', '职场人士']),
  industry(
    '人工智能',
    ['大模型应用平台', '智能客服机器人', '文档智能解析服务'],
    ['企业客户', '开发者'],
  ),
  industry('游戏', ['休闲手游', '游戏引擎工具', '海外发行平台'], ['全球玩家', '游戏工作室']),
  industry('云计算', ['云原生开发平台', '数据库托管服务', '边缘计算网络'], ['研发团队', '开发者']),
  industry(
    '物流',
    ['智慧物流平台', '供应链管理系统', '仓储机器人调度系统'],
    ['品牌商', '物流公司'],
  ),
  industry('智能硬件', ['智能家居设备', '可穿戴设备', '消费级无人机'], ['家庭用户', '运动爱好者']),
  industry('内容社区', ['兴趣社区App', '短视频创作工具', '播客平台'], ['创作者', '年轻用户']),
];
