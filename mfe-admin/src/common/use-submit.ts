import { useState } from 'react';
import { describeFailure, type FieldErrors } from './errors';

export type SubmitResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * The state of one submit: pending flag, inline field errors and a form-level message. The
 * caller's draft lives elsewhere and is never touched here, so a failure loses nothing typed.
 */
export function useSubmit() {
  const [isPending, setIsPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** Runs `action`; on failure shows why and answers `{ ok: false }`. */
  async function run<T>(action: () => Promise<T>): Promise<SubmitResult<T>> {
    setIsPending(true);
    setFormError(null);
    try {
      const value = await action();
      setFieldErrors({});
      return { ok: true, value };
    } catch (error) {
      const failure = describeFailure(error);
      setFieldErrors(failure.fields);
      setFormError(failure.message);
      return { ok: false, error };
    } finally {
      setIsPending(false);
    }
  }

  function reset() {
    setFieldErrors({});
    setFormError(null);
  }

  /** Drops the message of one field once the user edits it. */
  function clearField(field: string) {
    setFieldErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  return { isPending, fieldErrors, formError, run, reset, clearField, setFieldErrors, setFormError };
}
