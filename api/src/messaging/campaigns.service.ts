import type { ENDPOINTS } from '@clinio/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import { assertFound, conflict } from '../errors/app-error';
import { validationError } from '../forms/answer-validator';
import type { Services } from '../platform/services';
import { audienceOf, type Audience } from './campaign-audience';
import { recordEvent } from './message-store';

type CampaignInput = z.output<(typeof ENDPOINTS)['createCampaign']['body']>;
const COLUMNS = [
  'id',
  'name',
  'template_id',
  'audience',
  'status',
  'send_at',
  'throttle_per_minute',
  'recipients',
  'prepared_at',
  'created_at',
] as const;

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
  recipients: number | null;
  prepared_at: Date | null;
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
  // Sent by earlier code, a campaign has no count: its messages were made in the send call.
  const preparing = row.recipients !== null && row.prepared_at === null && row.status !== 'cancelled';
  const { prepared_at: _prepared, ...fields } = row;
  return {
    ...fields,
    preparing,
    audience: row.audience as Audience,
    status: (row.status === 'sending' && pending === 0 && !preparing ? 'sent' : row.status) as 'draft',
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
 * Sends a campaign now or at `send_at`: counts its audience and queues the `campaigns.prepare`
 * job (campaign-prepare.ts), which makes one message per patient in batches, spaced by the
 * throttle; an opted-out or unusable address is recorded as skipped and counted, never queued.
 * The call answers at once; the campaign reads `preparing` until every message exists.
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
  const now = new Date();
  const start = sendAt === undefined ? now : new Date(Math.max(new Date(sendAt).getTime(), now.getTime()));
  const count = await audienceOf(ctx.tx, campaign.audience as Audience, now)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const recipients = Number(count.n);
  const row = await ctx.tx
    .updateTable('campaigns')
    .set({
      status: start.getTime() > now.getTime() ? 'scheduled' : 'sending',
      send_at: start,
      recipients,
      prepared_at: recipients === 0 ? now : null,
      updated_at: now,
    })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  if (recipients > 0)
    await services.jobs.enqueue(ctx.tx, 'campaigns.prepare', {
      tenantId: ctx.principal.tenantId,
      campaignId: id,
    });
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
