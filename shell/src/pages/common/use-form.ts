import { useRef, useState } from 'react';
import {
  UNKNOWN_MESSAGE,
  describeFailure,
  issuesToFieldErrors,
  type CheckResult,
  type FieldErrors,
} from './form-errors';

export type FormValues = Record<string, string | boolean>;
type FieldOf<V> = keyof V & string;

export interface UseFormOptions<V extends FormValues, R> {
  initial: V | (() => V);
  /** The API's own zod schema applied to the draft (`Schema.safeParse(...)`). */
  check: (values: V) => CheckResult<R>;
  /** Sends the checked request; throwing keeps the draft and shows why. */
  send: (request: R) => Promise<void>;
  /** Overrides the top message of a failed send (field messages still go inline). */
  messageFor?: (error: unknown, standard: string) => string;
}

export interface FormController<V extends FormValues> {
  values: V;
  errors: FieldErrors<FieldOf<V>>;
  formError: string | null;
  isSending: boolean;
  /** Bumped on each refused attempt, so the form can move focus to the first problem. */
  attempt: number;
  update: <K extends FieldOf<V>>(field: K, value: V[K]) => void;
  submit: () => Promise<void>;
}

/** A form's state: the draft survives every failure; the submit is ignored while one is sending. */
export function useForm<V extends FormValues, R>({
  initial,
  check,
  send,
  messageFor,
}: UseFormOptions<V, R>): FormController<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<FieldOf<V>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Read synchronously, so two quick clicks cannot both send before the button is disabled.
  const inFlight = useRef(false);
  const fields = Object.keys(values) as FieldOf<V>[];

  function update<K extends FieldOf<V>>(field: K, value: V[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next: FieldErrors<FieldOf<V>> = {};
      for (const [key, message] of Object.entries(current) as [FieldOf<V>, string][]) {
        if (key !== field) next[key] = message;
      }
      return next;
    });
  }

  async function submit() {
    if (inFlight.current) return;
    const checked = check(values);
    if (!checked.success) {
      const inline = issuesToFieldErrors(fields, checked.error.issues);
      setErrors(inline);
      // A rule about something the form does not show (a link's token, say) still needs saying.
      const isShownInline = Object.keys(inline).length > 0;
      setFormError(isShownInline ? null : (checked.error.issues[0]?.message ?? UNKNOWN_MESSAGE));
      setAttempt((value) => value + 1);
      return;
    }
    inFlight.current = true;
    setIsSending(true);
    setFormError(null);
    setErrors({});
    try {
      await send(checked.data);
    } catch (error) {
      const failure = describeFailure(fields, error);
      setErrors(failure.fields);
      setFormError(messageFor ? messageFor(error, failure.message) : failure.message);
      setAttempt((value) => value + 1);
    } finally {
      inFlight.current = false;
      setIsSending(false);
    }
  }

  return { values, errors, formError, isSending, attempt, update, submit };
}
