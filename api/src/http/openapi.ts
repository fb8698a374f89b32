import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the routes' zod schemas; browse it at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Clinio API',
        description: 'The server behind the Clinio web product. Errors are always `{ detail, code }`.',
        version: '1.0.0',
      },
      tags: [
        { name: 'platform', description: 'Health, configuration and the remote registry' },
        { name: 'marketing', description: 'Launch sign-ups and contact messages from the public site' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true } });
}
