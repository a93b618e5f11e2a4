import type { AuthUser } from '@yonder/contract/auth';
import type { UserRow } from './user-repository.ts';

export const toAuthUser = (row: UserRow): AuthUser => ({
  id: row.id,
  email: row.email,
  username: row.username,
  name: row.username,
  avatar_url: row.avatarUrl,
  created_at: row.createdAt.toISOString(),
});
