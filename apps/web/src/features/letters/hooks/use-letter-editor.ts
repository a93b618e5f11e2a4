import type { Language } from '@yonder/contract/common';
import type { CoverLetter, LetterFlag, LetterTone } from '@yonder/contract/cover-letters';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '#lib/api-client.ts';
import { createLetter, updateLetter, useRefreshLetters } from '../api/letters';

/** The letter in the preview: written here (template, resume, AI) or opened from the list. */
export type EditorLetter = {
  body: string;
  language: Language;
  origin: 'template' | 'resume' | 'ai' | 'saved';
  company: string;
  jobTitle: string;
  tone: LetterTone;
  resumeId: string | null;
  jobId: string | null;
  /** Set once saved; edits then save by themselves. */
  id: string | null;
  version: number;
  flags: LetterFlag[];
};

export type SaveStatus = 'unsaved' | 'saving' | 'saved' | 'conflict' | 'error';

const AUTOSAVE_MS = 1000;

export const fromSaved = (letter: CoverLetter): EditorLetter => ({
  body: letter.body,
  language: letter.language,
  origin: 'saved',
  company: letter.company,
  jobTitle: letter.job_title,
  tone: letter.tone,
  resumeId: letter.resume_id,
  jobId: letter.job_id,
  id: letter.id,
  version: letter.version,
  flags: letter.flags,
});

/**
 * The preview's letter and its saving: a new letter is saved on request, a saved one saves its
 * edits a second after typing stops, naming the version it edited (409: saved elsewhere).
 */
export function useLetterEditor() {
  const [letter, setLetter] = useState<EditorLetter | null>(null);
  const [status, setStatus] = useState<SaveStatus>('unsaved');
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefreshLetters();
  const latest = useRef(letter);
  useEffect(() => {
    latest.current = letter;
  }, [letter]);
  const timer = useRef<number | undefined>(undefined);

  const replace = useCallback((next: EditorLetter | null) => {
    window.clearTimeout(timer.current);
    setLetter(next);
    setStatus(next?.id ? 'saved' : 'unsaved');
    setError(null);
  }, []);

  const saveEdit = useCallback(async () => {
    const current = latest.current;
    if (!current?.id || !current.body.trim()) return;
    setStatus('saving');
    try {
      const saved = await updateLetter(current.id, {
        version: current.version,
        body: current.body,
      });
      setLetter((now) =>
        now && now.id === saved.id ? { ...now, version: saved.version, flags: saved.flags } : now,
      );
      setStatus(latest.current?.body === current.body ? 'saved' : 'unsaved');
      void refresh();
    } catch (caught) {
      setStatus(caught instanceof ApiError && caught.status === 409 ? 'conflict' : 'error');
      setError(caught instanceof Error ? caught.message : null);
    }
  }, [refresh]);

  const editBody = (body: string) => {
    setLetter((now) => (now ? { ...now, body } : now));
    if (status === 'conflict') return;
    setStatus('unsaved');
    window.clearTimeout(timer.current);
    if (letter?.id) timer.current = window.setTimeout(() => void saveEdit(), AUTOSAVE_MS);
  };

  /** Text streamed in: added to the letter as it arrives. */
  const appendBody = useCallback((text: string) => {
    setLetter((now) => (now ? { ...now, body: now.body + text } : now));
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** Saves a letter that is not saved yet. */
  const saveNew = async () => {
    const current = latest.current;
    if (!current || current.id) return;
    setStatus('saving');
    try {
      const { id } = await createLetter({
        company: current.company,
        job_title: current.jobTitle,
        language: current.language,
        tone: current.tone,
        body: current.body,
        resume_id: current.resumeId,
        job_id: current.jobId,
      });
      setLetter((now) => (now ? { ...now, id, version: 1 } : now));
      setStatus('saved');
      setError(null);
      void refresh();
    } catch (caught) {
      setStatus('error');
      setError(caught instanceof Error ? caught.message : null);
    }
  };

  return { letter, status, error, replace, editBody, appendBody, saveNew };
}
