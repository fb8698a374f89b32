import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
import type { Services } from '../platform/services';
import { platformAnalytics } from './analytics.service';
import { exportPlatformAudit, listPlatformAudit } from './platform-audit.service';
import { getPlatformSettings, updatePlatformSettings } from './platform-settings.service';
import { reactivateTenant, suspendTenant } from './tenant-status.service';
import { getTenantDetail, listTenants } from './tenants.service';

const tags = ['system-admin'];

/**
 * The system administrator's platform area (/system-admin/{tab}): tenants, analytics, the
 * platform audit log and platform settings. Every route takes the system administrator's token
 * only (`access: 'system'`: staff and patient tokens are refused with 403 before the body is
 * read); the route helper's `withSystemAdmin` then checks the administrator's session on every request. Reads across
 * tenants use the unscoped handle; writes to a tenant run in that tenant's transaction.
 * (Plans, features and subscriptions of tenants are in api/src/plans.)
 */
export const platformRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const routes = routeHelpers(app, services);
  const { config } = services;

  // Tenant details, people's e-mail addresses and audit entries are never cached.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  routes.system(
    {
      ...fromMap('listTenants', { errors: [400, 401, 403] }),
      tags,
      summary:
        'Tenants: search by name, slug or clinic code; filter by status, plan and subscription; sort; page',
    },
    (ctx, { query }) => listTenants(ctx, query),
  );

  routes.system(
    {
      ...fromMap('getTenant', { errors: [400, 401, 403, 404] }),
      tags,
      summary: 'A tenant: its row, suspension, branches, super admins, storage and recent platform audit',
    },
    (ctx, { params }) => getTenantDetail(ctx, config.uploadsDir, params.tenantId),
  );

  routes.system(
    {
      ...fromMap('suspendTenant', { errors: [400, 401, 403, 404, 409] }),
      tags,
      summary: "Suspend a clinic account: its staff's sessions end at once and sign-in is refused",
    },
    (ctx, { params, body }) => suspendTenant(ctx, params.tenantId, body.reason),
  );

  routes.system(
    {
      ...fromMap('reactivateTenant', { errors: [400, 401, 403, 404, 409] }),
      tags,
      summary: 'Reactivate a suspended clinic account',
    },
    (ctx, { params, body }) => reactivateTenant(ctx, params.tenantId, body.reason),
  );

  routes.system(
    {
      ...fromMap('getPlatformAnalytics', { errors: [400, 401, 403] }),
      tags,
      summary: 'Platform analytics: tenants, staff, patients, sign-ins and storage by day, week or month',
    },
    (ctx, { query }) => platformAnalytics(ctx, config.uploadsDir, query),
  );

  routes.system(
    {
      ...fromMap('listPlatformAuditEvents', { errors: [400, 401, 403] }),
      tags,
      summary:
        'The platform audit log, newest first: filter by administrator, action, tenant, outcome, UTC dates',
    },
    (ctx, { query }) => listPlatformAudit(ctx, query),
  );

  routes.system(
    {
      ...fromMap('exportPlatformAuditEvents', { errors: [400, 401, 403, 429], produces: ['text/csv'] }),
      rateLimit: { max: 20, timeWindow: '1 minute' },
      tags,
      summary: 'The filtered platform audit log as CSV, streamed (newest first)',
    },
    async (ctx, { query }, { reply }) => {
      const result = await exportPlatformAudit(ctx, query);
      const day = new Date().toISOString().slice(0, 10);
      void reply.type('text/csv; charset=utf-8').headers({
        'content-disposition': `attachment; filename="platform-audit-${day}.csv"`,
        'x-export-rows': String(result.rows),
        'x-export-truncated': String(result.truncated),
      });
      // Typed as the documented string body; Fastify pipes a stream without serializing it.
      return result.stream;
    },
  );

  routes.system(
    {
      ...fromMap('getPlatformSettings', { errors: [401, 403] }),
      tags,
      summary: 'Platform-wide settings',
    },
    (ctx) => getPlatformSettings(ctx),
  );

  routes.system(
    {
      ...fromMap('updatePlatformSettings', { errors: [400, 401, 403] }),
      tags,
      summary: 'Change platform-wide settings (the fields sent)',
    },
    (ctx, { body }) => updatePlatformSettings(ctx, body),
  );
};
