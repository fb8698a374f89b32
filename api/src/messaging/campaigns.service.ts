import type { ENDPOINTS } from '@clinio/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import { assertFound, conflict } from '../errors/app-error';
import { validationError } from '../forms/answer-validator';
import type { Services } from '../platform/services';
import { clinicMessaging, queueMessages, recordEvent, timezoneFor, type NewMessage } from './message-store';
import { outOfQuietHours } from './quiet-hours';
import { toE164 } from './phone';
import { renderTemplate } from './templates';
import { textFor } from './templates.service';
import { patientAccountLocales } from '../i18n/recipient-locale';

type CampaignInput = z.output<(typeof ENDPOINTS)['createCampaign']['body']>;
type Audience = CampaignInput['audience'];

const MINUTE = 60_000;
const COLUMNS = [
  'id',
  'name',
  'template_id',
  'audience',
  'status',
  'send_at',
  'throttle_per_minute',
  'created_at',
] as const;

/** The clinic's patients an audience names (active records only), as a query to count or list. */
function audienceOf(tx: TenantTx, audience: Audience, now: Date) {
  let query = tx
    .selectFrom('patients as p')
    .where('p.merged_into', 'is', null)
    .where('p.archived_at', 'is', null);
  if (audience.tags && audience.tags.length > 0)
    query = query.where(sql<boolean>`p.tags && ${audience.tags}::text[]`);
  if (audience.branch_id) query = query.where('p.branch_id', '=', audience.branch_id);
  if (audience.age_min !== undefined)
    query = query.where(
      sql<boolean>`p.date_of_birth <= (${now}::date - make_interval(years => ${audience.age_min}))`,
    );
  if (audience.age_max !== undefined)
    query = query.where(
      sql<boolean>`p.date_of_birth > (${now}::date - make_interval(years => ${audience.age_max + 1}))`,
    );
  if (audience.appointment_type)
    query = query.where(
      sql<boolean>`exists (select 1 from appointments a where a.patient_id = p.id and a.appointment_type = ${audience.appointment_type})`,
    );
  if (audience.has_upcoming_visit !== undefined)
    query = query.where(
      sql<boolean>`${sql.raw(audience.has_upcoming_visit ? '' : 'not')} exists (select 1 from appointments a
        where a.patient_id = p.id and a.start_time > ${now} and a.status in ('booked', 'confirmed'))`,
    );
  const lastVisit = sql`(select max(a.start_time) from appointments a where a.patient_id = p.id
    and a.start_time < ${now} and a.status not in ('cancelled', 'no_show'))`;
  if (audience.last_visit_before)
    query = query.where(sql<boolean>`${lastVisit} < ${audience.last_visit_before}::date`);
  if (audience.last_visit_after)
    query = query.where(sql<boolean>`${lastVisit} >= ${audience.last_visit_after}::date`);
  return query;
}

/** A branch or template of another clinic reads as unknown: a 400 at its field, nothing made. */
async function checkCampaign(
  tx: TenantTx,
  input: { template_id?: string; audience: Audience },
): Promise<void> {
  if (input.audience.branch_id) {
    const branch = await tx
      .selectFrom('branches')
      .select('id')
      .where('id', '=', input.audience.branch_id)
      .executeTakeFirst();
    if (branch === undefined)
      throw validationError([{ field: 'audience.branch_id', message: 'No such branch' }]);
  }
  if (input.template_id !== undefined) {
    const template = await tx
      .selectFrom('message_templates')
      .select('id')
      .where('id', '=', input.template_id)
      .executeTakeFirst();
    if (template === undefined)
      throw validationError([{ field: 'template_id', message: 'No such template' }]);
  }
}

interface CampaignRow {
  id: string;
  name: string;
  template_id: string;
  audience: unknown;
  status: string;
  send_at: Date | null;
  throttle_per_minute: number;
  created_at: Date;
}

