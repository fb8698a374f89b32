import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { ApiErrorBody } from '@clinio/contracts';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildApp } from '../app';
import { testConfig } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { forbidden, notFound } from './app-error';

/** Test routes stay out of the OpenAPI document (which requires an operationId of the rest). */
const HIDDEN = { schema: { hide: true } };
let db: TestDatabase;
let server: Awaited<ReturnType<typeof buildApp>>['server'];

beforeAll(async () => {
  db = await createTestDatabase();
  ({ server } = await buildApp({ config: await testConfig(), database: db.database, logger: false }));
  const typed = server.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/test/echo',
    { schema: { hide: true, body: z.object({ age: z.number().int().min(0), name: z.string().min(1) }) } },
    (request) => request.body,
  );
  typed.get('/test/boom', HIDDEN, () => {
    throw new Error('connection to 10.0.0.5 failed: select * from patients where name = $1');
  });
  typed.get('/test/items/:id', { schema: { hide: true, params: z.object({ id: z.string() }) } }, () => 'ok');
  typed.get('/test/missing', HIDDEN, () => {
    throw notFound('Patient not found');
  });
  typed.get('/test/locked', HIDDEN, () => {
    throw forbidden('Provider Notes needs the Essential plan', {
      code: 'feature_locked',
      extra: { requiredPlan: 'essential' },
    });
  });
  typed.get('/test/db-down', HIDDEN, () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  await server.ready();
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

describe('error answers', () => {
  it('says which field failed and why', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { age: -1, name: '' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body.code).toBe('validation_error');
    expect(body.fields?.map((field) => field.field).sort()).toEqual(['age', 'name']);
    expect(body.detail).toContain('age:');
  });

  it('explains a body that is not JSON', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"age": 1,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The request body is not valid JSON', code: 'bad_request' });
  });

  it('refuses an unsupported content type with 415', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<ApiErrorBody>().code).toBe('unsupported_media_type');
  });

  it('hides internal details of unexpected failures', async () => {
    const response = await server.inject({ method: 'GET', url: '/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      detail: 'Something went wrong on our side. Please try again.',
      code: 'internal_error',
    });
    expect(response.body).not.toMatch(/select|10\.0\.0\.5|at .*\.ts/);
  });

  it('passes AppError codes and their extra keys through', async () => {
    expect((await server.inject({ method: 'GET', url: '/test/missing' })).json()).toEqual({
      detail: 'Patient not found',
      code: 'not_found',
    });
    const locked = await server.inject({ method: 'GET', url: '/test/locked' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({
      detail: 'Provider Notes needs the Essential plan',
      code: 'feature_locked',
      requiredPlan: 'essential',
    });
  });

  it('turns a database outage into 503 with Retry-After', async () => {
    const response = await server.inject({ method: 'GET', url: '/test/db-down' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json<ApiErrorBody>().code).toBe('service_unavailable');
  });

  it('answers unknown API routes with the same JSON shape', async () => {
    const response = await server.inject({ method: 'DELETE', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'No route for DELETE /api/nothing-here', code: 'not_found' });
  });
});

/** Sends raw bytes to the listening server and answers what comes back. */
async function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe("the framework's own refusals leave as { detail, code }", () => {
  it.each([
    [
      'a path parameter past the router limit (FST_ERR_MAX_PARAM_LENGTH)',
      `/test/items/${'a'.repeat(200)}`,
      414,
    ],
    ['a bad %-escape (FST_ERR_BAD_URL)', '/test/items/%E0%A4%A', 400],
  ])('%s', async (_name, url, status) => {
    const response = await server.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ detail: expect.any(String) as string, code: 'bad_request' });
    expect(response.body).not.toMatch(/FST_|statusCode|aaaa/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a body over the limit with 413 payload_too_large', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: `{"name": "${'x'.repeat(1_100_000)}"}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'The request body is too large', code: 'payload_too_large' });
  });

  it('answers what the HTTP parser refuses (431, 400) in the same shape', async () => {
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    const huge = await rawExchange(
      port,
      `GET /test/missing HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(huge.split('\r\n\r\n')[1] ?? '')).toEqual({
      detail: 'The request headers are too large',
      code: 'bad_request',
    });
    const garbled = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbled).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbled.split('\r\n\r\n')[1] ?? '')).toEqual({
      detail: 'The request could not be processed',
      code: 'bad_request',
    });
  });
});
