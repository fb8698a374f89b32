import { isBlankNote, type NoteSectionContent } from '@clinio/contracts';

/**
 * The editor's autosave as plain state transitions (unit tested): what the provider typed, what is
 * on its way to the server, and the version the next save must name. A save sends only the
 * sections changed since the last one; text typed while a save is out waits for the next.
 */
export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'error' | 'conflict';

export interface DraftState {
  texts: Record<string, string>;
  /** Changed since the last save was sent. */
  pending: Record<string, string>;
  /** Sent, not answered yet. */
  inFlight: Record<string, string> | null;
  version: number;
  status: SaveStatus;
  savedAt: string | null;
}

export function initialDraft(note: {
  sections: readonly NoteSectionContent[];
  version: number;
  updated_at: string;
}): DraftState {
  return {
    texts: Object.fromEntries(note.sections.map((section) => [section.key, section.text])),
    pending: {},
    inFlight: null,
    version: note.version,
    status: 'saved',
    savedAt: note.updated_at,
  };
}

export function editText(state: DraftState, key: string, text: string): DraftState {
  if (state.status === 'conflict') return state;
  return {
    ...state,
    texts: { ...state.texts, [key]: text },
    pending: { ...state.pending, [key]: text },
    status: state.inFlight === null ? 'unsaved' : 'saving',
  };
}

/** The next save to send (and the state while it is out), or null when there is nothing to send. */
export function startSave(
  state: DraftState,
): { state: DraftState; body: { version: number; sections: Record<string, string> } } | null {
  if (state.inFlight !== null || state.status === 'conflict' || Object.keys(state.pending).length === 0)
    return null;
  return {
    state: { ...state, inFlight: state.pending, pending: {}, status: 'saving' },
    body: { version: state.version, sections: state.pending },
  };
}

export function saveSucceeded(
  state: DraftState,
  answer: { version: number; updated_at: string },
): DraftState {
  const hasMore = Object.keys(state.pending).length > 0;
  return {
    ...state,
    inFlight: null,
    version: answer.version,
    status: hasMore ? 'unsaved' : 'saved',
    savedAt: answer.updated_at,
  };
}

/** A failed save keeps its text for the next attempt; a version conflict stops the autosave. */
export function saveFailed(state: DraftState, isConflict: boolean): DraftState {
  return {
    ...state,
    pending: { ...(state.inFlight ?? {}), ...state.pending },
    inFlight: null,
    status: isConflict ? 'conflict' : 'error',
  };
}

/** What the indicator beside the editor says. */
export function saveLabel(status: SaveStatus): string {
  switch (status) {
    case 'saved':
      return 'All changes saved';
    case 'unsaved':
      return 'Unsaved changes…';
    case 'saving':
      return 'Saving…';
    case 'error':
      return 'Could not save. Retrying…';
    case 'conflict':
      return 'This draft was changed in another window. Reload to continue.';
  }
}

/** Signing needs every change saved (the server signs what it holds) and something written. */
export function canSign(state: DraftState, sections: readonly NoteSectionContent[]): boolean {
  const saved = state.status === 'saved' || state.status === 'unsaved' || state.status === 'error';
  const written = sections.map((section) => ({ ...section, text: state.texts[section.key] ?? '' }));
  return saved && !isBlankNote(written);
}
