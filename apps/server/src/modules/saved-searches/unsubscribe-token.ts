import { createHmac, timingSafeEqual } from 'node:crypto';

export type UnsubscribeTokens = {
  /** `<saved search id>.<signature>`: works without signing in, forever, for that search only. */
  sign: (savedSearchId: string) => string;
  /** The saved search id of a token this server signed, else null. */
  verify: (token: string) => string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** HMAC-SHA256 with the server's secret (the JWT secret), kept apart from tokens by a purpose label. */
export function createUnsubscribeTokens(secret: string): UnsubscribeTokens {
  const signature = (id: string) =>
    createHmac('sha256', secret).update(`saved-search-unsubscribe:${id}`).digest('base64url');
  return {
    sign: (id) => `${id}.${signature(id)}`,
    verify: (token) => {
      const [id = '', given = ''] = token.split('.');
      if (!UUID.test(id)) return null;
      const expected = Buffer.from(signature(id.toLowerCase()));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected)
        ? id.toLowerCase()
        : null;
    },
  };
}
