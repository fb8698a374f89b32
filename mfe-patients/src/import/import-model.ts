import {
  IMPORTABLE_FIELDS,
  ImportMapping,
  PATIENT_FIELD_LABELS,
  PATIENT_IMPORT_MAX_BYTES,
  type ImportRowReport,
  type JobProgress,
  type PatientImport,
  type PatientImportDraft,
} from '@clinio/contracts';

export type ImportableField = (typeof IMPORTABLE_FIELDS)[number];
/** The mapping as the screen edits it: each field to a header of the file, '' for none. */
export type MappingDraft = Partial<Record<ImportableField, string>>;

/** The screens of this area, by path (all under the area's `/dashboard/patients/*`). */
export const IMPORT_PATHS = {
  start: '/dashboard/patients/import',
  job: (id: string) => `/dashboard/patients/import/${encodeURIComponent(id)}`,
  duplicates: '/dashboard/patients/duplicates',
} as const;

/** Fields the mapping step shows first, the required ones on top. */
export const REQUIRED_FIELDS: readonly ImportableField[] = ['first_name', 'last_name'];
export const MAPPING_FIELDS: readonly ImportableField[] = [
  ...REQUIRED_FIELDS,
  ...IMPORTABLE_FIELDS.filter((field) => !REQUIRED_FIELDS.includes(field)),
];

export function fieldLabel(field: string): string {
  return (PATIENT_FIELD_LABELS as Record<string, string>)[field] ?? field;
}

const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', ''];

/** The browser's own check before an upload: a .csv file, not empty, within the size limit. */
export function checkCsvFile(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  if (!/\.csv$/i.test(file.name) || !CSV_TYPES.includes(file.type)) {
    return 'Choose a CSV file (a .csv export from a spreadsheet or your previous system).';
  }
  if (file.size === 0) return 'The file is empty.';
  if (file.size > PATIENT_IMPORT_MAX_BYTES) {
    return `The file is too large: the limit is ${Math.round(PATIENT_IMPORT_MAX_BYTES / 1_048_576)} MB.`;
  }
  return null;
}

/** The server's guessed mapping, kept to the fields and headers the screen knows. */
export function mappingOf(draft: Pick<PatientImportDraft, 'mapping' | 'headers'>): MappingDraft {
  const mapping: MappingDraft = {};
  for (const field of IMPORTABLE_FIELDS) {
    const header = draft.mapping[field];
    if (header !== undefined && draft.headers.includes(header)) mapping[field] = header;
  }
  return mapping;
}

/** The mapping to send (fields without a column left out), or the sentence that says what is missing. */
export function checkMapping(
  mapping: MappingDraft,
): { ok: true; mapping: Record<string, string> } | { ok: false; message: string } {
  const chosen = Object.fromEntries(Object.entries(mapping).filter((entry) => entry[1] !== ''));
  const parsed = ImportMapping.safeParse(chosen);
  if (parsed.success) return { ok: true, mapping: chosen };
  const first = parsed.error.issues.at(0);
  return { ok: false, message: first ? first.message : 'Map a column to First name and one to Last name' };
}

/** Headers mapped to more than one field: allowed, but worth saying. */
export function reusedHeaders(mapping: MappingDraft): string[] {
  const seen = new Map<string, number>();
  for (const header of Object.values(mapping)) {
    if (header) seen.set(header, (seen.get(header) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([header]) => header);
}

export function isImportRunning(item: Pick<PatientImport, 'status'>): boolean {
  return item.status === 'queued' || item.status === 'running';
}

/** An import as the screen kit's job progress (bar and percent). */
export function importProgress(item: PatientImport): JobProgress {
  const state =
    item.status === 'completed'
      ? 'succeeded'
      : item.status === 'failed' || item.status === 'cancelled'
        ? 'failed'
        : item.status === 'running'
          ? 'running'
          : 'queued';
  return {
    id: item.id,
    state,
    done: item.processed_rows,
    total: item.total_rows > 0 ? item.total_rows : null,
    detail:
      state === 'failed'
        ? (item.error ?? (item.status === 'cancelled' ? 'The import was cancelled.' : 'The import failed.'))
        : item.total_rows > 0
          ? `${item.processed_rows.toLocaleString('en')} of ${item.total_rows.toLocaleString('en')} rows read`
          : null,
  };
}

export const STATUS_LABELS: Record<PatientImport['status'], string> = {
  draft: 'Not started',
  queued: 'Waiting to start',
  running: 'Importing',
  completed: 'Finished',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const OUTCOME_LABELS: Record<ImportRowReport['outcome'], string> = {
  skipped: 'Skipped',
  duplicate: 'Imported, possible duplicate',
  already_imported: 'Already imported',
};

export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}
