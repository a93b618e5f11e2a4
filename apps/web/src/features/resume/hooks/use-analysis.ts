import { useState } from 'react';
import { useAnalyseResume } from '../api/analyse-resume';
import { useTailorResume } from '../api/tailor-resume';

export type TargetMode = 'none' | 'job' | 'paste';
export type AnalysisTarget = { mode: TargetMode; jobId: string | null; description: string };

/**
 * What the analysis panel keeps while the editor is open (switching to the preview and back
 * keeps the chosen job, the pasted text and the last result).
 */
export function useAnalysis(linkedJobId: string | null) {
  const [target, setTarget] = useState<AnalysisTarget>({
    mode: linkedJobId ? 'job' : 'none',
    jobId: linkedJobId,
    description: '',
  });
  const analysis = useAnalyseResume();
  const tailor = useTailorResume();
  return { target, setTarget, analysis, tailor, linkedJobId };
}

export type AnalysisState = ReturnType<typeof useAnalysis>;
