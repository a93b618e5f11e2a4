import type { Language } from '@yonder/contract/common';
import type { LetterPosition } from '@yonder/contract/cover-letters';
import {
  LETTER_EXAMPLES,
  buildTemplateLetter,
  emptyLetterForm,
  type LetterForm as Form,
} from '@yonder/career-ai/letters/template';
import { LogIn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { PageHeader } from '#components/ui/page-header.tsx';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { useAppDialogs } from '#lib/app-dialogs.ts';
import { toast } from '#lib/toast.ts';
import { getLetter } from '../api/letters';
import { fromSaved, useLetterEditor } from '../hooks/use-letter-editor';
import { LetterForm } from './letter-form';
import { LetterPreview } from './letter-preview';
import { SavedLetters } from './saved-letters';
import { SourcePanel } from './source-panel';
import { panelClass } from './field-classes';

/**
 * The cover-letter screen: spec 2.11's form and preview (side by side on a desktop, stacked on a
 * phone), letters from the candidate's resume and a job (offline or AI), and the saved letters.
 */
export function LetterPage() {
  const { t, i18n } = useTranslation('letters');
  const language: Language = i18n.language === 'en' ? 'en' : 'zh';
  const isSignedIn = useIsSignedIn();
  const { openDialog } = useAppDialogs();
  const location = useLocation();
  const [form, setForm] = useState<Form>(emptyLetterForm);
  const [position, setPosition] = useState<LetterPosition>('new');
  const [isStreaming, setStreaming] = useState(false);
  const editor = useLetterEditor();
  const previewRef = useRef<HTMLDivElement>(null);
  /** On a phone the preview is below the forms: a new letter brings it into view. */
  const showPreview = () => {
    if (window.matchMedia?.('(max-width: 1023px)').matches)
      previewRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const { letter, replace } = editor;

  const template = (source: Form, to: Language) => ({
    body: buildTemplateLetter(source, to),
    language: to,
    origin: 'template' as const,
    company: source.company.trim(),
    jobTitle: source.jobTitle.trim(),
    tone: source.tone,
    resumeId: null,
    jobId: null,
    id: null,
    version: 0,
    flags: [],
  });

  // Spec 2.11: once a template letter exists, it is written again when the language changes.
  const isTemplate = letter?.origin === 'template' && !letter.id;
  useEffect(() => {
    if (isTemplate && letter.language !== language) replace(template(form, language));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the language change rewrites
  }, [language]);

  const choosePosition = (next: LetterPosition) => {
    setPosition(next);
    setForm((now) =>
      next === 'new'
        ? { ...emptyLetterForm(), tone: now.tone }
        : { ...LETTER_EXAMPLES[next][language], tone: now.tone },
    );
  };

  const open = async (id: string) => {
    try {
      replace(fromSaved(await getLetter(id)));
    } catch (caught) {
      toast.error(caught instanceof Error ? caught.message : t('list.error'));
    }
  };

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <div className="grid grid-cols-1 gap-6">
          <LetterForm
            form={form}
            position={position}
            onPosition={choosePosition}
            onChange={setForm}
            onGenerate={() => {
              replace(template(form, language));
              showPreview();
            }}
          />
          {isSignedIn ? (
            <SourcePanel
              tone={form.tone}
              interfaceLanguage={language}
              onLetter={(next) => {
                replace(next);
                if (next && next.origin !== 'saved') showPreview();
              }}
              onAppend={editor.appendBody}
              onStreaming={setStreaming}
            />
          ) : (
            <section className={panelClass}>
              <h2 className="text-base font-semibold text-slate-900">{t('source.heading')}</h2>
              <p className="mt-1 text-sm text-slate-600">{t('source.signIn')}</p>
              <Button
                className="mt-4"
                variant="secondary"
                onClick={() => openDialog('auth', { mode: 'login', redirectTo: location.pathname })}
              >
                <LogIn className="size-4" aria-hidden="true" />
                {t('source.signInButton')}
              </Button>
            </section>
          )}
        </div>
        <div ref={previewRef} className="grid grid-cols-1 scroll-mt-20 gap-6 lg:sticky lg:top-6">
          <LetterPreview
            letter={letter}
            language={language}
            status={editor.status}
            error={editor.error}
            isStreaming={isStreaming}
            onEdit={editor.editBody}
            onSave={() => void editor.saveNew()}
          />
          {isSignedIn && (
            <SavedLetters
              openId={letter?.id ?? null}
              onOpen={(id) => void open(id)}
              onDeleted={(id) => letter?.id === id && replace(null)}
            />
          )}
        </div>
      </div>
    </>
  );
}
