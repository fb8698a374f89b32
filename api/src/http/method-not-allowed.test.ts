import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiErrorBody } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { publishFakeRemote } from '../test/fake-release';
import { createTestApp, type TestContext } from '../test/test-app';
import { patternOf } from './allowed-methods';

/**
 * HTTP semantics (RFC 9110, 15.5.6), enumerated from the route table: a method that a known path
 * does not serve is 405 with `Allow` listing the methods it does serve; an unknown path stays 404,
 * and a browser route still gets the shell's page.
 */
let ctx: TestContext;
const PAGE = '<!doctype html><html><body><div id="root"></div></body></html>';
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

beforeAll(async () => {
  ctx = await createTestApp();
  await mkdir(ctx.config.shellDir, { recursive: true });
  await writeFile(path.join(ctx.config.shellDir, 'index.html'), PAGE);
  // A live remote that declares /dashboard/appointments, so that path is a browser route.
  await publishFakeRemote(ctx.config.mfeStoreDir, {
    name: 'appointments',
    area: { routes: ['/dashboard/appointments/*'] },
  });
});
afterAll(() => ctx.close());

/**
 * Every path of the table made concrete, with the methods the router serves there: its own and
 * those of any other route matching it (`PATCH /api/staff/invitations` is `PATCH /api/staff/:id`).
 */
function servedPaths(): Map<string, Set<string>> {
  // The documentation browser's own paths are checked by hand below (its '/' has two forms).
  const routes = ctx.routes.filter((route) => route.url !== '*' && !route.url.startsWith('/api/docs'));
  const byPath = new Map<string, Set<string>>();
  for (const route of routes) {
    const concrete = route.url.replace(/:[A-Za-z0-9_]+/g, 'x1').replace('*', 'main.js');
    const served = routes.filter((other) => patternOf(other.url).test(concrete)).map((other) => other.method);
    byPath.set(concrete, new Set(served));
  }
  return byPath;
}

function codeOf(body: string): string {
  try {
    return (JSON.parse(body) as ApiErrorBody).code;
  } catch {
    return `not JSON: ${body.slice(0, 40)}`;
  }
}

it('answers 405 with Allow to every method a known path does not serve', async () => {
  const failures: string[] = [];
  let refused = 0;
  for (const [url, served] of servedPaths()) {
    for (const method of METHODS.filter((item) => !served.has(item))) {
      const response = await ctx.server.inject({ method, url, headers: { accept: 'text/html' } });
      refused += 1;
      const allow = response.headers.allow?.toString().split(', ') ?? [];
      const isListed = [...served].every((item) => allow.includes(item));
      const code = method === 'HEAD' ? 'method_not_allowed' : codeOf(response.body);
      if (response.statusCode !== 405 || !isListed || code !== 'method_not_allowed') {
        failures.push(`${method} ${url} → ${response.statusCode} ${code} Allow: ${allow.join(', ')}`);
      }
    }
  }
  expect(failures).toEqual([]);
  expect(refused).toBeGreaterThan(300);
});

it('lists exactly the methods of the path, HEAD with GET', async () => {
  const response = await ctx.server.inject({ method: 'DELETE', url: '/api/login' });
  expect(response.statusCode).toBe(405);
  expect(response.headers.allow).toBe('POST');
  expect(response.json()).toEqual({
    detail: 'DELETE is not allowed on /api/login; it serves POST',
    code: 'method_not_allowed',
  });
  const clinics = await ctx.server.inject({ method: 'PUT', url: '/api/clinics?x=1' });
  expect(clinics.headers.allow).toBe('GET, HEAD');
  for (const url of ['/api/docs', '/api/docs/', '/api/docs/json']) {
    const docs = await ctx.server.inject({ method: 'POST', url });
    expect({ url, status: docs.statusCode, allow: docs.headers.allow }).toEqual({
      url,
      status: 405,
      allow: 'GET, HEAD',
    });
  }
});

it('keeps 404 for a path nobody serves, and the page for browser routes', async () => {
  const cases: [InjectOptions, number, string][] = [
    [{ method: 'DELETE', url: '/api/nothing-here' }, 404, 'application/json'],
    [{ method: 'GET', url: '/api/patients/nothing/here/at/all' }, 404, 'application/json'],
    [{ method: 'POST', url: '/dashboard/appointments' }, 404, 'application/json'],
    [{ method: 'GET', url: '/dashboard/appointments', headers: { accept: 'text/html' } }, 200, 'text/html'],
    [{ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html' } }, 404, 'text/html'],
  ];
  for (const [request, status, type] of cases) {
    const response = await ctx.server.inject(request);
    expect({ url: request.url, status: response.statusCode, allow: response.headers.allow }).toEqual({
      url: request.url,
      status,
      allow: undefined,
    });
    expect(response.headers['content-type']).toContain(type);
  }
});
