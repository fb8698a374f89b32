import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
import type { Services } from '../platform/services';
import { dashboardSummary, tenantOverview } from './dashboard.service';

const tags = ['dashboard'];

/**
 * The dashboard homes' figures (ADR 019). Counts only, computed on request from the tenant's own
 * rows: nothing is cached, so a figure is never older than the page showing it.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { database, config } = services;
  const routes = routeHelpers(app, services);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  routes.staff(
    {
      ...fromMap('getDashboardSummary', { errors: [401, 403] }),
      tags,
      summary: "The caller's home: patients, staff and open items, as far as their permissions reach",
    },
    (ctx) => dashboardSummary(ctx),
  );

  routes.staff(
    {
      ...fromMap('getTenantOverview', { errors: [401, 403] }),
      superAdminOnly: true,
      tags,
      summary: 'The whole clinic account for its super admin: plan, people, branches, storage, sign-ins',
    },
    (ctx) => tenantOverview(ctx, { database, uploadsDir: config.uploadsDir }),
  );
};
