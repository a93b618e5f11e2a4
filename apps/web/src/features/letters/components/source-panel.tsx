import type { Language } from '@yonder/contract/common';
import type { GenerateCoverLetter, LetterLength, LetterTone } from '@yonder/contract/cover-letters';
import { LETTER_LENGTHS } from '@yonder/contract/cover-letters';
import { FileText, Sparkles, Square } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { FieldError } from '#components/ui/field-error.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { ApiError } from '#lib/api-client.ts';
import { paths } from '#config/paths.ts';
import { cn } from '#lib/cn.ts';
import { draftLetter, useLetters } from '../api/letters';
import { useLetterJobs, useLetterResumes } from '../api/sources';
import { streamLetter } from '../api/stream-letter';
import { fromSaved, type EditorLetter } from '../hooks/use-letter-editor';
import { controlClass, labelClass, panelClass } from './field-classes';

type Props = {
  tone: LetterTone;
  interfaceLanguage: Language;
  onLetter: (letter: EditorLetter | null) => void;
  onAppend: (text: string) => void;
  onStreaming: (isStreaming: boolean) => void;
};

const PASTED_MIN = 30;

/** "Use my resume and a job": the offline letter from real facts, or one written by AI. */
export function SourcePanel({ tone, interfaceLanguage, onLetter, onAppend, onStreaming }: Props) {
  const { t } = useTranslation('letters');
  const id = useId();
  const resumes = useLetterResumes();
  const jobs = useLetterJobs();
  const letters = useLetters();
  const noProvider = letters.data?.ai_available === false;
  const [resumeId, setResumeId] = useState('');
  const [jobMode, setJobMode] = useState<'saved' | 'pasted'>('saved');
  const [jobId, setJobId] = useState('');
  const [pasted, setPasted] = useState('');
  const [pastedTitle, setPastedTitle] = useState('');
  const [pastedCompany, setPastedCompany] = useState('');
  const [language, setLanguage] = useState<Language>(interfaceLanguage);
  const [length, setLength] = useState<LetterLength>('medium');
  const [busy, setBusy] = useState<'offline' | 'ai' | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [aiMissing, setAiMissing] = useState<string | null>(null);
  const [noPoints, setNoPoints] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const resumeItems = resumes.data?.items ?? [];
  const savedJobs = jobs.data?.items ?? [];

  const input = (): GenerateCoverLetter | null => {
    const errors: Record<string, string> = {};
    if (!resumeId) errors.resume = t('source.errors.resume');
    if (jobMode === 'saved' && !jobId) errors.job = t('source.errors.job');
    if (jobMode === 'pasted' && pasted.trim().length < PASTED_MIN)
      errors.pasted = t('source.errors.pasted');
    setFieldErrors(errors);
    if (Object.keys(errors).length) return null;
    return {
      resume_id: resumeId,
      job:
        jobMode === 'saved'
          ? { job_id: jobId }
          : {
              description: pasted.trim(),
              title: pastedTitle.trim(),
              company: pastedCompany.trim(),
            },
      language,
      tone,
      length,
    };
  };

  const writeOffline = async () => {
    const request = input();
    if (!request) return;
    setBusy('offline');
    setMessage(null);
    try {
      const draft = await draftLetter(request);
      onLetter({
        body: draft.body,
        language,
        origin: 'resume',
        company: draft.company,
        jobTitle: draft.job_title,
        tone,
        resumeId,
        jobId: draft.job_id,
        id: null,
        version: 0,
        flags: [],
      });
    } catch (caught) {
      setMessage(caught instanceof Error ? caught.message : null);
    } finally {
      setBusy(null);
    }
  };

  const writeWithAi = async () => {
    const request = input();
    if (!request) return;
    setBusy('ai');
    setMessage(null);
    const controller = new AbortController();
    abort.current = controller;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      onStreaming(true);
      onLetter({
        body: '',
        language,
        origin: 'ai',
        company: pastedCompany,
        jobTitle: pastedTitle,
        tone,
        resumeId,
        jobId: jobMode === 'saved' ? jobId : null,
        id: null,
        version: 0,
        flags: [],
      });
    };
    try {
      await streamLetter(
        request,
        {
          onText: (text) => {
            start();
            onAppend(text);
          },
          onDone: (letter) => {
            start();
            onLetter(fromSaved(letter));
          },
          onError: (text) => setMessage(text),
        },
        controller.signal,
      );
    } catch (caught) {
      setNoPoints(caught instanceof ApiError && caught.status === 402);
      // No provider: the explanation stays beside the disabled button.
      if (caught instanceof ApiError && caught.status === 503) setAiMissing(caught.message);
      else if (!(caught instanceof DOMException && caught.name === 'AbortError'))
        setMessage(caught instanceof Error ? caught.message : null);
    } finally {
      abort.current = null;
      onStreaming(false);
      setBusy(null);
    }
  };

  const errorText = (key: string) => (
    <FieldError id={`${id}-${key}-error`} message={fieldErrors[key]} />
  );
  const described = (key: string) => (fieldErrors[key] ? `${id}-${key}-error` : undefined);

  return (
    <section className={panelClass} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {t('source.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('source.description')}</p>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-resume`} className={labelClass}>
            {t('source.resume')}
          </label>
          {resumes.isPending ? (
            <Spinner className="mt-2 size-4" />
          ) : resumeItems.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">{t('source.noResumes')}</p>
          ) : null}
          {resumeItems.length > 0 && (
            <select
              id={`${id}-resume`}
              className={cn(controlClass, 'h-11 sm:h-10')}
              value={resumeId}
              aria-invalid={fieldErrors.resume ? true : undefined}
              aria-describedby={described('resume')}
              onChange={(event) => setResumeId(event.target.value)}
            >
              <option value="">—</option>
              {resumeItems.map((resume) => (
                <option key={resume.id} value={resume.id}>
                  {resume.title}
                </option>
              ))}
            </select>
          )}
          {errorText('resume')}
        </div>
        <fieldset className="sm:col-span-2">
          <legend className={labelClass}>{t('source.job')}</legend>
          <div className="mt-1.5 flex flex-wrap gap-4 text-sm text-slate-800">
            {(['saved', 'pasted'] as const).map((mode) => (
              <label key={mode} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-job-mode`}
                  checked={jobMode === mode}
                  onChange={() => setJobMode(mode)}
                  className="size-4 accent-brand-600"
                />
                {t(mode === 'saved' ? 'source.jobSaved' : 'source.jobPasted')}
              </label>
            ))}
          </div>
        </fieldset>
        {jobMode === 'saved' ? (
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-job`} className={labelClass}>
              {t('source.savedJob')}
            </label>
            {!jobs.isPending && savedJobs.length === 0 && (
              <p className="mt-1 text-sm text-slate-600">{t('source.noSavedJobs')}</p>
            )}
            {savedJobs.length > 0 && (
              <select
                id={`${id}-job`}
                className={cn(controlClass, 'h-11 sm:h-10')}
                value={jobId}
                aria-invalid={fieldErrors.job ? true : undefined}
                aria-describedby={described('job')}
                onChange={(event) => setJobId(event.target.value)}
              >
                <option value="">—</option>
                {savedJobs.map((saved) => (
                  <option key={saved.job_id} value={saved.job_id}>
                    {saved.job.title} · {saved.job.company_name}
                  </option>
                ))}
              </select>
            )}
            {errorText('job')}
          </div>
        ) : (
          <>
            <div className="sm:col-span-2">
              <label htmlFor={`${id}-pasted`} className={labelClass}>
                {t('source.pasted')}
              </label>
              <textarea
                id={`${id}-pasted`}
                className={cn(controlClass, 'min-h-28 py-2')}
                value={pasted}
                maxLength={20000}
                aria-invalid={fieldErrors.pasted ? true : undefined}
                aria-describedby={described('pasted')}
                onChange={(event) => setPasted(event.target.value)}
              />
              {errorText('pasted')}
            </div>
            <div>
              <label htmlFor={`${id}-pasted-title`} className={labelClass}>
                {t('source.pastedTitle')}
              </label>
              <input
                id={`${id}-pasted-title`}
                className={cn(controlClass, 'h-11 sm:h-10')}
                value={pastedTitle}
                maxLength={200}
                onChange={(event) => setPastedTitle(event.target.value)}
              />
            </div>
            <div>
              <label htmlFor={`${id}-pasted-company`} className={labelClass}>
                {t('source.pastedCompany')}
              </label>
              <input
                id={`${id}-pasted-company`}
                className={cn(controlClass, 'h-11 sm:h-10')}
                value={pastedCompany}
                maxLength={200}
                onChange={(event) => setPastedCompany(event.target.value)}
              />
            </div>
          </>
        )}
        <div>
          <label htmlFor={`${id}-language`} className={labelClass}>
            {t('source.letterLanguage')}
          </label>
          <select
            id={`${id}-language`}
            className={cn(controlClass, 'h-11 sm:h-10')}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
          >
            <option value="zh">{t('source.languages.zh')}</option>
            <option value="en">{t('source.languages.en')}</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-length`} className={labelClass}>
            {t('source.length')}
          </label>
          <select
            id={`${id}-length`}
            className={cn(controlClass, 'h-11 sm:h-10')}
            value={length}
            onChange={(event) => setLength(event.target.value as LetterLength)}
          >
            {LETTER_LENGTHS.map((value) => (
              <option key={value} value={value}>
                {t(`source.lengths.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void writeOffline()} disabled={busy !== null}>
          {busy === 'offline' ? (
            <Spinner className="size-4" />
          ) : (
            <FileText className="size-4" aria-hidden="true" />
          )}
          {t('source.offline')}
        </Button>
        {busy === 'ai' ? (
          <Button variant="secondary" onClick={() => abort.current?.abort()}>
            <Square className="size-4" aria-hidden="true" />
            {t('source.stop')}
          </Button>
        ) : (
          <Button
            onClick={() => void writeWithAi()}
            disabled={busy !== null || aiMissing !== null || noProvider}
            aria-describedby={
              noProvider
                ? `${id}-no-provider`
                : aiMissing
                  ? `${id}-ai-missing`
                  : message
                    ? `${id}-message`
                    : undefined
            }
          >
            <Sparkles className="size-4" aria-hidden="true" />
            {t('source.ai')}
          </Button>
        )}
      </div>
      {noProvider && !aiMissing && (
        <p id={`${id}-no-provider`} className="mt-3 text-sm text-slate-700">
          {t('source.noProvider')}
        </p>
      )}
      {aiMissing && (
        <p id={`${id}-ai-missing`} role="alert" className="mt-3 text-sm text-slate-700">
          {aiMissing}
        </p>
      )}
      {message && (
        <p id={`${id}-message`} role="alert" className="mt-3 text-sm text-red-700">
          {message}
          {noPoints && (
            <>
              {' '}
              <Link to={paths.pricing.getHref()} className="font-medium underline">
                {t('source.getPoints')}
              </Link>
            </>
          )}
        </p>
      )}
    </section>
  );
}
