import diagnostics from 'node:diagnostics_channel';
import { ENDPOINTS, type Endpoint } from '@clinio/contracts';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../test/test-app';

/**
 * The endpoint map of @clinio/contracts (ADR 031) and the server agree: every documented route
 * (method, path, operationId, access) is one entry of ENDPOINTS and every entry is one route, with
 * the same JSON Schema for its path parameters, query, body and 2xx answer. The browser calls
 * operations by name from the map, so a route changed without its entry fails here.
 */
interface RegisteredRoute {
  method: string;
  url: string;
  operationId: string;
  access: string;
  schema: FastifySchema;
  isMultipart: boolean;
}

const registered: RegisteredRoute[] = [];
// The application creates its own Fastify instance: hook its routes from the instance's birth.
const onInstance = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    const operationId: unknown = schema.operationId;
    if (schema.hide === true || typeof operationId !== 'string') return;
    for (const method of [route.method].flat().filter((verb) => verb !== 'HEAD')) {
      registered.push({
        method,
        url: route.url,
        operationId,
        access: route.config?.access ?? 'public',
        schema,
        isMultipart: Array.isArray(schema.consumes) && schema.consumes.includes('multipart/form-data'),
      });
    }
  });
};

let ctx: TestContext;
beforeAll(async () => {
  diagnostics.subscribe('fastify.initialization', onInstance);
  ctx = await createTestApp();
});
afterAll(async () => {
  diagnostics.unsubscribe('fastify.initialization', onInstance);
  await ctx.close();
});

const entries = () => Object.entries(ENDPOINTS) as [string, Endpoint][];

function jsonSchema(schema: unknown, io: 'input' | 'output'): unknown {
  if (schema === undefined) return undefined;
  return z.toJSONSchema(schema as z.ZodType, { io, unrepresentable: 'any' });
}

function successOf(schema: FastifySchema): unknown {
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const status = Object.keys(response)
    .filter((code) => code.startsWith('2'))
    .sort()[0];
  return status === undefined ? undefined : response[status];
}

it('names every documented route once in the map, and nothing else', () => {
  expect(registered.length).toBeGreaterThan(90);
  const routes = registered.map(
    (route) => `${route.operationId} ${route.method} ${route.url} ${route.access}`,
  );
  const mapped = entries().map(
    ([name, endpoint]) => `${name} ${endpoint.method} ${endpoint.path} ${endpoint.access}`,
  );
  expect(new Set(routes).size).toBe(routes.length);
  expect([...mapped].sort()).toEqual([...routes].sort());
});

it("gives each entry the route's schemas: path parameters, query, body, 2xx answer", () => {
  const byName = new Map(registered.map((route) => [route.operationId, route]));
  for (const [name, endpoint] of entries()) {
    const route = byName.get(name);
    const server = {
      name,
      params: jsonSchema(route?.schema.params, 'input'),
      query: jsonSchema(route?.schema.querystring, 'input'),
      body: jsonSchema(route?.schema.body, 'input'),
      response: jsonSchema(route && successOf(route.schema), 'output'),
      upload: route?.isMultipart === true ? true : undefined,
    };
    const map = {
      name,
      params: jsonSchema(endpoint.params, 'input'),
      query: jsonSchema(endpoint.query, 'input'),
      body: jsonSchema(endpoint.body, 'input'),
      response: jsonSchema(endpoint.response, 'output'),
      upload: endpoint.upload,
    };
    expect(map).toEqual(server);
  }
});

it('tells a changed schema apart (the comparison is not blind)', () => {
  const changed = ENDPOINTS.listNotifications.query.extend({ extra: z.string() });
  expect(jsonSchema(changed, 'input')).not.toEqual(jsonSchema(ENDPOINTS.listNotifications.query, 'input'));
  expect(jsonSchema(ENDPOINTS.updateStaff.body, 'input')).toEqual(
    expect.objectContaining({ additionalProperties: false }),
  );
});
