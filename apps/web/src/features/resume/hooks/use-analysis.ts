import type { StoredResumeAnalysis } from '@yonder/contract/resumes';
import { useState } from 'react';
import { useAnalyseResume } from '../api/analyse-resume';
import { useTailorResume } from '../api/tailor-resume';

export type TargetMode = 'none' | 'job' | 'paste';
export type AnalysisTarget = { mode: TargetMode; jobId: string | null; description: string };

/** The job the last analysis was against, while it is still in the catalogue. */
export type LastJob = { id: string; title: string; company: string | null };

export function lastJobOf(last: StoredResumeAnalysis | null | undefined): LastJob | null {
  const target = last?.target;
  if (target?.kind !== 'job' || !target.job_id) return null;
  return { id: target.job_id, title: target.title, company: target.company };
}

/**
 * Where the switch starts until the person moves it: the job a link named, else the job the last
 * analysis was against, else a general check.
 */
export function startingTarget(
  linkedJobId: string | null,
  lastJob: LastJob | null,
): AnalysisTarget {
  const jobId = linkedJobId ?? lastJob?.id ?? null;
  return { mode: jobId ? 'job' : 'none', jobId, description: '' };
}

/**
 * What the analysis panel keeps while the editor is open (switching to the preview and back
 * keeps the chosen job, the pasted text and the last result). `chosen` is null until the person
 * picks a target.
 */
export function useAnalysis(linkedJobId: string | null) {
  const [chosen, setTarget] = useState<AnalysisTarget | null>(null);
  const analysis = useAnalyseResume();
  const tailor = useTailorResume();
  return { chosen, setTarget, analysis, tailor, linkedJobId };
}

export type AnalysisState = ReturnType<typeof useAnalysis>;
