/**
 * The value of one cookie from a Cookie header, without a cookie plugin for this single use. A
 * value that is not valid percent-encoding was not set by us: it reads as no cookie.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function serializeCookie(
  name: string,
  value: string,
  options: { path: string; maxAgeSeconds: number; isSecure: boolean },
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    // Lax: the provider's redirect back is a top-level GET navigation, which Lax lets through.
    'SameSite=Lax',
  ];
  if (options.isSecure) parts.push('Secure');
  return parts.join('; ');
}
