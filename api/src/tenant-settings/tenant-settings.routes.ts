import { TenantSettings, TenantSettingsUpdate } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withStaff, type StaffContext } from '../auth/staff-guard';
import { errorResponses } from '../http/error-responses';
import type { Services } from '../platform/services';

async function readSettings(ctx: StaffContext): Promise<TenantSettings> {
  const row = await ctx.tx
    .selectFrom('tenant_settings')
    .select(['session_timeout_minutes'])
    .executeTakeFirst();
  return { session_timeout_minutes: row?.session_timeout_minutes ?? 30 };
}

async function updateSettings(ctx: StaffContext, input: TenantSettingsUpdate): Promise<TenantSettings> {
  if (input.session_timeout_minutes !== undefined) {
    await ctx.tx
      .insertInto('tenant_settings')
      .values({ tenant_id: ctx.principal.tenantId, session_timeout_minutes: input.session_timeout_minutes })
      .onConflict((conflict) =>
        conflict
          .column('tenant_id')
          .doUpdateSet({ session_timeout_minutes: input.session_timeout_minutes, updated_at: new Date() }),
      )
      .execute();
  }
  await ctx.audit({
    action: 'settings.updated',
    resourceType: 'tenant_settings',
    resourceId: ctx.principal.tenantId,
    outcome: 'success',
  });
  return readSettings(ctx);
}

/**
 * The clinic-wide settings a super admin controls (the idle timeout of every staff session), a
 * plan feature (clinic_settings). The idle timeout itself is enforced whatever the plan.
 */
export const tenantSettingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/tenant-settings',
    {
      config: { access: 'staff', feature: 'clinic_settings' },
      schema: {
        operationId: 'getTenantSettings',
        tags: ['settings'],
        summary: 'Clinic-wide settings',
        response: { 200: TenantSettings, ...errorResponses(401, 403) },
      },
    },
    (request) => withStaff(services.database, request, readSettings),
  );
  app.patch(
    '/api/tenant-settings',
    {
      config: { access: 'super_admin', feature: 'clinic_settings' },
      schema: {
        operationId: 'updateTenantSettings',
        tags: ['settings'],
        summary: 'Change clinic-wide settings (super admin)',
        body: TenantSettingsUpdate,
        response: { 200: TenantSettings, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => withStaff(services.database, request, (ctx) => updateSettings(ctx, request.body)),
  );
};
