import type { TenantSettings, TenantSettingsUpdate } from '@clinio/contracts';
import type { StaffContext } from '../auth/staff-guard';

/** The clinic's settings, with the defaults where none was saved. */
export async function readSettings(ctx: StaffContext): Promise<TenantSettings> {
  const row = await ctx.tx
    .selectFrom('tenant_settings')
    .select(['session_timeout_minutes'])
    .executeTakeFirst();
  return { session_timeout_minutes: row?.session_timeout_minutes ?? 30 };
}

/** Saves what changed (audited) and answers the settings now. */
export async function updateSettings(
  ctx: StaffContext,
  input: TenantSettingsUpdate,
): Promise<TenantSettings> {
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
