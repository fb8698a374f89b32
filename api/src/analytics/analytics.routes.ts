import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromMap } from '../http/from-map';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { analyticsOverview } from './analytics.service';
import { analyticsReport } from './reports.service';
import { systemAnalytics } from './system.service';

const tags = ['analytics'];
const permission = 'analytics_read' as const;

/**
 * Analytics, reports and system analytics (issue 21, ADR 054 and 056): computed on request from the
 * tenant's own rows in its transaction, in the caller's branches. Nothing is cached.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { database, config } = services;
  const routes = routeHelpers(app, services);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  routes.staff(
    {
      ...fromMap('getAnalyticsOverview', { errors: [400, 401, 403] }),
      permission,
      feature: 'basic_analytics',
      tags,
      summary: 'Visits, no-shows, patients and money over a range beside the previous period',
    },
    (ctx, { query }) => analyticsOverview(ctx, database, query),
  );

  routes.staff(
    {
      ...fromMap('getAnalyticsReport', { errors: [400, 401, 403] }),
      permission,
      feature: 'basic_analytics',
      tags,
      summary: 'One report table (visits, no-shows, patients, billing) grouped as asked, with totals',
    },
    (ctx, { params, query }) => analyticsReport(ctx, database, params.section, query),
  );

  routes.staff(
    {
      ...fromMap('getSystemAnalytics', { errors: [400, 401, 403] }),
      permission,
      feature: 'system_analytics',
      tags,
      summary: "The clinic's use of Clinio: sign-ins, active staff, portal adoption, messages, storage",
    },
    (ctx, { query }) => systemAnalytics(ctx, config.uploadsDir, query),
  );
};
