import { z } from 'zod';
import { Uuid } from '../identity/fields';
import { PATIENT_FIELDS, type PatientField } from './records';

/**
 * CSV import of patients (issue 10): upload, map the file's columns to record fields (guessed from
 * the headers), preview the first rows with their errors, then a durable job imports the file with
 * progress; the report lists every skipped or flagged row with its reason.
 */

/** The fields a column may fill (a record's fields except the home branch, which is chosen once). */
export const IMPORTABLE_FIELDS = PATIENT_FIELDS.filter(
  (field): field is Exclude<PatientField, 'branch_id'> => field !== 'branch_id',
);

/** `{ first_name: 'First Name', ... }`: each field to the header of the column that fills it. */
export const ImportMapping = z
  .partialRecord(z.enum(IMPORTABLE_FIELDS as [string, ...string[]]), z.string().max(200))
  .refine((mapping) => Boolean(mapping.first_name) && Boolean(mapping.last_name), {
    message: 'Map a column to First name and one to Last name',
  });
export type ImportMapping = Partial<Record<(typeof IMPORTABLE_FIELDS)[number], string>>;

export const IMPORT_STATUSES = ['draft', 'queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const PatientImport = z.object({
  id: Uuid,
  file_name: z.string(),
  status: z.enum(IMPORT_STATUSES),
  branch_id: Uuid.nullable(),
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  imported_rows: z.number().int(),
  skipped_rows: z.number().int(),
  duplicate_rows: z.number().int(),
  /** Why the whole import failed (the file could not be read), when it did. */
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type PatientImport = z.infer<typeof PatientImport>;

/** One row of the preview: its line in the file, the values as mapped, and what is wrong with it. */
export const ImportPreviewRow = z.object({
  line: z.number().int(),
  values: z.record(z.string(), z.string()),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  /** The row looks like a patient the clinic already has (it is imported and flagged). */
  possible_duplicate: z.boolean(),
});
export type ImportPreviewRow = z.infer<typeof ImportPreviewRow>;

/** What an upload answers, and a preview under another mapping. */
export const PatientImportDraft = z.object({
  import: PatientImport,
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.string()),
  preview: z.array(ImportPreviewRow),
});
export type PatientImportDraft = z.infer<typeof PatientImportDraft>;

export const ImportPreviewRequest = z.strictObject({ mapping: ImportMapping });
export const ImportStartRequest = z.strictObject({
  mapping: ImportMapping,
  branch_id: Uuid.nullable().optional(),
});

export const IMPORT_ROW_OUTCOMES = ['skipped', 'duplicate', 'already_imported'] as const;
export const ImportRowReport = z.object({
  line: z.number().int(),
  outcome: z.enum(IMPORT_ROW_OUTCOMES),
  reason: z.string(),
  patient_id: Uuid.nullable(),
});
export type ImportRowReport = z.infer<typeof ImportRowReport>;
export const ImportRowsQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ImportRowsResponse = z.object({ results: z.array(ImportRowReport), total: z.number().int() });
export const PatientImportsQuery = z.object({
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const PatientImportsResponse = z.object({ results: z.array(PatientImport), total: z.number().int() });
