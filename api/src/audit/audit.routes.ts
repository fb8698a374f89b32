import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
import type { Services } from '../platform/services';
import { exportAuditEntries, listAuditEntries } from './audit.service';

const tags = ['audit'];

/** The audit log: filters, paging and CSV export. Reading it is a plan feature (audit_logging). */
export const auditRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const routes = routeHelpers(app, services);
  const audited = { permission: 'audit_read', feature: 'audit_logging' } as const;

  routes.staff(
    {
      ...fromMap('listAuditEvents', { errors: [400, 401, 403] }),
      ...audited,
      tags,
      summary: 'The audit log, newest first: filter by user, action, resource type, outcome and UTC dates',
    },
    (ctx, { query }) => listAuditEntries(ctx, query),
  );

  routes.staff(
    {
      ...fromMap('exportAuditEvents', { errors: [400, 401, 403, 429], produces: ['text/csv'] }),
      ...audited,
      rateLimit: { max: 20, timeWindow: '1 minute' },
      tags,
      summary: 'The filtered audit log as CSV (at most 50 000 rows, newest first)',
    },
    async (ctx, { query }, { reply }) => {
      const result = await exportAuditEntries(ctx, query);
      const day = new Date().toISOString().slice(0, 10);
      void reply.type('text/csv; charset=utf-8').headers({
        'content-disposition': `attachment; filename="audit-log-${day}.csv"`,
        'cache-control': 'no-store',
        'x-export-rows': String(result.rows),
        'x-export-truncated': String(result.truncated),
      });
      return result.csv;
    },
  );
};
