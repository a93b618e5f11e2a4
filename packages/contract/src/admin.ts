import { z } from 'zod';
import { queryInt4 } from './fields.ts';
import { feedbackSchema } from './feedback.ts';

export const ADMIN_PAGE_SIZE_MAX = 100;

export const pageQuerySchema = z.object({
  page: queryInt4().min(1).default(1),
  page_size: queryInt4().min(1).max(ADMIN_PAGE_SIZE_MAX).default(20),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

export const adminFeedbackPageSchema = z.object({
  items: z.array(feedbackSchema),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminFeedbackPage = z.infer<typeof adminFeedbackPageSchema>;
