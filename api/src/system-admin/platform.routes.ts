import {
  PlatformAnalytics,
  PlatformAnalyticsQuery,
  PlatformAuditExportQuery,
  PlatformAuditPage,
  PlatformAuditQuery,
  PlatformSettings,
  PlatformSettingsUpdate,
  PlatformTenantDetail,
  PlatformTenantPage,
  PlatformTenantQuery,
  TenantStatusChangeRequest,
  TenantStatusChangeResponse,
  Uuid,
} from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withSystemAdmin } from '../auth/system-guard';
import { errorResponses } from '../http/error-responses';
import type { Services } from '../platform/services';
import { platformAnalytics } from './analytics.service';
import { exportPlatformAudit, listPlatformAudit } from './platform-audit.service';
import { getPlatformSettings, updatePlatformSettings } from './platform-settings.service';
import { reactivateTenant, suspendTenant } from './tenant-status.service';
import { getTenantDetail, listTenants } from './tenants.service';

const TenantParams = z.object({ tenantId: Uuid });
const tags = ['system-admin'];
const access = 'system' as const;

/**
 * The system administrator's platform area (/system-admin/{tab}): tenants, analytics, the
 * platform audit log and platform settings. Every route takes the system administrator's token
 * only (`access: 'system'`: staff and patient tokens are refused with 403 before the body is
 * read); `withSystemAdmin` then checks the administrator's session on every request. Reads across
 * tenants use the unscoped handle; writes to a tenant run in that tenant's transaction.
 * (Plans, features and subscriptions of tenants are in api/src/plans.)
 */
export const platformRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { database, config } = services;

  // Tenant details, people's e-mail addresses and audit entries are never cached.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/system-admin/tenants',
    {
      config: { access },
      schema: {
        operationId: 'listTenants',
        tags,
        summary:
          'Tenants: search by name, slug or clinic code; filter by status, plan and subscription; sort; page',
        querystring: PlatformTenantQuery,
        response: { 200: PlatformTenantPage, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => withSystemAdmin(database, config, request, (ctx) => listTenants(ctx, request.query)),
  );

  app.get(
    '/api/system-admin/tenants/:tenantId',
    {
      config: { access },
      schema: {
        operationId: 'getTenant',
        tags,
        summary: 'A tenant: its row, suspension, branches, super admins, storage and recent platform audit',
        params: TenantParams,
        response: { 200: PlatformTenantDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      withSystemAdmin(database, config, request, (ctx) =>
        getTenantDetail(ctx, config.uploadsDir, request.params.tenantId),
      ),
  );

  app.post(
    '/api/system-admin/tenants/:tenantId/suspend',
    {
      config: { access },
      schema: {
        operationId: 'suspendTenant',
        tags,
        summary: "Suspend a clinic account: its staff's sessions end at once and sign-in is refused",
        params: TenantParams,
        body: TenantStatusChangeRequest,
        response: { 200: TenantStatusChangeResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      withSystemAdmin(database, config, request, (ctx) =>
        suspendTenant(ctx, request.params.tenantId, request.body.reason),
      ),
  );

  app.post(
    '/api/system-admin/tenants/:tenantId/reactivate',
    {
      config: { access },
      schema: {
        operationId: 'reactivateTenant',
        tags,
        summary: 'Reactivate a suspended clinic account',
        params: TenantParams,
        body: TenantStatusChangeRequest,
        response: { 200: TenantStatusChangeResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      withSystemAdmin(database, config, request, (ctx) =>
        reactivateTenant(ctx, request.params.tenantId, request.body.reason),
      ),
  );

  app.get(
    '/api/system-admin/analytics',
    {
      config: { access },
      schema: {
        operationId: 'getPlatformAnalytics',
        tags,
        summary: 'Platform analytics: tenants, staff, patients, sign-ins and storage by day, week or month',
        querystring: PlatformAnalyticsQuery,
        response: { 200: PlatformAnalytics, ...errorResponses(400, 401, 403) },
      },
    },
    (request) =>
      withSystemAdmin(database, config, request, (ctx) =>
        platformAnalytics(ctx, config.uploadsDir, request.query),
      ),
  );

  app.get(
    '/api/system-admin/audit',
    {
      config: { access },
      schema: {
        operationId: 'listPlatformAuditEvents',
        tags,
        summary:
          'The platform audit log, newest first: filter by administrator, action, tenant, outcome, UTC dates',
        querystring: PlatformAuditQuery,
        response: { 200: PlatformAuditPage, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => withSystemAdmin(database, config, request, (ctx) => listPlatformAudit(ctx, request.query)),
  );

  app.get(
    '/api/system-admin/audit/export',
    {
      config: { access, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        operationId: 'exportPlatformAuditEvents',
        tags,
        summary: 'The filtered platform audit log as CSV, streamed (newest first)',
        produces: ['text/csv'],
        querystring: PlatformAuditExportQuery,
        // The CSV is streamed as is (a stream skips the serializer).
        response: { 200: z.string(), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const result = await withSystemAdmin(database, config, request, (ctx) =>
        exportPlatformAudit(ctx, request.query),
      );
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .headers({
            'content-disposition': `attachment; filename="platform-audit-${day}.csv"`,
            'x-export-rows': String(result.rows),
            'x-export-truncated': String(result.truncated),
          })
          // Typed as the documented string body; Fastify pipes a stream without serializing it.
          .send(result.stream as unknown as string)
      );
    },
  );

  app.get(
    '/api/system-admin/settings',
    {
      config: { access },
      schema: {
        operationId: 'getPlatformSettings',
        tags,
        summary: 'Platform-wide settings',
        response: { 200: PlatformSettings, ...errorResponses(401, 403) },
      },
    },
    (request) => withSystemAdmin(database, config, request, getPlatformSettings),
  );

  app.patch(
    '/api/system-admin/settings',
    {
      config: { access },
      schema: {
        operationId: 'updatePlatformSettings',
        tags,
        summary: 'Change platform-wide settings (the fields sent)',
        body: PlatformSettingsUpdate,
        response: { 200: PlatformSettings, ...errorResponses(400, 401, 403) },
      },
    },
    (request) =>
      withSystemAdmin(database, config, request, (ctx) => updatePlatformSettings(ctx, request.body)),
  );
};
