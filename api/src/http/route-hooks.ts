import type { onRequestAsyncHookHandler, preValidationAsyncHookHandler, RouteOptions } from 'fastify';

interface RouteHooks {
  onRequest: onRequestAsyncHookHandler;
  preValidation: preValidationAsyncHookHandler;
}

/**
 * Adds `hook` to one route's own hooks (from an `onRoute` listener), once: a hook only some routes
 * need stays off the path of the others (ADR 027). Route hooks run after the global ones.
 */
export function addRouteHook<N extends keyof RouteHooks>(
  route: RouteOptions,
  name: N,
  hook: RouteHooks[N],
): void {
  const current: unknown[] = [route[name] ?? []].flat();
  if (current.includes(hook)) return;
  Object.assign(route, { [name]: [...current, hook] });
}
