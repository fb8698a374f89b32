import type { ENDPOINTS } from '@clinio/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import { assertFound } from '../errors/app-error';
import { validationError } from '../forms/answer-validator';
import { DEFAULT_QUIET_HOURS } from './quiet-hours';

type RuleInput = z.output<(typeof ENDPOINTS)['createReminderRule']['body']>;
type SettingsInput = z.output<(typeof ENDPOINTS)['updateMessagingSettings']['body']>;

const COLUMNS = [
  'id',
  'name',
  'template_id',
  'trigger',
  'offset_minutes',
  'appointment_type',
  'is_active',
  'created_at',
] as const;

const present = <R extends { created_at: Date; trigger: string }>(row: R) => ({
  ...row,
  trigger: row.trigger as 'before' | 'on_booking' | 'after',
  created_at: row.created_at.toISOString(),
});

/** The template and appointment type must be this clinic's (another clinic's id reads as unknown). */
async function checkRule(ctx: StaffContext, input: RuleInput): Promise<void> {
  const template = await ctx.tx
    .selectFrom('message_templates')
    .select('id')
    .where('id', '=', input.template_id)
    .executeTakeFirst();
  if (template === undefined) throw validationError([{ field: 'template_id', message: 'No such template' }]);
  if (input.appointment_type === null) return;
  const type = await ctx.tx
    .selectFrom('appointment_types')
    .select('key')
    .where('key', '=', input.appointment_type)
    .executeTakeFirst();
  if (type === undefined)
    throw validationError([{ field: 'appointment_type', message: 'No such appointment type' }]);
}

export async function listReminderRules(ctx: StaffContext) {
  const rows = await ctx.tx
    .selectFrom('reminder_rules')
    .select(COLUMNS)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return { items: rows.map(present) };
}

export async function createReminderRule(ctx: StaffContext, input: RuleInput) {
  await checkRule(ctx, input);
  const row = await ctx.tx
    .insertInto('reminder_rules')
    .values({ tenant_id: ctx.principal.tenantId, ...input, created_by: ctx.principal.userId })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return present(row);
}

export async function updateReminderRule(ctx: StaffContext, id: string, input: RuleInput) {
  await checkRule(ctx, input);
  const row = await ctx.tx
    .updateTable('reminder_rules')
    .set({ ...input, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return present(assertFound(row, 'Reminder rule'));
}

const hhmm = (time: string) => time.slice(0, 5);

export async function getMessagingSettings(ctx: StaffContext) {
  const row = await ctx.tx
    .selectFrom('messaging_settings')
    .select(['quiet_start', 'quiet_end', 'help_contact'])
    .executeTakeFirst();
  return {
    quiet_start: hhmm(row?.quiet_start ?? DEFAULT_QUIET_HOURS.start),
    quiet_end: hhmm(row?.quiet_end ?? DEFAULT_QUIET_HOURS.end),
    help_contact: row?.help_contact ?? '',
  };
}

export async function updateMessagingSettings(ctx: StaffContext, input: SettingsInput) {
  await ctx.tx
    .insertInto('messaging_settings')
    .values({ tenant_id: ctx.principal.tenantId, ...input })
    .onConflict((conflict) =>
      conflict.column('tenant_id').doUpdateSet({ ...input, updated_at: sql<Date>`now()` }),
    )
    .execute();
  return getMessagingSettings(ctx);
}
