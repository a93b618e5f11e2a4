import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { coverLetters, jobs } from '../../db/schema/index.ts';

/** The user's newest letters written for a catalogue job, with the job's application address. */
export async function listLettersWithJobUrls(db: Executor, userId: string) {
  return db
    .select({
      id: coverLetters.id,
      body: coverLetters.body,
      company: coverLetters.company,
      jobTitle: coverLetters.jobTitle,
      applicationUrl: jobs.applicationUrl,
    })
    .from(coverLetters)
    .innerJoin(jobs, eq(jobs.id, coverLetters.jobId))
    .where(and(eq(coverLetters.userId, userId), isNotNull(jobs.applicationUrl)))
    .orderBy(desc(coverLetters.updatedAt))
    .limit(100);
}
