import type { JobCategory } from '@yonder/contract/jobs';
import { skillNameZh } from '../skills/vocabulary.ts';
import type { HireAnswer, MatchResult, PartScore } from './types.ts';

export type Language = 'zh' | 'en';
export type ReasonTone = 'positive' | 'neutral' | 'negative';
export type MatchReason = { part: PartScore['part']; tone: ReasonTone; text: string };

const CATEGORY_NAMES: Record<JobCategory, { en: string; zh: string }> = {
  product: { en: 'product', zh: '产品' },
  frontend: { en: 'frontend', zh: '前端' },
  backend: { en: 'backend', zh: '后端' },
  fullstack: { en: 'full-stack', zh: '全栈' },
  mobile: { en: 'mobile', zh: '移动端' },
  devops: { en: 'DevOps', zh: '运维' },
  dataScience: { en: 'data science', zh: '数据科学' },
  design: { en: 'design', zh: '设计' },
  marketing: { en: 'marketing', zh: '市场营销' },
  sales: { en: 'sales', zh: '销售' },
  customerService: { en: 'customer support', zh: '客户支持' },
  itSupport: { en: 'IT support', zh: 'IT 支持' },
  finance: { en: 'finance and accounting', zh: '财务会计' },
  hr: { en: 'HR and recruiting', zh: '人力资源' },
  legal: { en: 'legal', zh: '法务' },
  operations: { en: 'operations and administration', zh: '运营与行政' },
  writing: { en: 'writing', zh: '写作与内容' },
  education: { en: 'education', zh: '教育' },
  healthcare: { en: 'healthcare', zh: '医疗健康' },
  other: { en: 'other', zh: '其他' },
};
const LANGUAGE_NAMES: Record<string, { en: string; zh: string }> = {
  zh: { en: 'Chinese', zh: '中文' },
  en: { en: 'English', zh: '英文' },
};

/** A skill as the interface language writes it. */
export function skillLabel(name: string, language: Language): string {
  return language === 'zh' ? skillNameZh(name) : name;
}

const displayNames = {
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
  zh: new Intl.DisplayNames(['zh-CN'], { type: 'region' }),
};
export function countryName(code: string, language: Language): string {
  try {
    return displayNames[language].of(code) ?? code;
  } catch {
    return code;
  }
}

/** The first few items, joined as the language writes a list. */
export const listText = (items: string[], language: Language, max = 4) =>
  items.slice(0, max).join(language === 'zh' ? '、' : ', ');
const list = listText;

/** The "can I be hired from here" line. */
export function hireText(hire: HireAnswer, language: Language): string {
  const zh = language === 'zh';
  const country = hire.country ? countryName(hire.country, language) : null;
  const overlap =
    hire.overlapHours === null
      ? ''
      : zh
        ? `，与团队重叠 ${hire.overlapHours} 小时`
        : `, ${hire.overlapHours} hours of overlap with the team`;
  switch (hire.status) {
    case 'no':
      return zh
        ? `不招聘你所在国家（${country}）的候选人，仅限：${list(hire.regions, language, 6)}`
        : `Not hiring from your country (${country}): only ${list(hire.regions, language, 6)}`;
    case 'regions':
      return zh
        ? `仅招聘以下地区：${list(hire.regions, language, 6)}${overlap}`
        : `Only hires from these regions: ${list(hire.regions, language, 6)}${overlap}`;
    case 'overlap':
      if (!hire.isEligible)
        return zh
          ? `与团队工作时间仅重叠 ${hire.overlapHours} 小时，难以受聘`
          : `Only ${hire.overlapHours} hours of overlap with the team: too few to be hired`;
      return zh
        ? `与团队工作时间重叠 ${hire.overlapHours} 小时`
        : `Overlap of ${hire.overlapHours} hours with the team`;
    case 'yes':
      if (country)
        return zh
          ? `可以从${country}受聘${overlap}`
          : `Yes, you can be hired from ${country}${overlap}`;
      return zh ? `可以受聘，不限地区${overlap}` : `Yes, hires from anywhere${overlap}`;
  }
}

/** Half the skills a job asks for already speaks for the candidate; other parts need more. */
export function toneOf(part: PartScore): ReasonTone {
  if (part.score === null) return 'neutral';
  const good = part.part === 'skills' ? 0.5 : 0.7;
  return part.score >= good ? 'positive' : part.score <= 0.35 ? 'negative' : 'neutral';
}

