import { and, eq } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { userIdentities, users } from '#db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Undefined when the e-mail is already taken (a concurrent sign-up won). */
export async function insertUser(db: Executor, row: NewUserRow): Promise<UserRow | undefined> {
  const [created] = await db
    .insert(users)
    .values(row)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return created;
}

export async function updateUser(
  db: Executor,
  id: string,
  changes: Partial<Pick<NewUserRow, 'username' | 'passwordHash' | 'avatarUrl' | 'updatedAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

export async function findUserByIdentity(
  db: Executor,
  { provider, subject }: { provider: string; subject: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row?.user;
}

export async function insertIdentity(
  db: Executor,
  row: { provider: string; subject: string; userId: string; email: string },
): Promise<void> {
  await db.insert(userIdentities).values(row).onConflictDoNothing();
}
