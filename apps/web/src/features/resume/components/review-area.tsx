import type { Resume } from '@yonder/contract/resumes';
import { useProposal } from '../api/get-proposal';
import { ClaimsNotice } from './analysis/claims-notice';
import { ProposalReview } from './analysis/proposal-review';

type Props = {
  resume: Pick<Resume, 'id' | 'origin'>;
  prepare: () => Promise<number | null>;
  onDecided: (resume: Resume) => void;
};

/**
 * Above the editor of a tailored or translated copy: what waits for the person's decision (kept
 * on the server, so it is here again on every visit) and what the copy claims that its original
 * does not (export waits for it).
 */
export function ReviewArea({ resume, prepare, onDecided }: Props) {
  const isDerived = resume.origin === 'tailored' || resume.origin === 'translation';
  const proposal = useProposal(resume.id);
  return (
    <>
      {proposal.data ? (
        <div className="mt-4">
          <ProposalReview
            resumeId={resume.id}
            proposal={proposal.data}
            prepare={prepare}
            onDecided={onDecided}
          />
        </div>
      ) : null}
      {isDerived ? (
        <div className="mt-4 empty:hidden">
          <ClaimsNotice resumeId={resume.id} isDerived={isDerived} />
        </div>
      ) : null}
    </>
  );
}
