/**
 * Binds an external sign-in to this browser tab (like PKCE): a random verifier stays here, the
 * server only ever sees its hash when the sign-in starts, and the callback's one-time code is
 * exchanged with the verifier itself. A callback link made for another browser cannot finish here.
 */
const VERIFIER_KEY = 'oauth_verifier';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Keeps a new verifier for this tab and returns its SHA-256, base64url, for the start URL. */
export async function beginBoundSignIn(): Promise<string> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  window.sessionStorage.setItem(VERIFIER_KEY, verifier);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** The verifier of the sign-in this tab started, if any; it is forgotten once read. */
export function takeSignInVerifier(): string | null {
  const verifier = window.sessionStorage.getItem(VERIFIER_KEY);
  window.sessionStorage.removeItem(VERIFIER_KEY);
  return verifier;
}
