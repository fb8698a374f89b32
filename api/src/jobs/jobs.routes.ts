import { ENDPOINTS as E, PlatformJobPage, PlatformJobQuery } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { listJobs, retryJob } from './jobs.service';

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

  routes.system(
    {
      method: 'POST',
      url: E.retryPlatformJob.path,
      operationId: 'retryPlatformJob',
      tags: ['system-admin'],
      summary: 'One more attempt for a failed job (a dead letter), due now; 409 for a job in any other state',
      schema: {
        params: E.retryPlatformJob.params,
        response: { 200: E.retryPlatformJob.response, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params }) => retryJob(ctx, services.jobs, params.id),
  );
};
