import { toJsonResume } from '@yonder/career-ai/json-resume';
import type { Language } from '@yonder/contract/common';
import type { ResumeTemplate } from '@yonder/contract/resumes';
import type { Executor } from '../../db/client.ts';
import { safeFileName } from './original-file-service.ts';
import { renderResumePdf } from './pdf/render-resume-pdf.ts';
import { loadResume } from './resume-service.ts';
import { toResume } from './resume-view.ts';

type Target = { db: Executor; userId: string; id: string };

export async function exportResumeJson(target: Target): Promise<Record<string, unknown>> {
  const resume = toResume(await loadResume(target));
  return toJsonResume(resume.document, {
    language: resume.language,
    title: resume.title,
  }) as Record<string, unknown>;
}

export async function exportResumePdf(target: Target & { template: ResumeTemplate }) {
  const resume = toResume(await loadResume(target));
  const bytes = await renderResumePdf({
    document: resume.document,
    template: target.template,
    language: resume.language as Language,
    title: resume.title,
  });
  return { bytes, fileName: `${safeFileName(resume.title)}.pdf` };
}
