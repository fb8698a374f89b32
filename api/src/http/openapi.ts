import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentedSchema, SECURITY_SCHEMES } from './openapi-operations';
import { shareErrorAnswers, tidySchemas } from './openapi-tidy';

/** Verb first, camelCase: the operation's name in the OpenAPI document and in the endpoint map (ADR 031). */
const OPERATION_ID = /^[a-z]+[A-Z][A-Za-z0-9]*$/;

/**
 * Every documented route names its operation once, in its schema (`operationId`), and no two
 * share a name: the server refuses to start otherwise, like a route without `config.access`.
 */
function requireOperationIds(app: FastifyInstance): void {
  const seen = new Map<string, string>();
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.schema?.hide === true || methods.every((method) => method === 'HEAD')) return;
    const where = `${methods.join(',')} ${route.url}`;
    const id: unknown = route.schema?.operationId;
    if (typeof id !== 'string' || !OPERATION_ID.test(id)) {
      throw new Error(`Route ${where} must declare schema.operationId (verb-first camelCase)`);
    }
    const other = seen.get(id);
    if (other !== undefined) throw new Error(`Routes ${other} and ${where} share operationId ${id}`);
    seen.set(id, where);
  });
}

/**
 * The OpenAPI document is generated from the routes' zod schemas, their operationId and their
 * declared access (security and error answers, see openapi-operations); browse it at /api/docs.
 * `pnpm --filter api openapi:lint` writes it to a file and lints it with Redocly (ADR 023).
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { publicAppUrl: string },
): Promise<void> {
  requireOperationIds(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Clinio API',
        description: 'The server behind the Clinio web product. Errors are always `{ detail, code }`.',
        version: '1.0.0',
        license: { name: 'Proprietary: the Clinio terms of service', url: `${options.publicAppUrl}/terms` },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: [
        { name: 'platform', description: 'Health, configuration and the remote registry' },
        { name: 'marketing', description: 'Launch sign-ups and contact messages from the public site' },
      ],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (input) =>
      jsonSchemaTransform({ ...input, schema: documentedSchema({ ...input.route, schema: input.schema }) }),
    transformObject: (document) =>
      shareErrorAnswers(
        tidySchemas('openapiObject' in document ? document.openapiObject : document.swaggerObject),
      ),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true } });
}
