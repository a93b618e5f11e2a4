import { RESUME_UPLOAD_ACCEPT } from '@yonder/contract/resumes';
import { FileText, UploadCloud } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { cn } from '#lib/cn.ts';
import { refreshPrimaryResumeQueries } from '#lib/primary-resume.ts';
import { toast } from '#lib/toast.ts';
import { uploadResume } from '../../api/create-resume';
import { useQueryClient } from '@tanstack/react-query';
import { checkUpload, MAX_UPLOAD_MEGABYTES } from '../../utils/check-upload';
import { errorMessage } from '../../utils/api-errors';
import { AlreadyInLibrary } from './already-in-library';
import { UploadProgress } from './upload-progress';

type Phase =
  | { kind: 'idle' }
  | { kind: 'sending'; file: File; share: number }
  | { kind: 'failed'; file: File; message: string; canRetry: boolean }
  | { kind: 'duplicate'; file: File; id: string; title: string };

/**
 * Upload: drop a file or pick one. The browser checks the type and the 5 MB limit; the server
 * reads the real type and parses. Its refusal (encrypted, scanned, malformed, wrong type, too
 * large) is shown with the file's name, and the dialog stays, ready for a retry or another file.
 */
export function UploadPanel({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation('resume');
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [isOver, setIsOver] = useState(false);

  useEffect(() => () => abortRef.current?.abort(), []);

  const send = async (file: File) => {
    const problem = checkUpload(file);
    if (problem) {
      const message =
        problem.kind === 'tooLarge'
          ? t('upload.tooLarge', {
              name: file.name,
              size: problem.megabytes,
              max: MAX_UPLOAD_MEGABYTES,
            })
          : t('upload.wrongType', { name: file.name });
      return setPhase({ kind: 'failed', file, message, canRetry: false });
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setPhase({ kind: 'sending', file, share: 0 });
    try {
      const { id, title, is_duplicate, parse_note } = await uploadResume(file, {
        signal: controller.signal,
        onProgress: (share) => setPhase({ kind: 'sending', file, share }),
      });
      // The library already holds this file: said here, with the way to it; nothing was added.
      if (is_duplicate) return setPhase({ kind: 'duplicate', file, id, title });
      // The list, and what reads the primary resume: a first resume becomes primary.
      await refreshPrimaryResumeQueries(queryClient);
      // A file not sorted into sections is saved all the same; the editor says where its text is.
      toast.success(t(parse_note === 'unstructured' ? 'upload.doneUnsorted' : 'upload.done'));
      onCreated(id);
    } catch (error) {
      if (controller.signal.aborted) return;
      setPhase({
        kind: 'failed',
        file,
        message: errorMessage(error, t('upload.failed')),
        canRetry: true,
      });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    const file = event.dataTransfer.files[0];
    if (file && phase.kind !== 'sending') void send(file);
  };

  if (phase.kind === 'sending')
    return <UploadProgress fileName={phase.file.name} share={phase.share} />;
  if (phase.kind === 'duplicate')
    return (
      <AlreadyInLibrary
        fileName={phase.file.name}
        title={phase.title}
        onOpen={() => onCreated(phase.id)}
        onAnother={() => setPhase({ kind: 'idle' })}
      />
    );

  return (
    <div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
        data-testid="upload-dropzone"
        className={cn(
          'flex flex-col items-center rounded-2xl border-2 border-dashed px-6 py-9 text-center transition-colors',
          isOver ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50/60',
        )}
      >
        <UploadCloud
          className={cn('size-10', isOver ? 'text-brand-600' : 'text-slate-400')}
          aria-hidden="true"
        />
        <p className="mt-3 text-sm font-medium text-slate-800">{t('upload.drop')}</p>
        <p className="my-2 text-xs text-slate-500">{t('upload.or')}</p>
        <Button variant="secondary" onClick={() => inputRef.current?.click()}>
          {t('upload.choose')}
        </Button>
        <p className="mt-3 text-xs text-slate-500">
          {t('upload.hint', { max: MAX_UPLOAD_MEGABYTES })}
        </p>
        <input
          ref={inputRef}
          type="file"
          accept={RESUME_UPLOAD_ACCEPT}
          aria-label={t('upload.choose')}
          className="hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
      </div>
      {phase.kind === 'failed' ? (
        <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="flex items-center gap-2 text-sm font-medium text-red-900">
            <FileText className="size-4 shrink-0" aria-hidden="true" />
            {t('upload.failedTitle', { name: phase.file.name })}
          </p>
          <p className="mt-1 text-sm text-red-800">{phase.message}</p>
          {phase.canRetry ? (
            <Button
              size="sm"
              variant="secondary"
              className="mt-3"
              onClick={() => void send(phase.file)}
            >
              {t('upload.retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
