import type { ErrorCode } from '@clinio/contracts';
import { AppError } from '../errors/app-error';

/** An error about one field of the request, in the shape validation errors have. */
export function fieldError(status: number, code: ErrorCode, field: string, message: string): AppError {
  return new AppError(status, code, `${field}: ${message}`, { fields: [{ field, message }] });
}

export const unknownRole = () => fieldError(400, 'validation_error', 'role_id', 'Unknown role');
export const unknownBranch = (field = 'branch_ids') =>
  fieldError(400, 'validation_error', field, 'Unknown branch');
