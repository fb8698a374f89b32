import { randomUUID } from 'node:crypto';
import {
  buildPatient,
  buildPatientLogin,
  buildSession,
  buildSystemAdmin,
  buildTenant,
} from '../test/factories';
import { expectDocumentedAnswer, hostileBodies } from '../test/generated-input';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildMember } from '../staff/staff-test-fixtures';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body';

/**
 * Issue 20 (quality bar 16): a body nested 10,000 levels deep made every route with a body answer
 * 500 (a recursive walk ran out of stack). Every route with a body in the route table, signed in as
 * the caller it expects, gets each hostile body and answers a documented 4xx; the deep ones are
 * refused by the parser's depth check before anything walks them.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 2)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(1000)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${'{'.repeat(10)}"}`, 1)).toBe(false);
    expect(
      nestsDeeperThan(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`, MAX_JSON_DEPTH),
    ).toBe(false);
    expect(
      nestsDeeperThan(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`, MAX_JSON_DEPTH),
    ).toBe(true);
  });
});

it('answers every route with a body a documented 4xx to deep and wide bodies', async () => {
  const tenant = await buildTenant(ctx.db.database);
  const owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  const login = await buildPatientLogin(ctx.db.database);
  await buildPatient(ctx.db.database, { tenant, login });
  const patient = await buildSession(ctx.server, login);
  const system = await buildSession(ctx.server, await buildSystemAdmin(ctx.db.database));
  const headersFor: Record<string, Record<string, string>> = {
    staff: owner.session.headers,
    super_admin: owner.session.headers,
    user: owner.session.headers,
    patient: patient.headers,
    patient_cookie: patient.headers,
    system: system.headers,
  };
  const routes = ctx.routes.filter(
    (route) => route.method !== 'GET' && route.method !== 'HEAD' && route.method !== 'OPTIONS',
  );
  const refusedForDepth = new Set<string>();
  const failures: string[] = [];
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    for (const body of hostileBodies()) {
      const response = await ctx.server.inject({
        method: route.method,
        url: route.url.replace(/:[A-Za-z_]+/g, randomUUID()),
        headers: {
          ...headersFor[route.access ?? ''],
          origin: ctx.config.publicAppUrl,
          'content-type': 'application/json',
        },
        payload: body.payload(null),
      });
      if (response.statusCode >= 500) failures.push(`${name} with ${body.name} → ${response.statusCode}`);
      else expectDocumentedAnswer(response);
      if (body.name.includes('deep') && /nested too deeply/.test(response.body)) refusedForDepth.add(name);
    }
  }
  expect(failures).toEqual([]);
  // The probe found 62 operations with a body; all of them, and the routes added since, now reach
  // the parser's check with their caller's session.
  expect(refusedForDepth.size).toBeGreaterThanOrEqual(62);
  // Over a hundred routes, each parsing (and refusing) a 1 MB object of 60,000 keys.
}, 120_000);
