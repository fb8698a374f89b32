import { AppError } from '../errors/app-error';

/** A 400 naming the field a form should mark (the body the client reads with fieldErrorsOf). */
export function fieldError(field: string, message: string): AppError {
  return new AppError(400, 'validation_error', `${field}: ${message}`, { fields: [{ field, message }] });
}

/** The wording of a throttled step, as the sign-in uses it. */
export function tooManyAttempts(seconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(
    429,
    'rate_limited',
    `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
