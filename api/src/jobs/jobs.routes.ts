import { PlatformJobPage, PlatformJobQuery } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSystemAdmin } from '../auth/system-guard';
import { errorResponses } from '../http/error-responses';
import type { Services } from '../platform/services';
import { listJobs } from './jobs.service';

/**
 * The job queue for the system administrator (token `system` only, like every
 * /api/system-admin route): the dead letters by default, or the jobs in any other state.
 */
export const jobsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { database, config } = services;

  app.get(
    '/api/system-admin/jobs',
    {
      config: { access: 'system' },
      schema: {
        operationId: 'listPlatformJobs',
        tags: ['system-admin'],
        summary: 'Jobs of the durable queue by state (default: failed, the dead letters), newest first',
        querystring: PlatformJobQuery,
        response: { 200: PlatformJobPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return withSystemAdmin(database, config, request, (ctx) => listJobs(ctx, request.query));
    },
  );
};
