import type { FieldErrors } from '@clinio/contracts';

export type FieldOf<V> = keyof V & string;

/**
 * One form's state, as @clinio/platform's `useForm` keeps it: the draft survives every failure,
 * schema and server messages sit beside their fields, one sentence goes on top.
 */
export interface FormController<V extends object> {
  values: V;
  errors: FieldErrors<FieldOf<V>>;
  formError: string | null;
  isSending: boolean;
  /** The draft differs from what was loaded or last saved (the unsaved-changes guard reads it). */
  isDirty: boolean;
  /** Bumped on each refused attempt, so the form can move focus to the first problem. */
  attempt: number;
  update: <K extends FieldOf<V>>(field: K, value: V[K]) => void;
  submit: () => Promise<void>;
  /** Starts again from `values` (or the initial draft), clean and without messages. */
  reset: (values?: V) => void;
}

/** What a form's frame needs to know (a dialog, a page form). */
export type FormStatus = Pick<FormController<object>, 'formError' | 'isSending' | 'submit'> &
  Partial<Pick<FormController<object>, 'isDirty' | 'attempt'>>;
