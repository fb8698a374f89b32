import { ApiErrorBody, fieldErrorsOf } from '@clinio/contracts';
import { ApiError } from '@clinio/platform';

/** The shape of a zod `safeParse` result, without depending on zod in the shell. */
export type CheckResult<R> =
  | { success: true; data: R }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

function isField<F extends string>(fields: readonly F[], name: unknown): name is F {
  return typeof name === 'string' && (fields as readonly string[]).includes(name);
}

/** The first message per field of a failed check, for the fields this form shows. */
export function issuesToFieldErrors<F extends string>(
  fields: readonly F[],
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (isField(fields, field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** Per-field messages of an error body: validation errors, and any other code that names fields. */
function serverFieldMessages(body: unknown): Record<string, string> {
  const validation = fieldErrorsOf(body);
  if (Object.keys(validation).length > 0) return validation;
  const parsed = ApiErrorBody.safeParse(body);
  const result: Record<string, string> = {};
  if (parsed.success) for (const { field, message } of parsed.data.fields ?? []) result[field] ??= message;
  return result;
}

export interface FormFailure<F extends string> {
  fields: FieldErrors<F>;
  message: string;
}

export const NETWORK_MESSAGE =
  'Network error: we could not reach Clinio. Check your connection and try again.';
export const UNKNOWN_MESSAGE = 'Something went wrong. Please try again.';

/**
 * A failed call as the form shows it: the server's field messages beside their fields, and one
 * sentence on top (spec 8: the server's detail, which already says why, including for a 429).
 */
export function describeFailure<F extends string>(fields: readonly F[], error: unknown): FormFailure<F> {
  if (!(error instanceof ApiError)) return { fields: {}, message: UNKNOWN_MESSAGE };
  if (error.status === 0) return { fields: {}, message: NETWORK_MESSAGE };
  const messages = serverFieldMessages(error.response?.data);
  const inline: FieldErrors<F> = {};
  for (const [field, message] of Object.entries(messages))
    if (isField(fields, field)) inline[field] = message;
  // A field the form does not show (a link's token, say): its own message says it best.
  const others = Object.entries(messages)
    .filter(([field]) => !isField(fields, field))
    .map(([, message]) => message);
  if (others.length > 0) return { fields: inline, message: others.join(' ') };
  const hasInline = Object.keys(inline).length > 0;
  return {
    fields: inline,
    message: hasInline ? 'Please correct the highlighted fields and try again.' : error.message,
  };
}
