import { useTranslation } from 'react-i18next';
import { toast } from '#lib/toast.ts';

type ShareTarget = { title: string; text: string; url: string };

/**
 * Shares a job through the Web Share API where the browser has it; otherwise copies the link
 * and says so. Closing the share sheet is no error.
 */
export function useShareJob() {
  const { t } = useTranslation('jobs');
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('detail.linkCopied'));
    } catch {
      toast.error(t('detail.copyFailed'));
    }
  };
  return async (target: ShareTarget) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(target);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(target.url);
  };
}
