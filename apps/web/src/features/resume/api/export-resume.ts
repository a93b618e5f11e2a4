import type { ResumeTemplate } from '@yonder/contract/resumes';
import { api, requestFile, type DownloadedFile } from '#lib/api-client.ts';

const base = (id: string) => `/api/v1/resumes/${encodeURIComponent(id)}`;

/** The resume laid out as a PDF in the chosen template (CJK-safe on the server). */
export const exportResumePdf = (id: string, template: ResumeTemplate): Promise<DownloadedFile> =>
  requestFile(`${base(id)}/pdf`, { query: { template } });

/** The resume as a JSON Resume document (https://jsonresume.org/schema), made into a file here. */
export async function exportJsonResume(id: string): Promise<DownloadedFile> {
  const answer = await api.get<{ data: Record<string, unknown> }>(`${base(id)}/json-resume`);
  const text = `${JSON.stringify(answer.data, null, 2)}\n`;
  return { blob: new Blob([text], { type: 'application/json' }), fileName: null };
}
