import { PlatformJobPage, PlatformJobQuery } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { listJobs } from './jobs.service';

/**
 * The job queue for the system administrator (token `system` only, like every
 * /api/system-admin route): the dead letters by default, or the jobs in any other state.
 */
export const jobsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const routes = routeHelpers(app, services);

  routes.system(
    {
      method: 'GET',
      url: '/api/system-admin/jobs',
      operationId: 'listPlatformJobs',
      tags: ['system-admin'],
      summary: 'Jobs of the durable queue by state (default: failed, the dead letters), newest first',
      schema: {
        querystring: PlatformJobQuery,
        response: { 200: PlatformJobPage, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { query }, { reply }) => {
      void reply.header('cache-control', 'no-store');
      return listJobs(ctx, query);
    },
  );
};
