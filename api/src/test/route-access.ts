import type { FastifyInstance, InjectOptions } from 'fastify';
import type { RouteRow } from '../app';

/**
 * Quality bar 4's route-table tests, shared by every route family: each family gives a valid
 * sample request per route (so only authorization can refuse it) and these helpers send them.
 */
export type SampleRequest = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };

/** The family's sample for `route`; a route without one fails the test that enumerates it. */
export function sampleFor(route: RouteRow, samples: Record<string, SampleRequest>): SampleRequest {
  const key = `${route.method} ${route.url}`;
  const found = samples[key];
  if (!found) throw new Error(`No sample request for ${key}: add one to this test`);
  return { ...found, method: route.method };
}

/** Sends each route's sample with `headers` and expects `status` from every one; answers how many. */
export async function expectStatusOnEach(
  server: FastifyInstance,
  routes: readonly RouteRow[],
  sample: (route: RouteRow) => SampleRequest,
  headers: Record<string, string>,
  status: number,
): Promise<number> {
  for (const route of routes) {
    const request = sample(route);
    const response = await server.inject({ ...request, headers: { ...request.headers, ...headers } });
    const name = `${route.method} ${route.url}`;
    expect({ route: name, status: response.statusCode }).toEqual({ route: name, status });
  }
  return routes.length;
}

/** Bodies no route accepts: not JSON at all, and JSON of the wrong shape with odd values. */
const BAD_BODIES = ['{"unterminated": ', '[{"tenant_id": 1, "\\u0000": [null]}]'];

/** The token with its signature changed: well-formed, signed by nobody we trust. */
export function forgedToken(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.at(-1) ?? ''}`;
}

/**
 * Authentication before the body (issue 9, section 6): each guarded route, sent a bad body with
 * no token and with `forged`, answers 401 `unauthenticated`, never the 400 of the body's
 * validation or parsing. Answers how many requests were sent.
 */
export async function expectUnauthenticatedBeforeBody(
  server: FastifyInstance,
  routes: readonly RouteRow[],
  sample: (route: RouteRow) => Pick<SampleRequest, 'url'>,
  forged: string,
): Promise<number> {
  const failures: string[] = [];
  let sent = 0;
  for (const route of routes) {
    const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
    for (const authorization of [undefined, `Bearer ${forged}`]) {
      for (const payload of hasBody ? BAD_BODIES : [undefined]) {
        const response = await server.inject({
          method: route.method as InjectOptions['method'],
          url: sample(route).url,
          headers: {
            ...(authorization ? { authorization } : {}),
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
          payload,
        });
        sent += 1;
        const code = response.statusCode === 401 ? response.json<{ code: string }>().code : '';
        if (code !== 'unauthenticated') {
          failures.push(
            `${route.method} ${route.url} ${authorization ? 'forged' : 'no token'} → ${response.statusCode}`,
          );
        }
      }
    }
  }
  expect(failures).toEqual([]);
  return sent;
}
