import {
  FIX_FIELDS_MESSAGE,
  UNKNOWN_MESSAGE,
  describeFormFailure,
  issuesToFieldErrors,
  type FailedCall,
  type FieldOfPath,
  type FieldErrors,
} from '@clinio/contracts';
import type { FieldOf, FormController } from '@clinio/design-system';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api-client';
import { useErrorText } from './error-text';

/** The shape of a zod `safeParse` result: pass `(values) => Schema.safeParse(values)`. */
export type CheckResult<R> =
  | { success: true; data: R }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

export interface UseFormOptions<V extends object, R> {
  initial: V | (() => V);
  /** The API's own zod schema applied to the draft (`Schema.safeParse(...)`). */
  check: (values: V) => CheckResult<R>;
  /** Sends the checked request; throwing keeps the draft and shows why. */
  send: (request: R) => Promise<void>;
  /** Overrides the top message of a failed send (field messages still go inline). */
  messageFor?: (error: unknown, standard: string) => string;
  /** Error codes that are one field's problem, e.g. `{ conflict: 'name' }`: the message goes there. */
  fieldForCode?: Partial<Record<string, FieldOf<V>>>;
  /** Where a nested path is shown, e.g. 'opening_hours.monday.close' -> 'monday' (default: its first part). */
  fieldOfPath?: FieldOfPath<FieldOf<V>>;
}

function failedCallOf(error: unknown): FailedCall | null {
  if (!(error instanceof ApiError)) return null;
  return { status: error.status, body: error.response?.data ?? null, message: error.message };
}

const sameDraft = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The one form stack: the draft, the schema check, the send with its pending state (a second
 * submit while one is out is ignored), the server's field errors at their fields, and whether the
 * draft has unsaved changes. Render it with the design system's Form / FormDialog and fields.
 */
export function useForm<V extends object, R>({
  initial,
  check,
  send,
  messageFor,
  fieldForCode = {},
  fieldOfPath,
}: UseFormOptions<V, R>): FormController<V> {
  const [values, setValues] = useState<V>(initial);
  const [clean, setClean] = useState<V>(values);
  const [errors, setErrors] = useState<FieldErrors<FieldOf<V>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Read synchronously, so two quick clicks cannot both send before the button is disabled.
  const inFlight = useRef(false);
  // Counts resets, so a `send` that resets the form (to start the next one) keeps that start clean.
  const resets = useRef(0);
  const fields = Object.keys(values) as FieldOf<V>[];
  const { errorText, fieldText } = useErrorText();
  const inLanguage = (found: FieldErrors<FieldOf<V>>) =>
    Object.fromEntries(
      Object.entries(found).map(([field, message]) => [field, fieldText(String(message))]),
    ) as FieldErrors<FieldOf<V>>;

  function update<K extends FieldOf<V>>(field: K, value: V[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest as FieldErrors<FieldOf<V>>);
  }

  async function submit() {
    if (inFlight.current) return;
    const checked = check(values);
    if (!checked.success) {
      const inline = inLanguage(issuesToFieldErrors(fields, checked.error.issues, fieldOfPath));
      setErrors(inline);
      // One sentence on top as for a server refusal; a rule about something the form does not
      // show (a link's token, say) is that sentence.
      const isShownInline = Object.keys(inline).length > 0;
      setFormError(
        errorText(
          null,
          isShownInline ? FIX_FIELDS_MESSAGE : fieldText(checked.error.issues[0]?.message ?? UNKNOWN_MESSAGE),
        ),
      );
      setAttempt((value) => value + 1);
      return;
    }
    inFlight.current = true;
    setIsSending(true);
    setFormError(null);
    setErrors({});
    try {
      const resetsBefore = resets.current;
      await send(checked.data);
      if (resets.current === resetsBefore) setClean(values);
    } catch (error) {
      const codeField =
        error instanceof ApiError && error.code !== null ? fieldForCode[error.code] : undefined;
      if (codeField !== undefined) {
        setErrors({
          [codeField]: errorText(error, error instanceof Error ? error.message : UNKNOWN_MESSAGE),
        } as FieldErrors<FieldOf<V>>);
        setAttempt((value) => value + 1);
        return;
      }
      const failure = describeFormFailure(fields, failedCallOf(error), fieldOfPath);
      const standard = errorText(
        error,
        failedCallOf(error) === null && error instanceof Error ? error.message : failure.message,
      );
      setErrors(inLanguage(failure.fields));
      setFormError(messageFor ? messageFor(error, standard) : standard || errorText(null, UNKNOWN_MESSAGE));
      setAttempt((value) => value + 1);
    } finally {
      inFlight.current = false;
      setIsSending(false);
    }
  }

  function reset(next?: V) {
    resets.current += 1;
    const start = next ?? (initial instanceof Function ? initial() : initial);
    setValues(start);
    setClean(start);
    setErrors({});
    setFormError(null);
  }

  return {
    values,
    errors,
    formError,
    isSending,
    isDirty: !sameDraft(values, clean),
    attempt,
    update,
    submit,
    reset,
  };
}

/** Asks before the tab is closed or reloaded while a form holds unsaved changes. */
export function useUnsavedChangesGuard(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      // Browsers show their own "Leave site?" prompt; the text cannot be chosen.
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
