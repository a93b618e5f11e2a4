import { AlertTriangle, Copy, Download, FileText, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { toast } from '#lib/toast.ts';
import { exportLetter } from '../api/letters';
import type { EditorLetter, SaveStatus } from '../hooks/use-letter-editor';
import { panelClass } from './field-classes';

type Props = {
  letter: EditorLetter | null;
  language: string;
  status: SaveStatus;
  error: string | null;
  isStreaming: boolean;
  onEdit: (body: string) => void;
  onSave: () => void;
};

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The letter: language code, empty state, the editable text, its flags, saving and export. */
export function LetterPreview({
  letter,
  language,
  status,
  error,
  isStreaming,
  onEdit,
  onSave,
}: Props) {
  const { t } = useTranslation('letters');
  const id = useId();
  const isSignedIn = useIsSignedIn();
  const [exporting, setExporting] = useState<'pdf' | 'docx' | null>(null);
  const code = letter?.language ?? language;

  const download = async (format: 'pdf' | 'docx') => {
    if (!letter?.id) return;
    setExporting(format);
    try {
      const file = await exportLetter(letter.id, format);
      saveFile(file.blob, file.fileName ?? `cover-letter.${format}`);
    } catch (caught) {
      toast.error(caught instanceof Error ? caught.message : t('preview.exportFailed'));
    } finally {
      setExporting(null);
    }
  };

  const copy = async () => {
    if (!letter) return;
    try {
      await navigator.clipboard.writeText(letter.body);
      toast.success(t('preview.copied'));
    } catch {
      toast.error(t('preview.copyFailed'));
    }
  };

  const statusText =
    status === 'saving'
      ? t('preview.saving')
      : status === 'saved'
        ? t('preview.saved')
        : status === 'conflict'
          ? t('preview.conflict')
          : status === 'error'
            ? (error ?? t('preview.exportFailed'))
            : t('preview.unsaved');
  const isFlagged = (letter?.flags.length ?? 0) > 0;

  return (
    <section className={panelClass} aria-labelledby={`${id}-heading`}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
          {t('preview.heading')}
        </h2>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-mono text-xs text-slate-700">
          {t('preview.language', { code })}
        </span>
      </div>
      {!letter ? (
        <div className="mt-4 flex min-h-64 flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 px-6 text-center">
          <FileText className="size-8 text-slate-400" aria-hidden="true" />
          <p className="mt-2 max-w-sm text-sm text-slate-600">{t('preview.empty')}</p>
        </div>
      ) : (
        <>
          <label htmlFor={`${id}-body`} className="sr-only">
            {t('preview.editLabel')}
          </label>
          <textarea
            id={`${id}-body`}
            lang={letter.language === 'zh' ? 'zh-CN' : 'en'}
            className="mt-4 block min-h-96 w-full rounded-xl border border-slate-300 bg-slate-50 p-4 font-serif text-[15px] leading-7 text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30"
            value={letter.body}
            readOnly={isStreaming}
            aria-busy={isStreaming}
            onChange={(event) => onEdit(event.target.value)}
          />
          <p className="mt-2 text-xs text-slate-600" aria-live="polite">
            {isStreaming ? t('preview.writing') : isSignedIn ? statusText : null}
          </p>
          {isFlagged && (
            <div
              className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
              role="region"
              aria-labelledby={`${id}-flags`}
            >
              <h3 id={`${id}-flags`} className="flex items-center gap-2 font-semibold">
                <AlertTriangle className="size-4" aria-hidden="true" />
                {t('flags.heading')}
              </h3>
              <p className="mt-1">{t('flags.description')}</p>
              <ul className="mt-2 space-y-2">
                {letter.flags.map((flag) => (
                  <li key={flag.sentence}>
                    <q className="italic">{flag.sentence}</q>
                    <br />
                    <span className="text-xs">
                      {t('flags.claims', { claims: flag.claims.join(', ') })}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            {isSignedIn && !letter.id && (
              <Button onClick={onSave} disabled={isStreaming || status === 'saving'}>
                <Save className="size-4" aria-hidden="true" />
                {t('preview.save')}
              </Button>
            )}
            {isSignedIn && (
              <>
                <Button
                  variant="secondary"
                  onClick={() => void download('pdf')}
                  disabled={!letter.id || isFlagged || exporting !== null || isStreaming}
                >
                  <Download className="size-4" aria-hidden="true" />
                  {t('preview.exportPdf')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => void download('docx')}
                  disabled={!letter.id || isFlagged || exporting !== null || isStreaming}
                >
                  <Download className="size-4" aria-hidden="true" />
                  {t('preview.exportDocx')}
                </Button>
              </>
            )}
            <Button variant="ghost" onClick={() => void copy()} disabled={isStreaming}>
              <Copy className="size-4" aria-hidden="true" />
              {t('preview.copy')}
            </Button>
          </div>
          {isSignedIn && !letter.id && (
            <p className="mt-2 text-xs text-slate-600">{t('preview.saveFirst')}</p>
          )}
        </>
      )}
    </section>
  );
}
