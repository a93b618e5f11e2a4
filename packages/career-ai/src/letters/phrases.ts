import type { Language } from '@yonder/contract/common';
import type { LetterTone } from '@yonder/contract/cover-letters';

/** The fixed parts of a letter in one tone; `{company}` and `{jobTitle}` are filled in. */
export type TonePhrases = {
  greeting: string;
  opening: string;
  highlightsIntro: string;
  closing: string;
  signOff: string;
};

export const PHRASES: Record<Language, Record<LetterTone, TonePhrases>> = {
  en: {
    formal: {
      greeting: 'Dear Hiring Manager at {company},',
      opening:
        'I am writing to apply for the {jobTitle} position at {company}. I believe my experience would allow me to contribute to your team from the first weeks.',
      highlightsIntro: 'Among the experience I would bring to the role:',
      closing:
        'I would welcome the opportunity to discuss how I could support the goals of {company}. Thank you for your time and consideration.',
      signOff: 'Yours sincerely,',
    },
    friendly: {
      greeting: 'Hello {company} team,',
      opening:
        "I'm excited to apply for the {jobTitle} role at {company}. It looks like a place where I could do my best work and learn from good people.",
      highlightsIntro: "A few things I'd bring with me:",
      closing: "I'd love to talk about how I could help. Thanks for reading!",
      signOff: 'Best regards,',
    },
    enthusiastic: {
      greeting: 'Dear {company} team,',
      opening:
        'I was thrilled to see the {jobTitle} opening at {company}, and I am applying with real enthusiasm: this is exactly the kind of work I want to do.',
      highlightsIntro: 'Here is what I would bring to the team:',
      closing:
        'I look forward to hearing from you and would be delighted to talk about how I can contribute.',
      signOff: 'With enthusiasm,',
    },
    concise: {
      greeting: 'Dear Hiring Manager,',
      opening: 'I am applying for the {jobTitle} position at {company}.',
      highlightsIntro: 'Highlights:',
      closing: 'I would welcome a conversation. Thank you.',
      signOff: 'Regards,',
    },
  },
  zh: {
    formal: {
      greeting: '尊敬的{company}招聘负责人：',
      opening:
        '您好！我写信应聘贵公司的{jobTitle}一职。相信我的经验能让我在入职后尽快为团队做出贡献。',
      highlightsIntro: '我能为这个职位带来的经验包括：',
      closing: '期待有机会与您进一步沟通，探讨我如何为{company}的目标出力。感谢您抽出时间阅读。',
      signOff: '此致\n敬礼',
    },
    friendly: {
      greeting: '{company}团队，您好：',
      opening:
        '看到{company}正在招聘{jobTitle}，我很想加入。这看起来是一个能让我发挥所长、也能向优秀同事学习的地方。',
      highlightsIntro: '我想带给团队的几点：',
      closing: '很期待和您聊聊我能带来的帮助，谢谢您的阅读！',
      signOff: '祝好',
    },
    enthusiastic: {
      greeting: '亲爱的{company}团队：',
      opening:
        '看到{company}的{jobTitle}职位时我非常兴奋：这正是我一直想做的工作，所以我满怀热情地提交这份申请。',
      highlightsIntro: '以下是我能为团队带来的：',
      closing: '非常期待您的回复，也很乐意详细聊聊我能如何贡献力量！',
      signOff: '满怀期待',
    },
    concise: {
      greeting: '您好：',
      opening: '我应聘{company}的{jobTitle}职位。',
      highlightsIntro: '要点：',
      closing: '期待与您沟通，谢谢。',
      signOff: '此致\n敬礼',
    },
  },
};

/** What stands where a field is empty, for the candidate to fill in. */
export const PLACEHOLDERS: Record<
  Language,
  { company: string; jobTitle: string; highlights: string; name: string }
> = {
  en: {
    company: '[Company name]',
    jobTitle: '[Job title]',
    highlights: '[Your key highlights]',
    name: '[Your name]',
  },
  zh: {
    company: '【公司名称】',
    jobTitle: '【职位名称】',
    highlights: '【您的核心亮点】',
    name: '【您的姓名】',
  },
};

export const fill = (phrase: string, values: { company: string; jobTitle: string }) =>
  phrase.replaceAll('{company}', values.company).replaceAll('{jobTitle}', values.jobTitle);
