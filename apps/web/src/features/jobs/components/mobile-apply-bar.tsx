import type { JobDetail } from '@yonder/contract/jobs';
import { ApplyButton } from './apply-button';
import { BookmarkButton } from './bookmark-button';

/** On a phone the apply button stays at the bottom of the screen while the job is read. */
export function MobileApplyBar({ job }: { job: JobDetail }) {
  return (
    <div
      data-testid="mobile-apply-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur lg:hidden"
    >
      <ApplyButton
        applicationUrl={job.application_url}
        isSample={job.is_sample}
        className="min-w-0 flex-1"
      />
      <BookmarkButton job={job} />
    </div>
  );
}
