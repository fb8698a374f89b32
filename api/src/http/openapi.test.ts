import Fastify from 'fastify';
import type { RouteRow } from '../app';
import { createTestApp, type TestContext } from '../test/test-app';
import { registerOpenApi } from './openapi';

/**
 * The OpenAPI document (issue 9, section 5) is one a client can be generated from: every
 * operation named once, its credentials declared from the route's access, its error answers
 * documented in the `{ detail, code }` shape. Enumerated from the route table.
 */
interface Answer {
  $ref?: string;
  content?: Record<string, { schema: { required?: string[]; $ref?: string } }>;
}
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, Answer>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; in?: string; name?: string }>;
    schemas: Record<string, { required?: string[] }>;
    responses: Record<string, Answer>;
  };
}

let ctx: TestContext;
let document: Document;

beforeAll(async () => {
  ctx = await createTestApp();
  document = ctx.server.swagger() as unknown as Document;
});
afterAll(() => ctx.close());

function operationOf(route: RouteRow): Operation | undefined {
  const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return document.paths[path]?.[route.method.toLowerCase()];
}

const documented = () =>
  ctx.routes.filter((route) => route.method !== 'HEAD' && operationOf(route) !== undefined);

it('documents every /api route, each with its own verb-first operationId', () => {
  // The development providers' HTML pages (ADR 055) stand in for Google's and Zoom's own sites:
  // they are no part of the API, and answer 404 once a real adapter is configured.
  const api = ctx.routes.filter(
    (route) =>
      route.url.startsWith('/api/') &&
      !route.url.startsWith('/api/docs') &&
      !route.url.startsWith('/api/integrations/dev/') &&
      route.method !== 'HEAD',
  );
  expect(api.filter((route) => operationOf(route) === undefined)).toEqual([]);
  const ids = documented().map((route) => operationOf(route)?.operationId ?? '');
  expect(ids.every((id) => /^[a-z]+[A-Z][A-Za-z0-9]*$/.test(id))).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
  expect(operationOf({ method: 'GET', url: '/api/notifications' } as RouteRow)?.operationId).toBe(
    'listNotifications',
  );
});

it('declares the bearer token, the refresh cookies and the CSRF header', () => {
  expect(document.components.securitySchemes).toEqual({
    bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }) as unknown,
    staffRefreshCookie: expect.objectContaining({
      type: 'apiKey',
      in: 'cookie',
      name: 'clinio_refresh',
    }) as unknown,
    patientRefreshCookie: expect.objectContaining({
      type: 'apiKey',
      in: 'cookie',
      name: 'clinio_patient_refresh',
    }) as unknown,
    csrfToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-CSRF-Token' }) as unknown,
  });
});

it("says which credentials each operation takes, from the route's access", () => {
  for (const route of documented()) {
    const security = operationOf(route)?.security;
    const name = `${route.method} ${route.url}`;
    if (route.access === undefined || route.access === 'public') {
      // A public operation never needs a bearer token: none, a cookie, or a signed URL ({}).
      const isOpen =
        (security ?? []).length === 0 || (security ?? []).some((item) => !('bearerAuth' in item));
      expect({ name, isOpen }).toEqual({ name, isOpen: true });
    } else {
      expect({ name, bearer: security?.[0]?.bearerAuth }).toEqual({ name, bearer: [] });
    }
  }
  const security = (method: string, url: string) => operationOf({ method, url } as RouteRow)?.security;
  expect(security('POST', '/api/login')).toEqual([]);
  expect(security('POST', '/api/refresh-token')).toEqual([{ staffRefreshCookie: [] }]);
  expect(security('POST', '/api/logout')).toEqual([{ bearerAuth: [], csrfToken: [] }]);
  expect(security('POST', '/api/patients/authorize-clinic')).toEqual([
    { bearerAuth: [] },
    { patientRefreshCookie: [], csrfToken: [] },
  ]);
  expect(security('GET', '/api/clinics/:clinicId/logo')).toEqual([{}, { bearerAuth: [] }]);
});

it('documents the error answers of every operation in the { detail, code } shape', () => {
  const withoutClientErrors: string[] = [];
  for (const route of documented()) {
    const operation = operationOf(route);
    const statuses = Object.keys(operation?.responses ?? {});
    const errors = statuses.filter((status) => Number(status) >= 400);
    if (!errors.some((status) => status.startsWith('4')))
      withoutClientErrors.push(`${route.method} ${route.url}`);
    for (const status of errors) {
      // One shared answer per status, whose body is the one shared error type (issue 20).
      const reference = operation?.responses[status]?.$ref;
      expect({ route: route.url, status, reference }).toEqual({
        route: route.url,
        status,
        reference: `#/components/responses/Error${status}`,
      });
      const shared = document.components.responses[`Error${status}`];
      const schema = shared?.content?.['application/json']?.schema;
      expect(schema?.$ref).toBe('#/components/schemas/ApiError');
    }
    if (route.access !== undefined && route.access !== 'public') {
      expect({ route: route.url, statuses: statuses.filter((s) => s === '401' || s === '403') }).toEqual({
        route: route.url,
        statuses: ['401', '403'],
      });
    }
  }
  expect(document.components.schemas.ApiError?.required).toEqual(['detail', 'code']);
  // No input, no credentials, no limit: these answer no 4xx at all (ADR 023).
  expect(withoutClientErrors.sort()).toEqual([
    'GET /api/public-config',
    'GET /healthz',
    'GET /mfe/registry.json',
    'GET /readyz',
  ]);
});

it('refuses to start with a route that names no operation, or one that repeats a name', async () => {
  const app = Fastify();
  await registerOpenApi(app, { publicAppUrl: 'http://localhost' });
  app.get('/a', { schema: { operationId: 'getA' } }, () => 'a');
  expect(() => app.get('/b', { schema: {} }, () => 'b')).toThrow(/must declare schema.operationId/);
  expect(() => app.get('/c', { schema: { operationId: 'getA' } }, () => 'c')).toThrow(
    /share operationId getA/,
  );
  await app.close();
});
