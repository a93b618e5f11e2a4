import type { Executor } from '#db/client.ts';
import { recordActivity } from '../activity/activity-service.ts';
import type { LetterRow } from './letter-repository.ts';

/** "Wrote a cover letter" in the user's recent activity, in the transaction that stores it. */
export function recordLetterWritten(db: Executor, row: LetterRow, now: Date): Promise<void> {
  return recordActivity(db, {
    userId: row.userId,
    kind: 'letter_written',
    subjectId: row.id,
    jobId: row.jobId,
    title: row.jobTitle,
    detail: { company: row.company, ai: row.aiUsed },
    now,
  });
}
