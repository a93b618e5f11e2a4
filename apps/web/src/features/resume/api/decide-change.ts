import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecideChange, ResumeProposal } from '@yonder/contract/resume-proposals';
import type { Resume } from '@yonder/contract/resumes';
import { api } from '#lib/api-client.ts';
import { claimsQueryOptions } from './get-claims';
import { proposalQueryOptions } from './get-proposal';
import { resumeQueryOptions } from './get-resume';
import { resumesQueryOptions } from './get-resumes';

export type Decided = { resume: Resume; proposal: ResumeProposal | null; accepted?: number };

const base = (id: string) => `/api/v1/resumes/${encodeURIComponent(id)}/proposal`;

/** Accepts (written into the copy) or rejects one proposed change. */
export const decideChange = async ({
  id,
  changeId,
  ...body
}: DecideChange & { id: string; changeId: string }) =>
  (await api.post<{ data: Decided }>(`${base(id)}/changes/${encodeURIComponent(changeId)}`, body))
    .data;

/** Accepts every waiting change that claims nothing the original resume does not. */
export const acceptSupported = async ({ id, version }: { id: string; version: number }) =>
  (await api.post<{ data: Decided }>(`${base(id)}/accept-supported`, { version })).data;

/** Rejects every change still waiting. */
export const discardProposal = async ({ id }: { id: string }) => {
  await api.delete(base(id));
};

/** A decision changes the copy and its proposal: both are stored as the server answered. */
function useStoreDecision() {
  const queryClient = useQueryClient();
  return (id: string, decided: Decided | null) => {
    if (decided) {
      queryClient.setQueryData(resumeQueryOptions(id).queryKey, decided.resume);
      queryClient.setQueryData(proposalQueryOptions(id).queryKey, decided.proposal);
    } else queryClient.setQueryData(proposalQueryOptions(id).queryKey, null);
    void queryClient.invalidateQueries({ queryKey: claimsQueryOptions(id).queryKey });
    void queryClient.invalidateQueries({ queryKey: resumesQueryOptions().queryKey });
  };
}

export function useDecideChange() {
  const store = useStoreDecision();
  return useMutation({
    mutationFn: decideChange,
    onSuccess: (decided, { id }) => store(id, decided),
  });
}

export function useAcceptSupported() {
  const store = useStoreDecision();
  return useMutation({
    mutationFn: acceptSupported,
    onSuccess: (decided, { id }) => store(id, decided),
  });
}

export function useDiscardProposal() {
  const store = useStoreDecision();
  return useMutation({ mutationFn: discardProposal, onSuccess: (_, { id }) => store(id, null) });
}
