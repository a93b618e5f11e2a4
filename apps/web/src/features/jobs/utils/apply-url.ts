/**
 * Where "Apply now" goes (spec section 5): the trimmed application URL, a relative one resolved
 * against the site's origin; null without a usable URL. Only web addresses open: a
 * `javascript:` or `data:` URL from a feed never runs in our page.
 */
export function resolveApplyUrl(raw: string | null | undefined, origin: string): string | null {
  const trimmed = raw?.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

/**
 * Opens the job's application page in a new tab without opener; without a URL, only a warning.
 * Answers whether a page was opened.
 */
export function openApplyUrl(
  raw: string | null | undefined,
  origin = window.location.origin,
): boolean {
  const url = resolveApplyUrl(raw, origin);
  if (!url) {
    console.warn('No application URL for this job', raw);
    return false;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
  return true;
}
