import type { ProviderNote } from '@clinio/contracts';
import { ApiError, useRemote } from '@clinio/platform';
import { useCallback, useEffect, useRef, useState } from 'react';
import { editText, initialDraft, saveFailed, saveSucceeded, startSave, type DraftState } from './draft-model';

/** How long typing must pause before a save goes out (and the wait before retrying a failed one). */
export const AUTOSAVE_DELAY_MS = 800;
const RETRY_DELAY_MS = 4000;

/**
 * Drafts are saved as the provider types (draft-model.ts): a save goes out once typing pauses,
 * one at a time, naming the version it read; `flush` sends what is left now (before signing or
 * leaving the page).
 */
export function useDraftAutosave(note: ProviderNote) {
  const { api } = useRemote();
  const [state, setState] = useState(() => initialDraft(note));
  const current = useRef(state);

  const apply = useCallback((next: DraftState) => {
    current.current = next;
    setState(next);
    return next;
  }, []);

  const flush = useCallback(async (): Promise<DraftState> => {
    const next = startSave(current.current);
    if (next === null) return current.current;
    apply(next.state);
    try {
      const saved = await api.call('saveProviderNoteDraft', { params: { id: note.id }, body: next.body });
      return apply(saveSucceeded(current.current, saved));
    } catch (error) {
      return apply(saveFailed(current.current, error instanceof ApiError && error.status === 409));
    }
  }, [api, apply, note.id]);

  useEffect(() => {
    if (state.status !== 'unsaved' && state.status !== 'error') return undefined;
    const timer = setTimeout(
      () => void flush(),
      state.status === 'error' ? RETRY_DELAY_MS : AUTOSAVE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [state, flush]);

  // Leaving the editor sends what was typed last.
  useEffect(() => () => void flush(), [flush]);

  /** Saves until nothing is left (text typed during a save goes in the next one). */
  const flushAll = useCallback(async (): Promise<DraftState> => {
    let latest = await flush();
    for (
      let round = 0;
      round < 3 && Object.keys(latest.pending).length > 0 && latest.status !== 'conflict';
      round += 1
    ) {
      latest = await flush();
    }
    return latest;
  }, [flush]);

  return {
    state,
    edit: (key: string, text: string) => apply(editText(current.current, key, text)),
    flushAll,
  };
}
