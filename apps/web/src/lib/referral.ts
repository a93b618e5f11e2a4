import { api } from './api-client';

export const REFERRAL_CODE_KEY = 'referral_code';
const CODE_PATTERN = /^[A-Za-z0-9]{4,16}$/;
/** A code followed this long ago is forgotten: it no longer describes how someone found us. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

type Stored = { code: string; at: number };

/** Keeps the `?ref=CODE` of an invite link (`/?ref=…`) until the visitor has an account. */
export function captureReferralCode(search: string) {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (!code || !CODE_PATTERN.test(code)) return;
  try {
    localStorage.setItem(REFERRAL_CODE_KEY, JSON.stringify({ code, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the invite is simply not credited.
  }
}

function readStored(): Stored | null {
  try {
    const stored = JSON.parse(localStorage.getItem(REFERRAL_CODE_KEY) ?? 'null') as Stored | null;
    if (!stored || !CODE_PATTERN.test(stored.code) || Date.now() - stored.at > KEEP_MS) return null;
    return stored;
  } catch {
    return null;
  }
}

/**
 * Right after a sign-in or sign-up (e-mail or Google), hands the kept code to the server, which
 * remembers the inviter only for a new account. Forgotten afterwards whatever the answer.
 */
export async function claimStoredReferral(): Promise<void> {
  const stored = readStored();
  if (!stored) {
    localStorage.removeItem(REFERRAL_CODE_KEY);
    return;
  }
  try {
    await api.post('/api/v1/referrals/claim', { code: stored.code });
  } catch {
    // A refused claim changes nothing for the person signing in.
  } finally {
    localStorage.removeItem(REFERRAL_CODE_KEY);
  }
}
