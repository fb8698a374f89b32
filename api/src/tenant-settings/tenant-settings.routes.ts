import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
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
      ...fromMap('getTenantSettings', { errors: [401, 403] }),
      feature: 'clinic_settings',
      tags,
      summary: 'Clinic-wide settings',
    },
    (ctx) => readSettings(ctx),
  );
  routes.staff(
    {
      ...fromMap('updateTenantSettings', { errors: [400, 401, 403] }),
      superAdminOnly: true,
      feature: 'clinic_settings',
      tags,
      summary: 'Change clinic-wide settings (super admin)',
    },
    (ctx, { body }) => updateSettings(ctx, body),
  );
};
