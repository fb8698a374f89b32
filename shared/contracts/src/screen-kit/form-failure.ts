import { ApiErrorBody, fieldErrorsOf } from '../errors';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface FormFailure<F extends string> {
  fields: FieldErrors<F>;
  message: string;
}

export const NETWORK_MESSAGE =
  'Network error: we could not reach Clinio. Check your connection and try again.';
export const UNKNOWN_MESSAGE = 'Something went wrong. Please try again.';
export const FIX_FIELDS_MESSAGE = 'Please correct the highlighted fields and try again.';

/** Where a form shows a nested path itself ('opening_hours.monday.close' -> 'monday'); null for the default. */
export type FieldOfPath<F extends string> = (path: string) => F | null;

/** The form field a server or schema path belongs to: 'address.city' -> 'address' when only 'address' is shown. */
function shownField<F extends string>(
  fields: readonly F[],
  path: string,
  fieldOf?: FieldOfPath<F>,
): F | null {
  const own = fieldOf?.(path) ?? null;
  if (own !== null) return own;
  const names = fields as readonly string[];
  if (names.includes(path)) return path as F;
  const top = path.split('.')[0] ?? '';
  return names.includes(top) ? (top as F) : null;
}

/** The first message per field of a failed zod check, for the fields this form shows. */
export function issuesToFieldErrors<F extends string>(
  fields: readonly F[],
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fieldOf?: FieldOfPath<F>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = shownField(fields, issue.path.map(String).join('.'), fieldOf);
    if (field !== null) errors[field] ??= issue.message;
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

export interface FailedCall {
  /** HTTP status; 0 when the server was not reached. */
  status: number;
  /** The error body (`{ detail, code, fields? }`). */
  body: unknown;
  /** The sentence the API client already picked (spec 8: the server's detail). */
  message: string;
}

/**
 * A failed call as a form shows it: the server's field messages beside the fields the form shows,
 * and one sentence on top. A field the form does not show (a link's token, say) is said on top.
 */
export function describeFormFailure<F extends string>(
  fields: readonly F[],
  call: FailedCall | null,
  fieldOf?: FieldOfPath<F>,
): FormFailure<F> {
  if (call === null) return { fields: {}, message: UNKNOWN_MESSAGE };
  if (call.status === 0) return { fields: {}, message: NETWORK_MESSAGE };
  const inline: FieldErrors<F> = {};
  const others: string[] = [];
  for (const [path, message] of Object.entries(serverFieldMessages(call.body))) {
    const field = shownField(fields, path, fieldOf);
    if (field === null) others.push(message);
    else inline[field] ??= message;
  }
  if (others.length > 0) return { fields: inline, message: others.join(' ') };
  const hasInline = Object.keys(inline).length > 0;
  return { fields: inline, message: hasInline ? FIX_FIELDS_MESSAGE : call.message || UNKNOWN_MESSAGE };
}
