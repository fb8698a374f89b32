import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { errorResponses } from '../http/error-responses';

const HealthResponse = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
const ReadyResponse = z.object({ status: z.literal('ready') });

/** Liveness of the process and readiness to serve (the database answers). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; isClosing: () => boolean }> = async (
  app,
  { database, isClosing },
) => {
  app.get(
    '/healthz',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['platform'],
        summary: 'The process is up',
        response: { 200: HealthResponse },
      },
    },
    () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        operationId: 'getReadiness',
        tags: ['platform'],
        summary: 'The database is reachable and the process is not shutting down',
        response: { 200: ReadyResponse, ...errorResponses(503) },
      },
    },
    async (_request, reply) => {
      if (!isClosing() && (await database.ping())) return { status: 'ready' as const };
      void reply.header('Retry-After', '5');
      return reply.status(503).send({ detail: 'Not ready to serve requests', code: 'service_unavailable' });
    },
  );
};
