import { TenantSettings, TenantSettingsUpdate } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { readSettings, updateSettings } from './tenant-settings.service';

const tags = ['settings'];

/**
 * The clinic-wide settings a super admin controls (the idle timeout of every staff session), a
 * plan feature (clinic_settings). The idle timeout itself is enforced whatever the plan.
 */
export const tenantSettingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const routes = routeHelpers(app, services);
  routes.staff(
    {
      method: 'GET',
      url: '/api/tenant-settings',
      feature: 'clinic_settings',
      operationId: 'getTenantSettings',
      tags,
      summary: 'Clinic-wide settings',
      schema: { response: { 200: TenantSettings, ...errorResponses(401, 403) } },
    },
    (ctx) => readSettings(ctx),
  );
  routes.staff(
    {
      method: 'PATCH',
      url: '/api/tenant-settings',
      superAdminOnly: true,
      feature: 'clinic_settings',
      operationId: 'updateTenantSettings',
      tags,
      summary: 'Change clinic-wide settings (super admin)',
      schema: {
        body: TenantSettingsUpdate,
        response: { 200: TenantSettings, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { body }) => updateSettings(ctx, body),
  );
};
