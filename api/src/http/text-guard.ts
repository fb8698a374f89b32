import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { AppError } from '../errors/app-error';
import { addRouteHook } from './route-hooks';

/**
 * The path of the first string holding a NUL character, or null. Iterative, with an explicit stack:
 * the parser already refuses bodies deeper than MAX_JSON_DEPTH, and this walk must not depend on it
 * (a recursive one ran out of stack on 10,000 levels).
 */
function nulFieldOf(root: unknown, rootPath: string): string | null {
  const pending: { value: unknown; path: string }[] = [{ value: root, path: rootPath }];
  const child = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (Array.isArray(value)) {
      // Pushed last first, so the first field in the body is the one named.
      for (let index = value.length - 1; index >= 0; index -= 1)
        pending.push({ value: value[index] as unknown, path: child(path, String(index)) });
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as [string, unknown];
        pending.push({ value: item, path: child(path, key) });
      }
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
