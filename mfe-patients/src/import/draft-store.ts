import type { PatientImportDraft } from '@clinio/contracts';

/**
 * The upload's answer (headers, guessed mapping, first rows) kept in memory between the upload
 * and the mapping step. Only the mapping (field -> column header) goes to session storage: the
 * preview rows are patient data and stay in memory. After a reload of a draft, the mapping step
 * asks the server for the preview again with the stored mapping.
 */
const drafts = new Map<string, PatientImportDraft>();
const KEY = (id: string) => `clinio.patient-import-mapping.${id}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export const draftStore = {
  save(draft: PatientImportDraft): void {
    drafts.set(draft.import.id, draft);
    try {
      storage()?.setItem(KEY(draft.import.id), JSON.stringify(draft.mapping));
    } catch {
      // Storage full or refused: a reload asks for the file again.
    }
  },
  get(id: string): PatientImportDraft | null {
    return drafts.get(id) ?? null;
  },
  /** The mapping last shown for this draft, after a reload (null when none is known). */
  storedMapping(id: string): Record<string, string> | null {
    try {
      const text = storage()?.getItem(KEY(id)) ?? null;
      if (text === null) return null;
      const value: unknown = JSON.parse(text);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
      const entries = Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      );
      return Object.fromEntries(entries);
    } catch {
      return null;
    }
  },
  forget(id: string): void {
    drafts.delete(id);
    try {
      storage()?.removeItem(KEY(id));
    } catch {
      // Nothing to clean.
    }
  },
};
