import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@yonder/contract/auth';

const ISSUER = 'yonder';
const ACCESS_AUDIENCE = 'yonder-api';
const STATE_AUDIENCE = 'yonder-oauth-state';

export type AccessClaims = { userId: string; email: string; sessionId: string };

export type Tokens = {
  signAccessToken: (claims: AccessClaims, now: Date) => Promise<string>;
  /** Null for anything that is not a valid, unexpired access token of this server. */
  verifyAccessToken: (token: string, now: Date) => Promise<AccessClaims | null>;
  signState: (payload: Record<string, string>, now: Date, ttlSeconds: number) => Promise<string>;
  verifyState: (token: string, now: Date) => Promise<Record<string, unknown> | null>;
  /** Keyed hash for short secrets (codes): a leaked table cannot be brute-forced offline. */
  hashCode: (value: string) => string;
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createTokens(secret: string): Tokens {
  const key = new TextEncoder().encode(secret);
  const sign = (payload: JWTPayload, audience: string, now: Date, ttlSeconds: number) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(seconds(now))
      .setExpirationTime(seconds(now) + ttlSeconds)
      .sign(key);
  const verify = async (token: string, audience: string, now: Date) => {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
        currentDate: now,
      });
      return payload;
    } catch {
      return null;
    }
  };

  return {
    signAccessToken: ({ userId, email, sessionId }, now) =>
      sign({ sub: userId, email, sid: sessionId }, ACCESS_AUDIENCE, now, ACCESS_TOKEN_TTL_SECONDS),
    verifyAccessToken: async (token, now) => {
      const payload = await verify(token, ACCESS_AUDIENCE, now);
      const { sub, email, sid } = payload ?? {};
      if (typeof sub !== 'string' || typeof email !== 'string' || typeof sid !== 'string')
        return null;
      return { userId: sub, email, sessionId: sid };
    },
    signState: (payload, now, ttlSeconds) => sign(payload, STATE_AUDIENCE, now, ttlSeconds),
    verifyState: (token, now) => verify(token, STATE_AUDIENCE, now),
    hashCode: (value) => createHmac('sha256', key).update(value).digest('hex'),
  };
}

/** Opaque and long: only its sha256 is stored, which is enough for a random 256-bit value. */
export const createRefreshToken = () => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const createVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
