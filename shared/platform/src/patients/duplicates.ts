import { PatientDuplicateCheckResponse, type PatientDuplicate } from '@clinio/contracts';
import { ApiError } from '../api-client';

/** The error code of a create that looks like a patient the clinic already has (409). */
export const POSSIBLE_DUPLICATE_CODE = 'possible_duplicate';

/**
 * The records a refused create looks like: the 409 `possible_duplicate` body carries them as
 * `duplicates` (the shape of `checkPatientDuplicates`' answer). Null for any other failure;
 * an empty list when the server did not say which.
 */
export function duplicatesOfError(error: unknown): PatientDuplicate[] | null {
  if (!(error instanceof ApiError) || error.code !== POSSIBLE_DUPLICATE_CODE) return null;
  const parsed = PatientDuplicateCheckResponse.safeParse(error.response?.data);
  return parsed.success ? parsed.data.duplicates : [];
}
