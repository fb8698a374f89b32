/** A form's check without a schema library: its issues by field, or the request it makes. */
export type Checked<R> =
  { success: true; data: R } | { success: false; error: { issues: { path: string[]; message: string }[] } };

export function checked<R>(problems: Record<string, string | null>, data: R): Checked<R> {
  const issues = Object.entries(problems)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([field, message]) => ({ path: [field], message }));
  return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data };
}
