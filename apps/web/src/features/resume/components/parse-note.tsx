import type { Resume } from '@yonder/contract/resumes';
import { useTranslation } from 'react-i18next';

/**
 * What the editor says about how an uploaded file was read: a file the parser could not sort into
 * sections is here with all of its text, to be sorted by hand.
 */
export function ParseNote({ note }: { note: Resume['parse_note'] }) {
  const { t } = useTranslation('resume');
  if (note !== 'unstructured') return null;
  return (
    <section
      aria-labelledby="parse-note-title"
      className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="parse-note-title" className="font-semibold">
        {t('editor.unstructured.title')}
      </h2>
      <p className="mt-1 break-words">{t('editor.unstructured.body')}</p>
    </section>
  );
}
