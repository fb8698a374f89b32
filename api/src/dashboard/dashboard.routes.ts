import { DashboardSummary, TenantOverview } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
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
      method: 'GET',
      url: '/api/dashboard/summary',
      operationId: 'getDashboardSummary',
      tags,
      summary: "The caller's home: patients, staff and open items, as far as their permissions reach",
      schema: { response: { 200: DashboardSummary, ...errorResponses(401, 403) } },
    },
    (ctx) => dashboardSummary(ctx),
  );

  routes.staff(
    {
      method: 'GET',
      url: '/api/dashboard/tenant-overview',
      superAdminOnly: true,
      operationId: 'getTenantOverview',
      tags,
      summary: 'The whole clinic account for its super admin: plan, people, branches, storage, sign-ins',
      schema: { response: { 200: TenantOverview, ...errorResponses(401, 403) } },
    },
    (ctx) => tenantOverview(ctx, { database, uploadsDir: config.uploadsDir }),
  );
};
