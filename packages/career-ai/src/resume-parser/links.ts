import type { ResumeProfile } from '@yonder/contract/resume-document';

const URL_PATTERN =
  /\b(?:https?:\/\/[^\s,;|·，。）)]+|www\.[^\s,;|·，。）)]+|(?:github\.com|gitlab\.com|gitee\.com|linkedin\.com|twitter\.com|x\.com|behance\.net|dribbble\.com|medium\.com|stackoverflow\.com|zhihu\.com|juejin\.cn|weibo\.com|codepen\.io|kaggle\.com)\/[^\s,;|·，。）)]+)/giu;

const NETWORKS: [RegExp, string][] = [
  [/(^|\.)github\.com$/, 'GitHub'],
  [/(^|\.)gitlab\.com$/, 'GitLab'],
  [/(^|\.)gitee\.com$/, 'Gitee'],
  [/(^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(^|\.)(twitter|x)\.com$/, 'Twitter'],
  [/(^|\.)behance\.net$/, 'Behance'],
  [/(^|\.)dribbble\.com$/, 'Dribbble'],
  [/(^|\.)medium\.com$/, 'Medium'],
  [/(^|\.)stackoverflow\.com$/, 'Stack Overflow'],
  [/(^|\.)zhihu\.com$/, 'Zhihu'],
  [/(^|\.)juejin\.cn$/, 'Juejin'],
  [/(^|\.)weibo\.com$/, 'Weibo'],
  [/(^|\.)codepen\.io$/, 'CodePen'],
  [/(^|\.)kaggle\.com$/, 'Kaggle'],
];

/** The web addresses a text mentions, with a scheme. */
export function findUrls(text: string): string[] {
  return [...text.matchAll(URL_PATTERN)].map((match) => {
    const url = match[0].replace(/[.,:]+$/, '');
    return /^https?:/i.test(url) ? url : `https://${url}`;
  });
}

/** A profile on a known network (GitHub, LinkedIn, …), or null for any other address. */
export function toProfile(url: string): ResumeProfile | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase();
  const network = NETWORKS.find(([pattern]) => pattern.test(host))?.[1];
  if (!network) return null;
  const parts = parsed.pathname.split('/').filter(Boolean);
  const username =
    (parts[0] === 'in' || parts[0] === 'u' || parts[0] === 'people' ? parts[1] : parts[0]) ?? '';
  return {
    network,
    username: decodeURIComponent(username).replace(/^@/, ''),
    url: url.replace(/\/$/, ''),
  };
}

/** Profiles (one per network and user) and the first other address as the personal site. */
export function profilesAndSite(urls: string[]): { profiles: ResumeProfile[]; url: string } {
  const profiles: ResumeProfile[] = [];
  let site = '';
  for (const url of urls) {
    const profile = toProfile(url);
    if (profile) {
      // A profile's own page, not a repository: github.com/user, not github.com/user/project.
      const depth = new URL(profile.url).pathname.split('/').filter(Boolean).length;
      const isPage = depth <= (profile.network === 'LinkedIn' ? 2 : 1);
      const key = `${profile.network}/${profile.username.toLowerCase()}`;
      if (
        isPage &&
        !profiles.some((known) => `${known.network}/${known.username.toLowerCase()}` === key)
      ) {
        profiles.push(profile);
      }
    } else if (!site && !/^mailto:|^tel:/i.test(url)) site = url;
  }
  return { profiles, url: site };
}