/** One part of the breakdown in words. */
export function partText(part: PartScore, language: Language): string {
  const zh = language === 'zh';
  const detail = part.detail;
  switch (detail.part) {
    case 'skills': {
      if (part.score === null) return zh ? '岗位未列出技能要求' : 'The job lists no skills';
      const matched = detail.matched.map((skill) => skillLabel(skill, language));
      const missing = detail.missing.map((skill) => skillLabel(skill, language));
      if (matched.length === 0)
        return zh
          ? `缺少所需技能：${list(missing, language)}`
          : `Missing the skills it asks for: ${list(missing, language)}`;
      return zh
        ? `具备 ${detail.matched.length}/${detail.matched.length + detail.missing.length} 项技能：${list(matched, language)}`
        : `You have ${detail.matched.length} of ${detail.matched.length + detail.missing.length} skills: ${list(matched, language)}`;
    }
    case 'role': {
      const category = CATEGORY_NAMES[detail.category][language];
      if (part.score === null)
        return zh ? '你的资料中没有职位信息' : 'Your profile names no role yet';
      if (detail.sameCategory)
        return zh
          ? `职位方向一致：${category}`
          : `Your background is in ${category}, as this role is`;
      if (detail.relatedCategory)
        return zh ? `相近的职位方向：${category}` : `A role close to yours (${category})`;
      return zh ? `职位方向不同：${category}` : `A different kind of role (${category})`;
    }
    case 'seniority': {
      const { candidateYears: years, requiredYears: required } = detail;
      if (required === null) return zh ? '岗位未要求工作年限' : 'No years of experience asked for';
      if (years === null)
        return zh ? `要求 ${required} 年以上经验` : `Asks for ${required}+ years of experience`;
      return zh
        ? `你有 ${years} 年经验，岗位要求 ${required} 年以上`
        : `You have ${years} years of experience; it asks for ${required}+`;
    }
    case 'location':
      return hireText(detail.hire, language);
    case 'salary': {
      if (detail.jobUsd === null) return zh ? '未标明薪资' : 'No salary given';
      if (detail.minimumUsd === null)
        return zh ? '你尚未设置最低期望薪资' : 'You have not set a minimum salary';
      return (part.score ?? 0) >= 1
        ? zh
          ? '薪资达到你的最低期望'
          : 'Pays at least your minimum'
        : zh
          ? '薪资低于你的最低期望'
          : 'Pays below your minimum';
    }
    case 'language': {
      const name = LANGUAGE_NAMES[detail.jobLanguage]?.[language] ?? detail.jobLanguage;
      if (detail.isSpoken === null) return zh ? `岗位语言：${name}` : `Written in ${name}`;
      return detail.isSpoken
        ? zh
          ? `岗位语言为${name}，是你的工作语言`
          : `Written in ${name}, a language you work in`
        : zh
          ? `岗位语言为${name}，不在你的工作语言中`
          : `Written in ${name}, not one of your working languages`;
    }
    case 'preferences': {
      if (part.score === null)
        return zh ? '你尚未设置求职偏好' : 'You have not set job preferences';
      return (part.score ?? 0) >= 1
        ? zh
          ? '符合你的工作类型与方向偏好'
          : 'Fits your job type and category preferences'
        : zh
          ? '与你的部分求职偏好不符'
          : 'Outside some of your job preferences';
    }
  }
}

/** Every part in words, with its tone, in the breakdown's order. */
export function describeParts(
  result: MatchResult,
  language: Language,
): (MatchReason & { score: number | null; weight: number })[] {
  return result.parts.map((part) => ({
    part: part.part,
    tone: part.part === 'location' && !result.hire.isEligible ? 'negative' : toneOf(part),
    text: partText(part, language),
    score: part.score,
    weight: part.weight,
  }));
}

/**
 * The strongest reasons, at most `limit`: a job the candidate cannot be hired for says so first;
 * then the parts that count most in its favour, then the ones that count most against it.
 */
export function matchReasons(result: MatchResult, language: Language, limit = 3): MatchReason[] {
  const described = describeParts(result, language);
  const known = described.filter((part) => part.score !== null);
  const blocker = result.hire.isEligible
    ? []
    : described.filter((part) => part.part === 'location');
  const positive = known
    .filter((part) => part.tone === 'positive' && part.part !== 'location')
    .concat(known.filter((part) => part.tone === 'positive' && part.part === 'location'))
    .sort((a, b) => b.weight * (b.score ?? 0) - a.weight * (a.score ?? 0));
  const negative = known
    .filter((part) => part.tone === 'negative' && !blocker.includes(part))
    .sort((a, b) => b.weight * (1 - (b.score ?? 0)) - a.weight * (1 - (a.score ?? 0)));
  return [...blocker, ...positive, ...negative]
    .slice(0, limit)
    .map(({ part, tone, text }) => ({ part, tone, text }));
}
