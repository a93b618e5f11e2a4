import type { ExtensionSession } from '@yonder/contract/extension';
import type { Executor } from '#db/client.ts';
import { notFound } from '#lib/errors.ts';
import type { AuthenticatedUser } from '#plugins/auth.ts';
import { findConnectionWithOwner } from './connection-repository.ts';
import { toConnectionView } from './connection-service.ts';

/** The account the popup shows for the extension's own connection. */
export async function findExtensionSession(options: {
  db: Executor;
  user: AuthenticatedUser;
}): Promise<ExtensionSession> {
  const { db, user } = options;
  const row = user.extension
    ? await findConnectionWithOwner(db, user.extension.connectionId)
    : null;
  if (!row) throw notFound();
  return {
    email: user.email,
    username: row.username,
    connection: toConnectionView(row.connection),
  };
}
