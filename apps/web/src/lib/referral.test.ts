import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from './auth-storage';
import { captureReferralCode, claimStoredReferral, REFERRAL_CODE_KEY } from './referral';

const okResponse = () =>
  new Response(JSON.stringify({ success: true, code: 200, message: 'OK', data: {} }), {
    headers: { 'content-type': 'application/json' },
  });

describe('invite codes kept through sign-up', () => {
  it('keeps a valid ?ref= code, hands it to the server once after sign-in, then forgets it', async () => {
    captureReferralCode('?ref=<bad>');
    expect(localStorage.getItem(REFERRAL_CODE_KEY)).toBeNull();
    captureReferralCode('?utm=x&ref=ABCD2345');
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => okResponse());
    await claimStoredReferral();
    const claims = fetchSpy.mock.calls.filter(([url]) => String(url).includes('/referrals/claim'));
    expect(claims).toHaveLength(1);
    expect(JSON.parse(String(claims[0]![1]!.body))).toEqual({ code: 'ABCD2345' });
    expect(localStorage.getItem(REFERRAL_CODE_KEY)).toBeNull();
    await claimStoredReferral();
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('/claim'))).toHaveLength(1);
  });
});
