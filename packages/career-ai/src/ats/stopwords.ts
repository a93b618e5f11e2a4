import en from 'stopwords-en/stopwords-en.json' with { type: 'json' };
import zh from 'stopwords-zh/stopwords-zh.json' with { type: 'json' };

/**
 * Words every job text uses that name no skill, tool, qualification or domain: the English and
 * Chinese lists of stopwords-iso (stopwords-en, stopwords-zh), and the words of job postings beyond them ("clear", "fast",
 * "feedback", "performance", "writing", …). Never keywords.
 */
const JOB_WORDS =
  `ability able accurate active adapt agile ambitious analytical approach attention attitude
  autonomous awesome balance based believe benefits best better bonus build building candidate
  candidates care career challenge challenges challenging clear clearly client clients collaborate
  collaborative collaboration comfortable committed company competitive complex confident contribute
  create creative culture curious customer customers daily deadline deadlines dedicated deliver
  delivering detail details develop developer developers developing driven dynamic eager easy effective
  efficient empathy energy engineer engineers enjoy environment equity excellent excited exciting
  experience experienced expert expertise fast feedback flexible focus focused friendly fun global goals
  good great grow growing growth happy hard help high highly hire hiring ideal impact improve
  independent independently innovative inspire join junior key knowledge lead leader learn learning
  level looking love manage managing member members mindset mission modern motivated new nice office
  opportunity opportunities organized own ownership paid participate passion passionate people perform
  performance plus position positive practices preferred proactive problem problems product products
  professional proficient proven quality quick quickly reliable remote requirements responsibilities
  responsible results role salary scale self senior skill skills smart solid solution solutions solve
  staff startup strong success successful support talented task tasks team teams technical technology
  time tools track understand understanding unique user users value values variety vision we well
  willing work working world write writes writing written year years`.split(/\s+/u);

const JOB_WORDS_ZH =
  `岗位 职责 要求 负责 经验 以上 能力 优先 熟悉 良好 具备 具有 相关 工作 我们 公司 团队 进行 以及
  能够 至少 本科 学历 专业 精通 掌握 了解 参与 任职 资格 描述 福利 薪资 远程 办公 机会 欢迎 加入 岗位职责
  任职要求 以上学历 年以上 一定 较强 强烈 责任心 沟通 协作 意识 思维 积极 主动 学习 优秀 完成 根据 需求
  包括 其他 快速 清晰 反馈 性能 写作 高效 细致 热情 创新 发展 成长 优化 提升 支持 推动 落地 产品 用户 业务
  项目 技术 平台 系统 问题 方案 解决 质量 效率 目标 结果 独立 抗压 执行力 学习能力 自我驱动`.split(
    /\s+/u,
  );

const COMMON = new Set([...en, ...JOB_WORDS].map((word) => word.toLowerCase()));
const COMMON_ZH = new Set([...zh, ...JOB_WORDS_ZH]);

/** A common English or Chinese word of job postings (any case). */
export function isStopword(word: string): boolean {
  const plain = word.trim();
  return COMMON.has(plain.toLowerCase()) || COMMON_ZH.has(plain);
}

/** Every listed common word: for tests that no keyword is one. */
export const COMMON_WORDS = { en: [...COMMON], zh: [...COMMON_ZH] };
