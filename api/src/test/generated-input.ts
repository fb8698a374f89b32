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

/** `levels` objects (`{"a":{"a":…}}`) or arrays (`[[…]]`) inside one another, as JSON text. */
function nested(kind: 'object' | 'array', levels: number): string {
  return kind === 'object'
    ? `${'{"a":'.repeat(levels)}0${'}'.repeat(levels)}`
    : `${'['.repeat(levels)}0${']'.repeat(levels)}`;
}

let hostile: { name: string; payload: (base: Record<string, unknown> | null) => string }[] | undefined;

/**
 * Bodies that attack the walk rather than the values (issue 20): nested 10^4 and 10^5 levels deep,
 * as objects and as arrays, alone and as the value of a valid body's first field, and an object of
 * 60,000 keys (just under the 1 MB body limit). Each is sent once to every route with a body.
 */
export function hostileBodies(): {
  name: string;
  payload: (base: Record<string, unknown> | null) => string;
}[] {
  if (hostile !== undefined) return hostile;
  const deep = (['object', 'array'] as const).flatMap((kind) =>
    [10_000, 100_000].map((levels) => ({ kind, levels, text: nested(kind, levels) })),
  );
  const wide = JSON.stringify(
    Object.fromEntries(Array.from({ length: 60_000 }, (_, index) => [`k${String(index)}`, index])),
  );
  hostile = [
    ...deep.map(({ kind, levels, text }) => ({
      name: `${kind}s ${String(levels)} deep`,
      payload: () => text,
    })),
    ...deep
      .filter(({ levels }) => levels === 10_000)
      .map(({ kind, text }) => ({
        name: `a field holding ${kind}s 10000 deep`,
        payload: (base: Record<string, unknown> | null) => {
          const key = Object.keys(base ?? {})[0] ?? 'a';
          const rest = JSON.stringify({ ...base, [key]: 0 });
          return `{${JSON.stringify(key)}:${text}${rest === '{}' ? '}' : `,${rest.slice(1)}`}`;
        },
      })),
    { name: 'an object of 60000 keys', payload: () => wide },
  ];
  return hostile;
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
 * Sends each of hostileBodies() to `request` and checks every answer; answers how many were sent.
 * A failing answer names the body it was given.
 */
export async function expectDocumentedAnswersToHostileBodies(
  server: FastifyInstance,
  request: SampleRequest,
  headers: Record<string, string>,
  name: string,
): Promise<number> {
  const base = jsonBodyOf(request);
  for (const body of hostileBodies()) {
    const response = await server.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.headers, ...headers, 'content-type': 'application/json' },
      payload: body.payload(base),
    });
    const seen = { route: name, body: body.name };
    expect({ ...seen, serverFault: response.statusCode >= 500 }).toEqual({ ...seen, serverFault: false });
    expectDocumentedAnswer(response);
  }
  return hostileBodies().length;
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
    await expectDocumentedAnswersToHostileBodies(
      options.server,
      request,
      options.headers,
      `${route.method} ${route.url}`,
    );
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
