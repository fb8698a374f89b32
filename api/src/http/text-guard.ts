import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { AppError } from '../errors/app-error';
import { addRouteHook } from './route-hooks';

function nulFieldOf(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulFieldOf(item, path === '' ? String(index) : `${path}.${String(index)}`);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = nulFieldOf(item, path === '' ? key : `${path}.${key}`);
      if (found !== null) return found;
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
