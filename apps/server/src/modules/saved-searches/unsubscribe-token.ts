import { createHmac, timingSafeEqual } from 'node:crypto';

export type UnsubscribeTokens = {
  /** `<id>.<signature>`: works without signing in, forever, for that one list only. */
  sign: (id: string) => string;
  /** The id of a token this server signed for the same purpose, else null. */
  verify: (token: string) => string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * HMAC-SHA256 with the server's secret (the JWT secret), kept apart from tokens and from other
 * lists by a purpose label: a saved search's id (the default) or a user's (`next-steps-unsubscribe`).
 */
export function createUnsubscribeTokens(
  secret: string,
  purpose = 'saved-search-unsubscribe',
): UnsubscribeTokens {
  const signature = (id: string) =>
    createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');
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
