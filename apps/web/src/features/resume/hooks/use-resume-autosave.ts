import { useQueryClient } from '@tanstack/react-query';
import type { Resume } from '@yonder/contract/resumes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getResume, resumeQueryOptions } from '../api/get-resume';
import { resumesQueryOptions } from '../api/get-resumes';
import { updateResume } from '../api/update-resume';
import { isVersionConflict } from '../utils/api-errors';
import { toDraft, toUpdate, type Draft } from '../utils/draft';
import { saveOnExit } from '../utils/save-on-exit';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed' | 'conflict';
export const AUTOSAVE_DELAY_MS = 800;

type State = {
  draft: Draft;
  version: number;
  isDirty: boolean;
  status: SaveStatus;
  timer: number | undefined;
  inFlight: Promise<void> | null;
};

/**
 * The editor's working copy of a resume, saved ~800 ms after the last edit, on blur, when the
 * tab is hidden and as the page goes away. Every save names the version it edited; when another
 * tab saved first the server answers 409 and the status becomes `conflict`: nothing is sent
 * again until the person chooses `loadLatest` or `overwrite`, so no edit is lost silently.
 */
export function useResumeAutosave(resume: Resume, delayMs = AUTOSAVE_DELAY_MS) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => toDraft(resume));
  const [status, setStatusState] = useState<SaveStatus>('saved');
  const [error, setError] = useState<unknown>(null);
  const ref = useRef<State>({
    draft,
    version: resume.version,
    isDirty: false,
    status: 'saved',
    timer: undefined,
    inFlight: null,
  });
  const { id } = resume;

  const setStatus = useCallback((next: SaveStatus) => {
    ref.current.status = next;
    setStatusState(next);
  }, []);

  /** Saves now what is pending; true when everything the person sees is stored. */
  const save = useCallback(async (): Promise<boolean> => {
    const state = ref.current;
    window.clearTimeout(state.timer);
    while (state.inFlight) await state.inFlight;
    if (state.status === 'conflict') return false;
    if (!state.isDirty) return true;
    const sent = state.draft;
    const body = toUpdate(sent, state.version);
    state.isDirty = false;
    setStatus('saving');
    state.inFlight = updateResume(id, body)
      .then(({ version }) => {
        state.version = version;
        queryClient.setQueryData(resumeQueryOptions(id).queryKey, (old) =>
          old ? { ...old, ...sent, title: body.title ?? old.title, version } : old,
        );
        void queryClient.invalidateQueries({ queryKey: resumesQueryOptions().queryKey });
        setError(null);
        // An edit made meanwhile has its own timer running (see `change`).
        setStatus(state.isDirty ? 'pending' : 'saved');
      })
      .catch((caught: unknown) => {
        state.isDirty = true;
        setError(caught);
        setStatus(isVersionConflict(caught) ? 'conflict' : 'failed');
      })
      .finally(() => {
        state.inFlight = null;
      });
    await state.inFlight;
    return !state.isDirty;
  }, [id, queryClient, setStatus]);

  const change = useCallback(
    (recipe: (current: Draft) => Draft) => {
      const state = ref.current;
      state.draft = recipe(state.draft);
      state.isDirty = true;
      setDraft(state.draft);
      if (state.status === 'conflict') return;
      if (state.status !== 'saving') setStatus('pending');
      window.clearTimeout(state.timer);
      state.timer = window.setTimeout(() => void save(), delayMs);
    },
    [delayMs, save, setStatus],
  );

  /** Drops the working copy for the stored resume (after a conflict, once the edits are kept). */
  const loadLatest = useCallback(async () => {
    const latest = await getResume(id);
    queryClient.setQueryData(resumeQueryOptions(id).queryKey, latest);
    const state = ref.current;
    state.draft = toDraft(latest);
    state.version = latest.version;
    state.isDirty = false;
    setDraft(state.draft);
    setError(null);
    setStatus('saved');
  }, [id, queryClient, setStatus]);

  /** Saves the working copy over whatever another tab stored. */
  const overwrite = useCallback(async () => {
    const latest = await getResume(id);
    const state = ref.current;
    state.version = latest.version;
    state.isDirty = true;
    setStatus('pending');
    // An empty message: the dialog shows its own text.
    if (!(await save())) throw new Error();
  }, [id, save, setStatus]);

  /** Forgets unsaved edits (the resume is being deleted): nothing more is sent. */
  const discard = useCallback(() => {
    const state = ref.current;
    window.clearTimeout(state.timer);
    state.isDirty = false;
  }, []);

  useEffect(() => {
    const state = ref.current;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void save();
    };
    const onPageHide = () => {
      if (state.isDirty && state.status !== 'conflict')
        saveOnExit(id, toUpdate(state.draft, state.version));
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the editor (back to the list, another resume) saves what is pending.
      void save();
    };
  }, [id, save]);

  const getDraft = useCallback(() => ref.current.draft, []);
  return { draft, change, status, error, save, loadLatest, overwrite, discard, getDraft };
}
