import { AppError } from '../errors/app-error';

/** A 400 naming the field a form should mark (the body the client reads with fieldErrorsOf). */
export function fieldError(field: string, message: string): AppError {
  return new AppError(400, 'validation_error', `${field}: ${message}`, { fields: [{ field, message }] });
}
