import { ApiErrorBody, ENDPOINTS } from '@clinio/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandling } from '../errors/error-handler';
import { fromMap } from './from-map';
import { publicRoutes } from './route-helpers';

describe('fromMap: a route read from its endpoint map entry', () => {
  it('takes the method, path, operationId and schemas from the map, and documents the errors it is told', () => {
    const route = fromMap('createPatient', { errors: [400, 409], status: 201 });
    expect(route).toMatchObject({
      method: 'POST',
      url: '/api/patients/',
      operationId: 'createPatient',
      status: 201,
    });
    expect(route.schema.body).toBe(ENDPOINTS.createPatient.body);
    expect(route.schema.response[201]).toBe(ENDPOINTS.createPatient.response);
    expect(route.schema.response[400]).toBe(ApiErrorBody);
    expect(route.schema.response[409]).toBe(ApiErrorBody);
    expect(Object.keys(route.schema.response).sort()).toEqual(['201', '400', '409']);
    expect(route.schema.params).toBeUndefined();
  });

  it('answers 200 unless told, takes params and query, and may document one body under two statuses', () => {
    const read = fromMap('getPatient', { errors: [404] });
    expect(read.status).toBe(200);
    expect(read.schema.params).toBe(ENDPOINTS.getPatient.params);
    expect(read.schema.querystring).toBe(ENDPOINTS.getPatient.query);
    const signup = fromMap('signUpForLaunchNews', { errors: [429], alsoAnswers: [201] });
    expect(signup.schema.response[200]).toBe(ENDPOINTS.signUpForLaunchNews.response);
    expect(signup.schema.response[201]).toBe(ENDPOINTS.signUpForLaunchNews.response);
  });

  it('marks an upload as multipart and a file answer by its media type', () => {
    expect(fromMap('createPatientImport', { errors: [413], status: 201 }).schema.consumes).toEqual([
      'multipart/form-data',
    ]);
    const csv = fromMap('exportPatients', { errors: [429], produces: ['text/csv'] });
    expect(csv.schema.produces).toEqual(['text/csv']);
    expect(Object.keys(csv.schema.response)).toEqual(['429']);
  });
});

describe('the audience check at registration', () => {
  const app = () => {
    const server = Fastify();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(server);
    return server;
  };

  it('refuses a route registered for another audience than its map entry names', () => {
    expect(() =>
      publicRoutes(app()).public(
        { ...fromMap('listPatients', { errors: [] }), tags: ['patients'], summary: 'wrong helper' },
        () => ({ results: [], total: 0 }),
      ),
    ).toThrow('Route listPatients is registered as public, but the endpoint map says staff');
  });

  it('serves a public route from its map entry, validating its input and answering its status', async () => {
    const server = app();
    publicRoutes(server).public(
      {
        ...fromMap('receiveAnalyticsEvent', { errors: [400], status: 202 }),
        tags: ['platform'],
        summary: 'test',
      },
      () => 'ok' as const,
    );
    const bad = await server.inject({
      method: 'POST',
      url: ENDPOINTS.receiveAnalyticsEvent.path,
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error' });
    const good = await server.inject({
      method: 'POST',
      url: ENDPOINTS.receiveAnalyticsEvent.path,
      payload: { name: 'pageview', url: 'http://localhost:8000/', domain: 'localhost' },
    });
    expect(good.statusCode).toBe(202);
    await server.close();
  });
});
