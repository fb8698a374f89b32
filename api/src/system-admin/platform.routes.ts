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
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { platformAnalytics } from './analytics.service';
import { exportPlatformAudit, listPlatformAudit } from './platform-audit.service';
import { getPlatformSettings, updatePlatformSettings } from './platform-settings.service';
import { reactivateTenant, suspendTenant } from './tenant-status.service';
import { getTenantDetail, listTenants } from './tenants.service';

const TenantParams = z.object({ tenantId: Uuid });
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
      method: 'GET',
      url: '/api/system-admin/tenants',
      operationId: 'listTenants',
      tags,
      summary:
        'Tenants: search by name, slug or clinic code; filter by status, plan and subscription; sort; page',
      schema: {
        querystring: PlatformTenantQuery,
        response: { 200: PlatformTenantPage, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { query }) => listTenants(ctx, query),
  );

  routes.system(
    {
      method: 'GET',
      url: '/api/system-admin/tenants/:tenantId',
      operationId: 'getTenant',
      tags,
      summary: 'A tenant: its row, suspension, branches, super admins, storage and recent platform audit',
      schema: {
        params: TenantParams,
        response: { 200: PlatformTenantDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => getTenantDetail(ctx, config.uploadsDir, params.tenantId),
  );

  routes.system(
    {
      method: 'POST',
      url: '/api/system-admin/tenants/:tenantId/suspend',
      operationId: 'suspendTenant',
      tags,
      summary: "Suspend a clinic account: its staff's sessions end at once and sign-in is refused",
      schema: {
        params: TenantParams,
        body: TenantStatusChangeRequest,
        response: { 200: TenantStatusChangeResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params, body }) => suspendTenant(ctx, params.tenantId, body.reason),
  );

  routes.system(
    {
      method: 'POST',
      url: '/api/system-admin/tenants/:tenantId/reactivate',
      operationId: 'reactivateTenant',
      tags,
      summary: 'Reactivate a suspended clinic account',
      schema: {
        params: TenantParams,
        body: TenantStatusChangeRequest,
        response: { 200: TenantStatusChangeResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params, body }) => reactivateTenant(ctx, params.tenantId, body.reason),
  );

  routes.system(
    {
      method: 'GET',
      url: '/api/system-admin/analytics',
      operationId: 'getPlatformAnalytics',
      tags,
      summary: 'Platform analytics: tenants, staff, patients, sign-ins and storage by day, week or month',
      schema: {
        querystring: PlatformAnalyticsQuery,
        response: { 200: PlatformAnalytics, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { query }) => platformAnalytics(ctx, config.uploadsDir, query),
  );

  routes.system(
    {
      method: 'GET',
      url: '/api/system-admin/audit',
      operationId: 'listPlatformAuditEvents',
      tags,
      summary:
        'The platform audit log, newest first: filter by administrator, action, tenant, outcome, UTC dates',
      schema: {
        querystring: PlatformAuditQuery,
        response: { 200: PlatformAuditPage, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { query }) => listPlatformAudit(ctx, query),
  );

  routes.system(
    {
      method: 'GET',
      url: '/api/system-admin/audit/export',
      rateLimit: { max: 20, timeWindow: '1 minute' },
      operationId: 'exportPlatformAuditEvents',
      tags,
      summary: 'The filtered platform audit log as CSV, streamed (newest first)',
      schema: {
        produces: ['text/csv'],
        querystring: PlatformAuditExportQuery,
        // The CSV is streamed as is (a stream skips the serializer).
        response: { 200: z.string(), ...errorResponses(400, 401, 403, 429) },
      },
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
      return result.stream as unknown as string;
    },
  );

  routes.system(
    {
      method: 'GET',
      url: '/api/system-admin/settings',
      operationId: 'getPlatformSettings',
      tags,
      summary: 'Platform-wide settings',
      schema: {
        response: { 200: PlatformSettings, ...errorResponses(401, 403) },
      },
    },
    (ctx) => getPlatformSettings(ctx),
  );

  routes.system(
    {
      method: 'PATCH',
      url: '/api/system-admin/settings',
      operationId: 'updatePlatformSettings',
      tags,
      summary: 'Change platform-wide settings (the fields sent)',
      schema: {
        body: PlatformSettingsUpdate,
        response: { 200: PlatformSettings, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { body }) => updatePlatformSettings(ctx, body),
  );
};
