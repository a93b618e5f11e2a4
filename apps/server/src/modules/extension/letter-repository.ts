import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { applications, coverLetters, jobs } from '#db/schema/index.ts';

const LETTER = { id: coverLetters.id, body: coverLetters.body, updatedAt: coverLetters.updatedAt };

/**
 * The user's newest letters with the address of the job each was written for: the application
 * address of its catalogue job, or the address of a tracked job it is attached to (an outside
 * job, added to the tracker by its link).
 */
export async function listLettersWithJobUrls(db: Executor, userId: string) {
  const forCatalogueJobs = await db
    .select({ ...LETTER, url: jobs.applicationUrl })
    .from(coverLetters)
    .innerJoin(jobs, eq(jobs.id, coverLetters.jobId))
    .where(and(eq(coverLetters.userId, userId), isNotNull(jobs.applicationUrl)))
    .orderBy(desc(coverLetters.updatedAt))
    .limit(100);
  const forTrackedJobs = await db
    .select({ ...LETTER, url: applications.url })
    .from(applications)
    .innerJoin(coverLetters, eq(coverLetters.id, applications.coverLetterId))
    .where(
      and(
        eq(applications.userId, userId),
        eq(coverLetters.userId, userId),
        ne(applications.url, ''),
      ),
    )
    .orderBy(desc(coverLetters.updatedAt))
    .limit(100);
  return [...forCatalogueJobs, ...forTrackedJobs].sort(
    (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime(),
  );
}
