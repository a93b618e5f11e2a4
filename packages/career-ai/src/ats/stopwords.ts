/** Words every job text has, that say nothing about the job: never keywords. */
const ENGLISH = new Set(
  `about above across after again against all also among and any are around able ability abilities based
  because been before being best between both build but can candidate candidates company could day days
  degree each either etc every experience experienced excellent familiar field from full get good great
  has have help high highly how ideal including into join just key knowledge least level like looking make
  more most must need new nice not our other own part people plus position preferred proven provide
  related required requirements responsibilities responsible role should skills strong such team teams
  than that the their them then there these they this those through time together tools understanding
  using very want well were what when where which while who will with within work working world would
  year years you your yours remote fully opportunity opportunities benefits salary apply apply please
  across global growing mission product products customers customer business new using use job jobs
  senior junior staff principal intern mid`.split(/\s+/),
);

const CHINESE = new Set(
  `岗位 职责 要求 负责 经验 以上 能力 优先 熟悉 良好 具备 具有 相关 工作 我们 公司 团队 进行 以及 能够 至少
  本科 学历 专业 精通 掌握 了解 参与 相关 任职 资格 描述 福利 薪资 远程 办公 机会 欢迎 加入 岗位职责 任职要求
  以上学历 年以上 一定 较强 强烈 责任心 沟通 协作 意识 思维 积极 主动 学习 优秀 完成 根据 需求 包括 其他`.split(
    /\s+/,
  ),
);

export function isStopword(word: string): boolean {
  return ENGLISH.has(word.toLowerCase()) || CHINESE.has(word);
}
