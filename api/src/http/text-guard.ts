import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { AppError } from '../errors/app-error';
import { addRouteHook } from './route-hooks';

/**
 * The path of the first string holding a NUL character, or null. Iterative, with an explicit stack
 * of containers only: the parser already refuses bodies deeper than MAX_JSON_DEPTH, and this walk
 * must not depend on it (a recursive one ran out of stack on 10,000 levels). Strings are checked
 * where they are met and a path is built only for a nested container or a finding, so a flat object
 * of 60,000 keys costs a loop, not 60,000 allocations.
 */
function nulFieldOf(root: unknown, rootPath: string): string | null {
  const child = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
  const hasNul = (value: unknown) => typeof value === 'string' && value.includes('\u0000');
  if (hasNul(root)) return rootPath;
  const pending: { value: object; path: string }[] = [];
  if (typeof root === 'object' && root !== null) pending.push({ value: root, path: rootPath });
  // Breadth first: a shallow field is named before a deep one.
  for (let index = 0; index < pending.length; index += 1) {
    const { value, path } = pending[index] as { value: object; path: string };
    const keys = Array.isArray(value) ? value.keys() : Object.keys(value);
    for (const key of keys) {
      const item: unknown = (value as Record<string, unknown>)[key];
      if (hasNul(item)) return child(path, String(key));
      if (typeof item === 'object' && item !== null)
        pending.push({ value: item, path: child(path, String(key)) });
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character, so a body or query carrying one would fail in the database
 * (a 5xx, quality bar 16). Such a body is refused up front as a validation error on its field;
 * on sign-in this says nothing about any account.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  const guard: preValidationAsyncHookHandler = async (request) => {
    const field = nulFieldOf(request.body, '') ?? nulFieldOf(request.query, '');
    if (field === null) return;
    const message = 'Must not contain control characters';
    throw new AppError(400, 'validation_error', `${field || '(body)'}: ${message}`, {
      fields: [{ field: field || '(body)', message }],
    });
  };
  // Only routes that can receive text pay for the walk (ADR 027): a method with a body, or a
  // query the route reads (declared in its schema).
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const takesBody = methods.some((method) => method !== 'GET' && method !== 'HEAD');
    if (takesBody || route.schema?.querystring !== undefined) addRouteHook(route, 'preValidation', guard);
  });
}
