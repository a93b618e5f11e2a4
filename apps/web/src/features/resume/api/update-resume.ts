import type { Resume, UpdateResume } from '@yonder/contract/resumes';
import { api } from '#lib/api-client.ts';

/**
 * Saves an edit of `version`. The server answers 409 and changes nothing when the stored
 * resume has moved on (another tab saved first); callers decide what to do with that.
 */
export async function updateResume(id: string, input: UpdateResume): Promise<{ version: number }> {
  const answer = await api.put<{ data: Partial<Resume> | null }>(
    `/api/v1/resumes/${encodeURIComponent(id)}`,
    input,
  );
  return { version: answer.data?.version ?? input.version + 1 };
}