/** Recipients who texted the clinic back within a week of their campaign text (STOP included). */
export async function repliesTo(tx: TenantTx, campaignId: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(distinct r.from_address) as n
      from messages m
      join messages r on r.direction = 'inbound' and r.channel = 'sms' and r.from_address = m.to_address
       and r.created_at > m.sent_at and r.created_at < m.sent_at + interval '7 days'
     where m.campaign_id = ${campaignId} and m.channel = 'sms' and m.sent_at is not null`.execute(tx);
  return Number(rows[0]?.n ?? 0);
}

async function present(tx: TenantTx, row: CampaignRow) {
  const counts = await tx
    .selectFrom('messages')
    .select(['status', sql<string>`count(*)`.as('n')])
    .where('campaign_id', '=', row.id)
    .groupBy('status')
    .execute();
  const results = Object.fromEntries(counts.map((count) => [count.status, Number(count.n)]));
  const pending = (results.queued ?? 0) + (results.sending ?? 0);
  return {
    ...row,
    audience: row.audience as Audience,
    status: (row.status === 'sending' && pending === 0 ? 'sent' : row.status) as 'draft',
    send_at: row.send_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    results,
    replies: await repliesTo(tx, row.id),
  };
}

export async function listCampaigns(ctx: StaffContext) {
  const rows = await ctx.tx.selectFrom('campaigns').select(COLUMNS).orderBy('created_at', 'desc').execute();
  return { items: await Promise.all(rows.map((row) => present(ctx.tx, row))) };
}

export async function createCampaign(ctx: StaffContext, input: CampaignInput) {
  await checkCampaign(ctx.tx, input);
  const row = await ctx.tx
    .insertInto('campaigns')
    .values({
      tenant_id: ctx.principal.tenantId,
      ...input,
      audience: JSON.stringify(input.audience),
      created_by: ctx.principal.userId,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return present(ctx.tx, row);
}

/** How many patients an audience reaches now, and the first few of them. */
export async function previewCampaignAudience(ctx: StaffContext, audience: Audience) {
  await checkCampaign(ctx.tx, { audience });
  const now = new Date();
  const count = await audienceOf(ctx.tx, audience, now)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const sample = await audienceOf(ctx.tx, audience, now)
    .select(['p.id', 'p.first_name', 'p.last_name'])
    .orderBy('p.last_name')
    .orderBy('p.id')
    .limit(5)
    .execute();
  return {
    count: Number(count.n),
    sample: sample.map((p) => ({ id: p.id, name: `${p.first_name} ${p.last_name}` })),
  };
}

/**
 * Sends a campaign now or at `send_at`: one message per patient of the audience (unique per
 * campaign and patient, so a second send makes none), spaced by the throttle; an opted-out or
 * unusable address is recorded as skipped and counted, never queued.
 */
export async function sendCampaign(
  services: Services,
  ctx: StaffContext,
  id: string,
  sendAt: string | undefined,
) {
  const campaign = assertFound(
    await ctx.tx.selectFrom('campaigns').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst(),
    'Campaign',
  );
  if (campaign.status !== 'draft') throw conflict('This campaign was already sent or cancelled');
  const template = await ctx.tx
    .selectFrom('message_templates')
    .select(['id', 'channel', 'subject', 'body', 'subject_es', 'body_es'])
    .where('id', '=', campaign.template_id)
    .executeTakeFirstOrThrow();
  const now = new Date();
  const start = sendAt === undefined ? now : new Date(Math.max(new Date(sendAt).getTime(), now.getTime()));
  const clinic = await clinicMessaging(ctx.tx);
  // The throttle spaces messages from the first moment outside the quiet hours (the first branch's zone).
  const first = outOfQuietHours(start, await timezoneFor(ctx.tx, null), clinic.quiet);
  const optedOut = new Set(
    (
      await ctx.tx
        .selectFrom('message_opt_outs')
        .select('address')
        .where('channel', '=', template.channel)
        .execute()
    ).map((row) => row.address),
  );
  const patients = await audienceOf(ctx.tx, campaign.audience as Audience, now)
    .select(['p.id', 'p.first_name', 'p.last_name', 'p.phone_number', 'p.email', 'p.branch_id'])
    .orderBy('p.id')
    .execute();
  const locales = await patientAccountLocales(
    ctx.tx,
    patients.map((patient) => patient.id),
  );
  const messages: NewMessage[] = [];
  let queued = 0;
  for (const patient of patients) {
    const values = {
      patient_first_name: patient.first_name,
      patient_last_name: patient.last_name,
      clinic_name: clinic.clinicName,
    };
    const to =
      template.channel === 'sms' ? toE164(patient.phone_number) : patient.email.trim().toLowerCase() || null;
    // In the patient's language when the template has a Spanish text (their account's choice).
    const text = textFor(template, locales.get(patient.id) ?? null);
    const skipped =
      to === null
        ? {
            status: 'undeliverable' as const,
            reason: template.channel === 'sms' ? 'No valid mobile number' : 'No e-mail address',
          }
        : optedOut.has(to)
          ? { status: 'opted_out' as const, reason: null }
          : undefined;
    const due = new Date(first.getTime() + Math.floor(queued / campaign.throttle_per_minute) * MINUTE);
    if (skipped === undefined) queued += 1;
    messages.push({
      channel: template.channel,
      patientId: patient.id,
      branchId: patient.branch_id,
      to: to ?? (patient.phone_number || patient.email || '(none)').slice(0, 254),
      subject: renderTemplate(text.subject, values),
      body: renderTemplate(text.body, values),
      due,
      urgent: false,
      templateId: template.id,
      campaignId: campaign.id,
      createdBy: ctx.principal.userId,
      ...(skipped === undefined ? {} : { skipped }),
    });
  }
  await queueMessages(services, ctx.tx, ctx.principal.tenantId, messages, clinic);
  const row = await ctx.tx
    .updateTable('campaigns')
    .set({
      status: start.getTime() > now.getTime() ? 'scheduled' : 'sending',
      send_at: start,
      updated_at: now,
    })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return present(ctx.tx, row);
}

/** Stops a campaign: its messages not yet sent are cancelled (those sent stay in the results). */
export async function cancelCampaign(ctx: StaffContext, id: string) {
  const row = assertFound(
    await ctx.tx
      .updateTable('campaigns')
      .set({ status: 'cancelled', updated_at: new Date() })
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirst(),
    'Campaign',
  );
  const cancelled = await ctx.tx
    .updateTable('messages')
    .set({ status: 'cancelled', failure_reason: 'The campaign was cancelled', updated_at: new Date() })
    .where('campaign_id', '=', id)
    .where('status', '=', 'queued')
    .returning('id')
    .execute();
  for (const message of cancelled)
    await recordEvent(ctx.tx, ctx.principal.tenantId, message.id, 'cancelled', 'The campaign was cancelled');
  return present(ctx.tx, row);
}
