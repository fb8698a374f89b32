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
