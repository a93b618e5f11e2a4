import type { ApplicationStatus, ListApplicationsQuery } from '@yonder/contract/applications';
import { and, asc, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { applicationEvents, applications, companies, jobs } from '#db/schema/index.ts';

export type ApplicationRow = typeof applications.$inferSelect & { logoUrl: string | null };
export type NewApplicationRow = typeof applications.$inferInsert;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
export type ApplicationChanges = Partial<
  Omit<NewApplicationRow, 'id' | 'userId' | 'version' | 'createdAt'>
>;

/** Every query names the owner: another user's id finds nothing. */
const owned = (id: string, userId: string) =>
  and(eq(applications.id, id), eq(applications.userId, userId));

const withLogo = { ...getTableColumns(applications), logoUrl: companies.logoUrl };

const selectWithLogo = (db: Executor) =>
  db
    .select(withLogo)
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId));

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORTS: Record<NonNullable<ListApplicationsQuery['sort']>, { column: SQL; asc: boolean }> = {
  updated: { column: sql`${applications.updatedAt}`, asc: false },
  created: { column: sql`${applications.createdAt}`, asc: false },
  company: { column: sql`lower(${applications.company})`, asc: true },
  title: { column: sql`lower(${applications.title})`, asc: true },
  // The board's order: column by column, then the order inside the column.
  status: {
    column: sql`array_position(array['wishlist','applied','interview','offer','rejected'], ${applications.status})`,
    asc: true,
  },
  due: { column: sql`${applications.nextStepDue}`, asc: true },
};

export async function listApplicationRows(
  db: Executor,
  userId: string,
  query: {
    status?: ApplicationStatus;
    q?: string;
    sort: keyof typeof SORTS;
    order?: 'asc' | 'desc';
    archived: 'true' | 'false' | 'all';
  },
): Promise<ApplicationRow[]> {
  const conditions: (SQL | undefined)[] = [eq(applications.userId, userId)];
  if (query.status) conditions.push(eq(applications.status, query.status));
  if (query.archived !== 'all')
    conditions.push(eq(applications.archived, query.archived === 'true'));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(applications.title, pattern),
        ilike(applications.company, pattern),
        ilike(applications.location, pattern),
        ilike(applications.notes, pattern),
        ilike(applications.nextStep, pattern),
      ),
    );
  }
  const sort = SORTS[query.sort];
  const ascending = query.order ? query.order === 'asc' : sort.asc;
  const direction = (value: SQL) =>
    ascending ? sql`${value} asc nulls last` : sql`${value} desc nulls last`;
  return selectWithLogo(db)
    .where(and(...conditions))
    .orderBy(
      direction(sort.column),
      asc(applications.position),
      desc(applications.updatedAt),
      asc(applications.id),
    )
    .limit(2_000);
}

export async function findApplicationRow(
  db: Executor,
  options: { id: string; userId: string },
): Promise<ApplicationRow | undefined> {
  const [row] = await selectWithLogo(db).where(owned(options.id, options.userId)).limit(1);
  return row;
}

/** The user's application of a catalogue job or of an outside address, if any. */
export async function findTrackedRow(
  db: Executor,
  userId: string,
  key: { jobId?: string | null; url?: string },
): Promise<ApplicationRow | undefined> {
  const matches: SQL[] = [];
  if (key.jobId) matches.push(eq(applications.jobId, key.jobId));
  if (key.url) matches.push(eq(applications.url, key.url));
  if (matches.length === 0) return undefined;
  const [row] = await selectWithLogo(db)
    .where(and(eq(applications.userId, userId), or(...matches)))
    .orderBy(desc(applications.updatedAt))
    .limit(1);
  return row;
}

export async function insertApplicationRow(
  db: Executor,
  row: NewApplicationRow,
): Promise<{ id: string } | undefined> {
  // A second application of the same catalogue job (two tabs at once) is not inserted.
  const [created] = await db
    .insert(applications)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: applications.id });
  return created;
}

/**
 * Saves a change only when the stored version is still the one the client edited, and moves the
 * version on by one; false when another change came first (or the row is not the user's).
 */
export async function updateApplicationRow(
  db: Executor,
  options: { id: string; userId: string; version: number; changes: ApplicationChanges; now: Date },
): Promise<boolean> {
  const { id, userId, version, changes, now } = options;
  const rows = await db
    .update(applications)
    .set({ ...changes, version: sql`${applications.version} + 1`, updatedAt: now })
    .where(and(owned(id, userId), eq(applications.version, version)))
    .returning({ id: applications.id });
  return rows.length > 0;
}

export async function deleteApplicationRow(
  db: Executor,
  options: { id: string; userId: string },
): Promise<boolean> {
  const rows = await db
    .delete(applications)
    .where(owned(options.id, options.userId))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/** The smallest position in a column, so a new or moved card goes on top. */
export async function topPosition(
  db: Executor,
  userId: string,
  status: ApplicationStatus,
): Promise<number> {
  const [row] = await db
    .select({ min: sql<number | null>`min(${applications.position})` })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.status, status)));
  return row?.min == null ? 0 : Number(row.min) - 1;
}

export async function insertEventRow(
  db: Executor,
  row: typeof applicationEvents.$inferInsert,
): Promise<void> {
  await db.insert(applicationEvents).values(row);
}

export async function listEventRows(
  db: Executor,
  applicationId: string,
): Promise<ApplicationEventRow[]> {
  return db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.seq));
}

/** What a catalogue job contributes to its card. */
export async function findCatalogueJob(db: Executor, jobId: string) {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: companies.name,
      location: jobs.location,
      remoteType: jobs.remoteType,
      applicationUrl: jobs.applicationUrl,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
      salaryCurrency: jobs.salaryCurrency,
      salaryPeriod: jobs.salaryPeriod,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row;
}
export type CatalogueJob = NonNullable<Awaited<ReturnType<typeof findCatalogueJob>>>;
