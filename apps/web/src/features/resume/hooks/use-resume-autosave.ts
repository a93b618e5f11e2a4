import { useQueryClient } from '@tanstack/react-query';
import type { Resume } from '@yonder/contract/resumes';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { claimsQueryOptions } from '../api/get-claims';
import { getResume, resumeQueryOptions } from '../api/get-resume';
import { resumesQueryOptions } from '../api/get-resumes';
import { updateResume } from '../api/update-resume';
import { isVersionConflict } from '../utils/api-errors';
import { isDocumentValid, toDraft, toUpdate, type Draft } from '../utils/draft';
import { saveOnExit } from '../utils/save-on-exit';

export type UnsavedReason = 'invalid' | 'conflict';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed' | 'conflict' | 'invalid';
export const AUTOSAVE_DELAY_MS = 800;

type State = {
  version: number;
  isDirty: boolean;
  /** The form is being replaced by the stored resume: not an edit. */
  isLoading: boolean;
  status: SaveStatus;
  timer: number | undefined;
  inFlight: Promise<void> | null;
};

/**
 * Saves the editor's form ~800 ms after the last edit, on blur, when the tab is hidden and as the
 * page goes away. Every save names the version it edited; when another tab saved first the
 * server answers 409 and the status becomes `conflict`: nothing is sent again until the person
 * chooses `loadLatest` or `overwrite`, so no edit is lost silently. A document the contract
 * refuses (a field past its limit) is not sent either: the status is `invalid` until it is fixed.
 */
export function useResumeAutosave(
  resume: Resume,
  form: UseFormReturn<Draft>,
  delayMs = AUTOSAVE_DELAY_MS,
) {
  const queryClient = useQueryClient();
  const [status, setStatusState] = useState<SaveStatus>('saved');
  const ref = useRef<State>({
    version: resume.version,
    isDirty: false,
    isLoading: false,
    status: 'saved',
    timer: undefined,
    inFlight: null,
  });
  const { id } = resume;
  const { getValues, reset, trigger, watch } = form;

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
    // A snapshot: the form's values change in place as the person types on.
    const sent = structuredClone(getValues());
    if (!isDocumentValid(sent)) {
      setStatus('invalid');
      // Every refused field shows why, including those edited before this one.
      void trigger('document');
      return false;
    }
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
        // A tailored or translated copy's claims follow its text.
        void queryClient.invalidateQueries({ queryKey: claimsQueryOptions(id).queryKey });
        // An edit made meanwhile has its own timer running (see the watch below).
        setStatus(state.isDirty ? 'pending' : 'saved');
      })
      .catch((caught: unknown) => {
        state.isDirty = true;
        setStatus(isVersionConflict(caught) ? 'conflict' : 'failed');
      })
      .finally(() => {
        state.inFlight = null;
      });
    await state.inFlight;
    return !state.isDirty;
  }, [getValues, id, queryClient, setStatus, trigger]);

  // Every change of the form's values is an edit, whatever made it (typing, a moved entry, undo).
  useEffect(() => {
    const state = ref.current;
    const { unsubscribe } = watch(() => {
      if (state.isLoading) return;
      state.isDirty = true;
      if (state.status === 'conflict') return;
      // Fixing the last refused field says so at once; a save under way says "saving" until done.
      if (state.status === 'invalid') {
        if (isDocumentValid(getValues())) setStatus('pending');
      } else if (state.status !== 'saving') setStatus('pending');
      window.clearTimeout(state.timer);
      state.timer = window.setTimeout(() => void save(), delayMs);
    });
    return unsubscribe;
  }, [delayMs, getValues, save, setStatus, watch]);

  /** Takes a version the server stored (an accepted change) as the working copy. */
  const adopt = useCallback(
    (latest: Resume) => {
      queryClient.setQueryData(resumeQueryOptions(id).queryKey, latest);
      const state = ref.current;
      state.isLoading = true;
      reset(toDraft(latest));
      state.isLoading = false;
      state.version = latest.version;
      state.isDirty = false;
      setStatus('saved');
    },
    [id, queryClient, reset, setStatus],
  );

  /** Drops the working copy for the stored resume (after a conflict, once the edits are kept). */
  const loadLatest = useCallback(async () => adopt(await getResume(id)), [adopt, id]);

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

  /**
   * Why leaving now would lose edits, if it would: refused by the rules, or held back since the
   * resume changed elsewhere until the person chooses a version. Neither autosave nor exit sends them.
   */
  const unsavedReason = useCallback((): UnsavedReason | null => {
    const state = ref.current;
    if (!state.isDirty) return null;
    if (state.status === 'conflict') return 'conflict';
    return isDocumentValid(getValues()) ? null : 'invalid';
  }, [getValues]);

  useEffect(() => {
    const state = ref.current;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void save();
    };
    const onPageHide = () => {
      const draft = getValues();
      if (state.isDirty && state.status !== 'conflict' && isDocumentValid(draft))
        saveOnExit(id, toUpdate(draft, state.version));
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the editor (back to the list, another resume) saves what is pending.
      void save();
    };
  }, [getValues, id, save]);

  const getStatus = useCallback(() => ref.current.status, []);
  /** The stored version the working copy is an edit of. */
  const getVersion = useCallback(() => ref.current.version, []);
  return {
    status,
    getStatus,
    getVersion,
    save,
    adopt,
    loadLatest,
    overwrite,
    discard,
    unsavedReason,
  };
}
