import { z } from 'zod';
import { Uuid } from '../identity/fields';
import { PATIENT_FIELDS, PatientRecord, PatientSummary } from './records';

/** Duplicates and merging (issue 10): why two records look like one person, and the merge. */

/** Why two records look like one person. */
export const DUPLICATE_REASONS = ['same_birth_date_close_name', 'same_phone', 'same_email'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];
export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  same_birth_date_close_name: 'Same date of birth and a similar name',
  same_phone: 'Same phone number',
  same_email: 'Same email',
};

export const PatientDuplicate = z.object({
  patient: PatientSummary,
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
});
export type PatientDuplicate = z.infer<typeof PatientDuplicate>;

/**
 * The 409 of a create (code `possible_duplicate`) carries the records it looks like; sending the
 * same body with `allow_duplicate: true` creates anyway. The same check on demand, as the form is
 * filled in: `POST /api/patients/duplicate-check`.
 */
export const PatientDuplicateCheckResponse = z.object({ duplicates: z.array(PatientDuplicate) });
export type PatientDuplicateCheckResponse = z.infer<typeof PatientDuplicateCheckResponse>;

/** Merge suggestions: pairs the duplicate rule finds, not yet merged or dismissed. */
export const DuplicatePair = z.object({
  a: PatientSummary,
  b: PatientSummary,
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
});
export type DuplicatePair = z.infer<typeof DuplicatePair>;
export const DuplicatePairsQuery = z.object({
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const DuplicatePairsResponse = z.object({ results: z.array(DuplicatePair), total: z.number().int() });
export type DuplicatePairsResponse = z.infer<typeof DuplicatePairsResponse>;
export const DismissDuplicateRequest = z
  .strictObject({ patient_a: Uuid, patient_b: Uuid })
  .refine((value) => value.patient_a !== value.patient_b, {
    message: 'Choose two different patients',
    path: ['patient_b'],
  });

/**
 * Merge `merged_id` into `survivor_id`: the survivor keeps its own values except the fields named
 * in `take_from_merged`; lists (allergies, alerts, tags) are the union of both. Everything attached
 * to the merged record moves to the survivor; the merged record is archived with `merged_into`.
 */
export const PatientMergeRequest = z
  .strictObject({
    survivor_id: Uuid,
    merged_id: Uuid,
    take_from_merged: z.array(z.enum(PATIENT_FIELDS)).max(PATIENT_FIELDS.length).default([]),
  })
  .refine((value) => value.survivor_id !== value.merged_id, {
    message: 'Choose two different patients',
    path: ['merged_id'],
  });
export type PatientMergeRequest = z.input<typeof PatientMergeRequest>;
export const PatientMergeResponse = z.object({
  patient: PatientRecord,
  /** What moved to the survivor, by kind: `{ "patient_clinic_links": 1 }`. */
  moved: z.record(z.string(), z.number().int()),
});
export type PatientMergeResponse = z.infer<typeof PatientMergeResponse>;
