import { Copy, FileJson, FilePlus2, Languages, Upload, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAiFeatures } from '#hooks/use-ai-features.ts';
import { useCreateResume } from '../../api/create-resume';
import { errorMessage } from '../../utils/api-errors';

export type CreateChoice = 'upload' | 'copy' | 'translate' | 'import';

const CARDS: { key: 'upload' | 'blank' | 'copy' | 'translate'; icon: LucideIcon }[] = [
  { key: 'upload', icon: Upload },
  { key: 'blank', icon: FilePlus2 },
  { key: 'copy', icon: Copy },
  { key: 'translate', icon: Languages },
];

type Props = { onChoose: (choice: CreateChoice) => void; onCreated: (id: string) => void };

export function CreateOptions({ onChoose, onCreated }: Props) {
  const { t, i18n } = useTranslation('resume');
  const uiLanguage = i18n.language === 'en' ? 'en' : 'zh';
  const create = useCreateResume();
  const cannotTranslate = useAiFeatures()?.translation === false;
  const startBlank = () =>
    create.mutate(
      { title: t('create.blankTitle'), language: uiLanguage },
      { onSuccess: ({ id }) => onCreated(id) },
    );
  return (
    <div>
      <ul className="space-y-2.5">
        {CARDS.map(({ key, icon: Icon }) => (
          <li key={key}>
            <button
              type="button"
              disabled={create.isPending || (key === 'translate' && cannotTranslate)}
              onClick={() => (key === 'blank' ? startBlank() : onChoose(key))}
              className="flex w-full items-start gap-3.5 rounded-xl border border-slate-200 p-4 text-left transition hover:border-brand-500 hover:bg-brand-50/40 disabled:opacity-60"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-medium text-slate-900">
                  {key === 'blank' && create.isPending
                    ? t('create.blank.creating')
                    : t(`create.${key}.option`)}
                </span>
                <span className="mt-0.5 block text-sm text-slate-600">
                  {t(`create.${key}.hint`)}
                </span>
                {key === 'translate' && cannotTranslate ? (
                  <span className="mt-1 block text-sm font-medium text-amber-800">
                    {t('translate.unavailableShort')}
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {create.isError ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(create.error, t('create.failed'))}
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => onChoose('import')}
        className="mt-4 inline-flex items-center gap-1.5 rounded-md px-1.5 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
      >
        <FileJson className="size-4" aria-hidden="true" />
        {t('create.import.option')}
      </button>
    </div>
  );
}
