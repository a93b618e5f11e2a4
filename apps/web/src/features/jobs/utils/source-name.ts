const SOURCE_NAMES: Record<string, string> = {
  remoteok: 'RemoteOK',
  remotive: 'Remotive',
  weworkremotely: 'We Work Remotely',
  himalayas: 'Himalayas',
  arbeitnow: 'Arbeitnow',
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
};

/** The host of a web address without "www.", or null when it is not one. */
export function hostnameOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return parsed.hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** How a job's source is named in its "via …" attribution. */
export function sourceName(source: string, attributionUrl: string | null): string {
  const key = source.toLowerCase().replace(/[^a-z]/g, '');
  return SOURCE_NAMES[key] ?? hostnameOf(attributionUrl) ?? source;
}
