import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { fromMap } from '../http/from-map';
import { publicRoutes } from '../http/route-helpers';
import { liveness } from './liveness-fast-path';

/** Liveness of the process and readiness to serve (the database answers). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; isClosing: () => boolean }> = async (
  app,
  { database, isClosing },
) => {
  const routes = publicRoutes(app);
  routes.public(
    {
      ...fromMap('getHealth', { errors: [] }),
      tags: ['platform'],
      summary: 'The process is up',
    },
    () => liveness(),
  );

  routes.public(
    {
      ...fromMap('getReadiness', { errors: [503] }),
      tags: ['platform'],
      summary: 'The database is reachable and the process is not shutting down',
    },
    async (_request, reply) => {
      if (!isClosing() && (await database.ping())) return { status: 'ready' as const };
      void reply.header('Retry-After', '5');
      return reply.status(503).send({ detail: 'Not ready to serve requests', code: 'service_unavailable' });
    },
  );
};
