import { createHash, randomBytes } from 'node:crypto';
import {
  EXTENSION_ACCESS_PREFIX,
  EXTENSION_REFRESH_PREFIX,
  EXTENSION_SCOPES,
  type ExtensionConnection,
  type ExtensionScope,
  type ExtensionTokens,
} from '@yonder/contract/extension';
import type { Database, Executor } from '#db/client.ts';
import { AppError, notFound } from '#lib/errors.ts';
import {
  findByAccessHash,
  insertConnection,
  listConnections,
  revokeByRetiredRefresh,
  revokeConnection,
  rotateTokens,
  type ExtensionConnectionRow,
} from './connection-repository.ts';

/** As short as the web app's access tokens would be awkward for a popup; an hour, then refresh. */
const ACCESS_SECONDS = 60 * 60;
const REFRESH_DAYS = 60;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const secret = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;

export const isExtensionToken = (token: string) => token.startsWith(EXTENSION_ACCESS_PREFIX);

function newTokens(now: Date) {
  const accessToken = secret(EXTENSION_ACCESS_PREFIX);
  const refreshToken = secret(EXTENSION_REFRESH_PREFIX);
  return {
    accessToken,
    refreshToken,
    hashes: {
      accessHash: sha256(accessToken),
      accessExpiresAt: new Date(now.getTime() + ACCESS_SECONDS * 1000),
      refreshHash: sha256(refreshToken),
      refreshExpiresAt: new Date(now.getTime() + REFRESH_DAYS * 86_400_000),
    },
  };
}

export const toConnectionView = (row: ExtensionConnectionRow): ExtensionConnection => ({
  id: row.id,
  label: row.label,
  scopes: row.scopes.filter((scope): scope is ExtensionScope =>
    (EXTENSION_SCOPES as readonly string[]).includes(scope),
  ),
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt.toISOString(),
});

/** The signed-in user approved a browser: it gets tokens holding the extension's scopes only. */
export async function createExtensionConnection(options: {
  db: Executor;
  userId: string;
  label: string;
  now: Date;
}): Promise<ExtensionTokens> {
  const { db, userId, label, now } = options;
  const { accessToken, refreshToken, hashes } = newTokens(now);
  const row = await insertConnection(db, {
    userId,
    label,
    scopes: [...EXTENSION_SCOPES],
    now,
    ...hashes,
  });
  return {
    accessToken,
    refreshToken,
    expiresIn: ACCESS_SECONDS,
    connection: toConnectionView(row),
  };
}

/**
 * Rotates both tokens; an unknown or revoked refresh token is 401. A refresh token already
 * rotated away from, presented again, revokes its connection: whoever holds the copy and the
 * extension itself are both signed out, and the user connects again.
 */
export async function refreshExtensionTokens(options: {
  db: Database;
  refreshToken: string;
  now: Date;
}): Promise<ExtensionTokens> {
  const { db, refreshToken, now } = options;
  const { accessToken, refreshToken: next, hashes } = newTokens(now);
  const oldRefreshHash = sha256(refreshToken);
  const row = await db.transaction(async (tx) => {
    const rotated = await rotateTokens(tx, { oldRefreshHash, now, ...hashes });
    if (!rotated) await revokeByRetiredRefresh(tx, { refreshHash: oldRefreshHash, now });
    return rotated;
  });
  if (!row) throw new AppError(401, 'extensionTokenInvalid');
  return {
    accessToken,
    refreshToken: next,
    expiresIn: ACCESS_SECONDS,
    connection: toConnectionView(row),
  };
}

/** The owner and connection of a live access token, or null (read on every extension call). */
export async function resolveExtensionToken(options: { db: Executor; token: string; now: Date }) {
  const found = await findByAccessHash(options.db, sha256(options.token), options.now);
  return found ?? null;
}

export async function listExtensionConnections(options: {
  db: Executor;
  userId: string;
}): Promise<ExtensionConnection[]> {
  return (await listConnections(options.db, options.userId)).map(toConnectionView);
}

/** Revokes one of the user's connections: its tokens stop at the next request. */
export async function revokeExtensionConnection(options: {
  db: Executor;
  userId: string;
  id: string;
  now: Date;
}): Promise<void> {
  if (!(await revokeConnection(options.db, options))) throw notFound();
}
