import { z } from 'zod';
import { text } from './fields.ts';

/**
 * The browser extension's API (issue 16): a connection the user approves on `/extension/connect`
 * gives the extension tokens that open only what it needs.
 */
export const EXTENSION_SCOPES = [
  'profile:read',
  'files:read',
  'applications:write',
  'answers:write',
] as const;
export type ExtensionScope = (typeof EXTENSION_SCOPES)[number];

/** Access tokens start with this, refresh tokens with `yxr_`: the server tells them from JWTs. */
export const EXTENSION_ACCESS_PREFIX = 'yxa_';
export const EXTENSION_REFRESH_PREFIX = 'yxr_';

export const createExtensionConnectionBodySchema = z.object({
  label: text().trim().min(1).max(100),
});
export type CreateExtensionConnectionBody = z.input<typeof createExtensionConnectionBodySchema>;

export const extensionConnectionSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  scopes: z.array(z.enum(EXTENSION_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string(),
});
export type ExtensionConnection = z.output<typeof extensionConnectionSchema>;

export const extensionTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds the access token lives. */
  expiresIn: z.number().int(),
  connection: extensionConnectionSchema,
});
export type ExtensionTokens = z.output<typeof extensionTokensSchema>;

export const refreshExtensionTokenBodySchema = z.object({
  refreshToken: text().min(1).max(200),
});

export const extensionConnectionIdParamsSchema = z.object({ id: z.uuid() });

export const extensionSessionSchema = z.object({
  email: z.string(),
  username: z.string(),
  connection: extensionConnectionSchema,
});
export type ExtensionSession = z.output<typeof extensionSessionSchema>;

/** A question the answer bank did not know, answered by the user on a form. */
export const saveExtensionAnswerBodySchema = z.object({
  question: text().trim().min(1).max(500),
  answer: text().trim().min(1).max(2000),
});
export type SaveExtensionAnswerBody = z.input<typeof saveExtensionAnswerBodySchema>;
