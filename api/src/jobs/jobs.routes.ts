import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
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
      ...fromMap('listPlatformJobs', { errors: [400, 401, 403] }),
      tags: ['system-admin'],
      summary: 'Jobs of the durable queue by state (default: failed, the dead letters), newest first',
    },
    (ctx, { query }, { reply }) => {
      void reply.header('cache-control', 'no-store');
      return listJobs(ctx, query);
    },
  );

  routes.system(
    {
      ...fromMap('retryPlatformJob', { errors: [400, 401, 403, 404, 409] }),
      tags: ['system-admin'],
      summary: 'One more attempt for a failed job (a dead letter), due now; 409 for a job in any other state',
    },
    (ctx, { params }) => retryJob(ctx, services.jobs, params.id),
  );
};
