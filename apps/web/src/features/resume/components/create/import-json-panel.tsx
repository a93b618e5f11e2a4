import { RESUME_TITLE_MAX } from '@yonder/contract/resumes';
import { FileJson } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { toast } from '#lib/toast.ts';
import { useCreateResume } from '../../api/create-resume';
import { errorMessage } from '../../utils/api-errors';
import { detectLanguage } from '../../utils/detect-language';
import { parseJsonResume } from '../../utils/json-resume';

const JSON_MAX_BYTES = 2 * 1024 * 1024;

/** Import: a JSON Resume file is read in the browser and sent as a new resume's document. */
export function ImportJsonPanel({ onCreated }: { onCreated: (id: string) => void }) {
  const { t, i18n } = useTranslation('resume');
  const uiLanguage = i18n.language === 'en' ? 'en' : 'zh';
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateResume();

  const read = async (file: File) => {
    setProblem(null);
    if (file.size > JSON_MAX_BYTES) return setProblem(t('import.tooLarge', { name: file.name }));
    const parsed = parseJsonResume(await file.text());
    if (!parsed.ok)
      return setProblem(
        parsed.reason === 'notJson'
          ? t('import.notJson', { name: file.name })
          : parsed.path
            ? t('import.badField', { name: file.name, field: parsed.path })
            : t('import.notResume', { name: file.name }),
      );
    const title = (parsed.name || file.name.replace(/\.json$/i, '')).slice(0, RESUME_TITLE_MAX);
    create.mutate(
      {
        title: title || t('create.blankTitle'),
        language: detectLanguage(JSON.stringify(parsed.document), uiLanguage),
        document: parsed.document,
        origin: 'import',
      },
      {
        onSuccess: ({ id }) => {
          toast.success(t('import.done'));
          onCreated(id);
        },
        onError: (error) => setProblem(errorMessage(error, t('import.failed'))),
      },
    );
  };

  return (
    <div>
      <div className="flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50/60 px-6 py-8 text-center">
        <FileJson className="size-9 text-slate-400" aria-hidden="true" />
        <p className="mt-2 max-w-xs text-sm text-slate-600">{t('import.hint')}</p>
        <Button
          variant="secondary"
          className="mt-4"
          disabled={create.isPending}
          onClick={() => inputRef.current?.click()}
        >
          {create.isPending ? t('import.working') : t('import.choose')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept=".json,application/json"
          aria-label={t('import.choose')}
          className="hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void read(file);
          }}
        />
      </div>
      {problem ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
