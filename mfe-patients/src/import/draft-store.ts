import type { PatientImportDraft } from '@clinio/contracts';

/**
 * The upload's answer (headers, guessed mapping, first rows) kept in memory between the upload
 * and the mapping step. Not in storage: the preview rows are patient data. After a reload of a
 * draft the screen asks for the file again; a started import needs none of this.
 */
const drafts = new Map<string, PatientImportDraft>();

export const draftStore = {
  save(draft: PatientImportDraft): void {
    drafts.set(draft.import.id, draft);
  },
  get(id: string): PatientImportDraft | null {
    return drafts.get(id) ?? null;
  },
  forget(id: string): void {
    drafts.delete(id);
  },
};
