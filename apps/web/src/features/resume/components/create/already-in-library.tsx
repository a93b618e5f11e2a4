import { Copy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';

type Props = { fileName: string; title: string; onOpen: () => void; onAnother: () => void };

/** An upload the library already held: which resume has it, the way there, or another file. */
export function AlreadyInLibrary({ fileName, title, onOpen, onAnother }: Props) {
  const { t } = useTranslation('resume');
  const open = useRef<HTMLButtonElement>(null);
  // The upload's controls are gone: the keyboard lands on the likely next step.
  useEffect(() => open.current?.focus(), []);
  return (
    <div role="status" className="rounded-xl border border-brand-100 bg-brand-50 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-900">
        <Copy className="size-4 shrink-0" aria-hidden="true" />
        {t('upload.duplicateTitle')}
      </p>
      <p className="mt-1 text-sm wrap-anywhere text-brand-900">
        {t('upload.duplicate', { name: fileName, title })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button ref={open} size="sm" className="max-w-full" onClick={onOpen}>
          <span className="truncate">{t('upload.openExisting', { title })}</span>
        </Button>
        <Button size="sm" variant="secondary" onClick={onAnother}>
          {t('upload.another')}
        </Button>
      </div>
    </div>
  );
}
