import type { UpdateResume } from '@yonder/contract/resumes';
import { getAuthToken } from '#lib/auth-storage.ts';

/**
 * The last save as the page goes away: a keep-alive request outlives the page (up to 64 KB).
 * Nothing can be shown any more, so its answer is not read.
 */
export function saveOnExit(id: string, body: UpdateResume) {
  const token = getAuthToken();
  if (!token) return;
  try {
    void fetch(`/api/v1/resumes/${encodeURIComponent(id)}`, {
      method: 'PUT',
      keepalive: true,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // Too large for a keep-alive request: the edits stay unsaved, as without this.
  }
}
