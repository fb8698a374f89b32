import { AuditPage, AuditQuery } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { exportAuditEntries, listAuditEntries } from './audit.service';

const inOrder = (value: { from?: string | undefined; to?: string | undefined }) =>
  value.from === undefined || value.to === undefined || value.from <= value.to;
const DATE_ORDER = { message: 'The end date must not be before the start date', path: ['to'] };

const ListQuery = AuditQuery.refine(inOrder, DATE_ORDER);
const ExportQuery = AuditQuery.omit({ page: true, page_size: true }).refine(inOrder, DATE_ORDER);
const tags = ['audit'];

/** The audit log: filters, paging and CSV export. Reading it is a plan feature (audit_logging). */
export const auditRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const routes = routeHelpers(app, services);
  const audited = { permission: 'audit_read', feature: 'audit_logging' } as const;

  routes.staff(
    {
      method: 'GET',
      url: '/api/audit',
      ...audited,
      operationId: 'listAuditEvents',
      tags,
      summary: 'The audit log, newest first: filter by user, action, resource type, outcome and UTC dates',
      schema: { querystring: ListQuery, response: { 200: AuditPage, ...errorResponses(400, 401, 403) } },
    },
    (ctx, { query }) => listAuditEntries(ctx, query),
  );

  routes.staff(
    {
      method: 'GET',
      url: '/api/audit/export',
      ...audited,
      rateLimit: { max: 20, timeWindow: '1 minute' },
      operationId: 'exportAuditEvents',
      tags,
      summary: 'The filtered audit log as CSV (at most 50 000 rows, newest first)',
      schema: {
        produces: ['text/csv'],
        querystring: ExportQuery,
        // The CSV text is sent as is (a string with a non-JSON type skips the serializer).
        response: { 200: z.string(), ...errorResponses(400, 401, 403, 429) },
      },
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
