import {
  hireText,
  listText,
  partText,
  skillLabel,
  toneOf,
  type Language,
  type MatchReason,
} from './reasons.ts';
import type { MatchResult, PartScore } from './types.ts';

/** A card lists at most this many things that fit (besides where you can be hired from); every gap is listed. */
export const FITS_LISTED = 3;
const SKILLS_NAMED = 5;

/** Less than this of the location part (a short overlap with the team's hours) is a gap. */
const LOCATION_FITS = 0.7;

const usd = (amount: number) => `$${Math.round(amount / 1000)}k`;

const PREFERENCE_NAMES = {
  jobType: { en: 'job type', zh: '工作类型' },
  category: { en: 'kind of role', zh: '职位方向' },
  remoteType: { en: 'way of working remotely', zh: '远程方式' },
} as const;

/** What one part lacks, in words; null when it lacks nothing (or cannot be told). */
function gapText(part: PartScore, language: Language): string | null {
  const zh = language === 'zh';
  const detail = part.detail;
  switch (detail.part) {
    case 'skills': {
      const count = detail.missing.length;
      if (count === 0) return null;
      const names = listText(
        detail.missing.map((skill) => skillLabel(skill, language)),
        language,
        SKILLS_NAMED,
      );
      const more = count > SKILLS_NAMED ? (zh ? ' 等' : ', …') : '';
      return zh
        ? `缺少 ${count} 项技能：${names}${more}`
        : `Missing ${count} skill${count === 1 ? '' : 's'}: ${names}${more}`;
    }
    case 'role':
      return part.score !== null && !detail.sameCategory && !detail.relatedCategory
        ? partText(part, language)
        : null;
    case 'seniority': {
      const { candidateYears: years, requiredYears: required } = detail;
      // Years are counted from month spans: 8.8 against "9+" is no gap worth naming.
      if (years === null || required === null || Math.round(years) >= required) return null;
      return zh
        ? `岗位要求 ${required} 年以上经验，你有 ${years} 年`
        : `Asks for ${required}+ years of experience; you have ${years}`;
    }
    case 'location': {
      const { hire } = detail;
      if (hire.status === 'regions')
        return zh
          ? `${hireText(hire, language)}；你尚未填写可工作的国家，无法判断`
          : `${hireText(hire, language)}; you have not said which countries you can work from`;
      return !hire.isEligible || (part.score ?? 1) < LOCATION_FITS
        ? hireText(hire, language)
        : null;
    }
    case 'salary': {
      const { jobUsd, minimumUsd } = detail;
      if (part.score === null || part.score >= 1 || jobUsd === null || minimumUsd === null)
        return null;
      return zh
        ? `薪资约每年 ${usd(jobUsd)}，低于你的最低期望（每年 ${usd(minimumUsd)}）`
        : `Pays about ${usd(jobUsd)} a year, below your minimum of ${usd(minimumUsd)}`;
    }
    case 'language':
      return detail.isSpoken === false ? partText(part, language) : null;
    case 'preferences': {
      const outside = (['jobType', 'category', 'remoteType'] as const).filter(
        (name) => detail[name] === false,
      );
      if (outside.length === 0) return null;
      const names = listText(
        outside.map((name) => PREFERENCE_NAMES[name][language]),
        language,
      );
      return zh ? `不符合你的偏好：${names}` : `Outside your preferences: ${names}`;
    }
  }
}

/**
 * What fits and what is missing, so a middling score explains itself: every gap (skills, years,
 * where you can be hired from, language, salary, role, preferences), and the strongest few things
 * that fit. Where you can be hired from is always on one side, first. A part is said once, except
 * skills: "you have 3 of 5" and "missing Vue, Webpack" are both true.
 */
export function matchFitsAndGaps(
  result: MatchResult,
  language: Language,
): { fits: MatchReason[]; gaps: MatchReason[] } {
  const gaps: MatchReason[] = [];
  const fits: (MatchReason & { strength: number; index: number })[] = [];
  result.parts.forEach((part, index) => {
    const gap = gapText(part, language);
    const tone = toneOf(part);
    if (gap !== null) {
      const isBlocker = part.part === 'location' && !result.hire.isEligible;
      gaps.push({
        part: part.part,
        tone: isBlocker || tone === 'negative' ? 'negative' : 'neutral',
        text: gap,
      });
    }
    if (part.score !== null && tone === 'positive' && (gap === null || part.part === 'skills')) {
      const strength = part.part === 'location' ? Infinity : part.weight * part.score;
      fits.push({ part: part.part, tone, text: partText(part, language), strength, index });
    }
  });
  const first = (items: MatchReason[]) =>
    items.sort((a, b) => Number(b.part === 'location') - Number(a.part === 'location'));
  const listed = fits
    .sort((a, b) => b.strength - a.strength)
    .slice(0, FITS_LISTED + (fits.some((fit) => fit.part === 'location') ? 1 : 0))
    .sort((a, b) => a.index - b.index)
    .map(({ part, tone, text }) => ({ part, tone, text }));
  return { fits: first(listed), gaps: first(gaps) };
}
