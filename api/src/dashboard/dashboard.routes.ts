import { DashboardSummary, TenantOverview } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withStaff } from '../auth/staff-guard';
import { errorResponses } from '../http/error-responses';
import type { Services } from '../platform/services';
import { dashboardSummary, tenantOverview } from './dashboard.service';

const tags = ['dashboard'];

/**
 * The dashboard homes' figures (ADR 019). Counts only, computed on request from the tenant's own
 * rows: nothing is cached, so a figure is never older than the page showing it.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { database, config } = services;
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/dashboard/summary',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getDashboardSummary',
        tags,
        summary: "The caller's home: patients, staff and open items, as far as their permissions reach",
        response: { 200: DashboardSummary, ...errorResponses(401, 403) },
      },
    },
    (request) => withStaff(database, request, (ctx) => dashboardSummary(ctx)),
  );

  app.get(
    '/api/dashboard/tenant-overview',
    {
      config: { access: 'super_admin' },
      schema: {
        operationId: 'getTenantOverview',
        tags,
        summary: 'The whole clinic account for its super admin: plan, people, branches, storage, sign-ins',
        response: { 200: TenantOverview, ...errorResponses(401, 403) },
      },
    },
    (request) =>
      withStaff(database, request, (ctx) => tenantOverview(ctx, { database, uploadsDir: config.uploadsDir })),
  );
};
