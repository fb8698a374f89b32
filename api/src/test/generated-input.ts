import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import type { RouteRow } from '../app';
import type { SampleRequest } from './route-access';

/**
 * Quality bar 16's generated inputs, one definition for every route family: odd values (the
 * strings that trouble a parser or a database, tried often, plus each family's own), bodies built
 * from a route's valid body, and the check every answer must pass.
 */
export function oddValues(
  tricky: readonly string[],
  ...more: fc.Arbitrary<unknown>[]
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom('', ' ', '\u0000', 'a\u0000b', ...tricky), weight: 4 },
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'binary', minLength: 150, maxLength: 1200 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    ...more,
  );
}

/** Anything JSON; the valid body with one or two fields replaced by odd values; its keys with odd values. */
export function generatedBodies(base: Record<string, unknown>, oddValue: fc.Arbitrary<unknown>) {
  const keys = Object.keys(base);
  const replaced = fc
    .uniqueArray(fc.tuple(fc.constantFrom(...keys), oddValue), {
      minLength: 1,
      maxLength: 2,
      selector: ([key]) => key,
    })
    .map((changes) => ({ ...base, ...Object.fromEntries(changes) }));
  return fc.oneof(fc.jsonValue(), replaced, replaced, fc.dictionary(fc.constantFrom(...keys), oddValue));
}

/** Never a 5xx; a refusal carries `detail` and `code` (and `fields` as a list when present). */
export function expectDocumentedAnswer(response: { statusCode: number; json(): unknown }): void {
  expect(response.statusCode).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const body = response.json() as Record<string, unknown>;
  expect(body).toEqual(
    expect.objectContaining({ detail: expect.any(String) as string, code: expect.any(String) as string }),
  );
  if (body.fields !== undefined) expect(body.fields).toEqual(expect.any(Array));
}

/** The JSON object body of a sample request, or null (no body, or a multipart one). */
function jsonBodyOf(sample: SampleRequest): Record<string, unknown> | null {
  const { payload } = sample;
  if (typeof payload !== 'object') return null;
  if (Buffer.isBuffer(payload) || Array.isArray(payload)) return null;
  return Object.keys(payload).length === 0 ? null : (payload as Record<string, unknown>);
}

/**
 * Bar 16 from the route table (ADR 030): every route of a family whose sample request has a JSON
 * body is sent generated bodies built from that sample, so a new route is fuzzed the day its
 * sample is added (and the route-access test fails until it is). Answers how many routes.
 */
export async function expectDocumentedAnswersOnEach(options: {
  server: FastifyInstance;
  routes: readonly RouteRow[];
  sample: (route: RouteRow) => SampleRequest;
  headers: Record<string, string>;
  oddValue: fc.Arbitrary<unknown>;
  numRuns: number;
}): Promise<number> {
  let fuzzed = 0;
  for (const route of options.routes) {
    const request = options.sample(route);
    const base = jsonBodyOf(request);
    if (base === null) continue;
    fuzzed += 1;
    await fc.assert(
      fc.asyncProperty(generatedBodies(base, options.oddValue), async (payload) => {
        const response = await options.server.inject({
          method: request.method,
          url: request.url,
          headers: { ...options.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expectDocumentedAnswer(response);
      }),
      { numRuns: options.numRuns },
    );
  }
  return fuzzed;
}
