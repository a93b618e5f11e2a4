import { useMutation } from '@tanstack/react-query';
import type { CreateFeedbackInput, Feedback } from '@yonder/contract/feedback';
import { api } from '#lib/api-client.ts';

export type CreateFeedbackAnswer = {
  success: boolean;
  code: number;
  message: string;
  data: Feedback;
};

export const createFeedback = (input: CreateFeedbackInput) =>
  api.post<CreateFeedbackAnswer>('/api/v1/feedback/create_feedback', input);

export const useCreateFeedback = () => useMutation({ mutationFn: createFeedback });
