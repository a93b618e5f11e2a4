import { createHash } from 'node:crypto';
import type { Language } from '@yonder/contract/common';
import type { CreateFeedback, Feedback } from '@yonder/contract/feedback';
import type { Database } from '#db/client.ts';
import { insertFeedback, listFeedbackRows, type FeedbackRow } from './feedback-repository.ts';

const toFeedback = (row: FeedbackRow): Feedback => ({
  id: row.id,
  user_id: row.userId,
  type: row.type,
  description: row.description,
  rating: row.rating,
  title: row.title,
  email: row.email,
  allow_email_reply: row.allowEmailReply,
  created_at: row.createdAt.toISOString(),
});

export async function createFeedback(options: {
  db: Database;
  input: CreateFeedback;
  /** The signed-in sender from the token, or '' for a guest: never the body's user_id. */
  userId: string;
  language: Language;
  ip: string;
}): Promise<Feedback> {
  const { db, input, userId, language, ip } = options;
  const row = await insertFeedback(db, {
    userId,
    type: input.type,
    description: input.description,
    rating: input.rating,
    title: input.title ?? null,
    email: input.email ?? null,
    // A reply needs an address to go to.
    allowEmailReply: input.allow_email_reply && Boolean(input.email),
    language,
    // Kept only to trace abuse, never the address itself.
    ipHash: createHash('sha256').update(ip).digest('hex').slice(0, 32),
  });
  return toFeedback(row);
}

export async function listFeedback(options: {
  db: Database;
  limit: number;
  offset: number;
}): Promise<Feedback[]> {
  const rows = await listFeedbackRows(options.db, options);
  return rows.map(toFeedback);
}
