import { sql } from 'kysely';
import type { Db, TenantTx } from '../db/database';
import type { MessagesStatus } from '../db/schema/generated';
import type { Services } from '../platform/services';
import { DEFAULT_QUIET_HOURS, outOfQuietHours, type QuietHours } from './quiet-hours';

export type MessageStatus = MessagesStatus;

/**
 * How far along a message is: a status callback only ever moves it forward, so a `sent` that
 * arrives after `delivered` changes nothing (out of order), and the first final answer stays.
 */
export const STATUS_RANK: Record<MessageStatus, number> = {
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  failed: 3,
  undeliverable: 3,
  opted_out: 3,
  cancelled: 3,
  received: 3,
};

/** One step of a message's delivery timeline; a step already recorded is not recorded again. */
export async function recordEvent(
  tx: TenantTx,
  tenantId: string,
  messageId: string,
  status: string,
  detail: string | null = null,
): Promise<boolean> {
  const inserted = await tx
    .insertInto('message_events')
    .values({ tenant_id: tenantId, message_id: messageId, status, detail })
    .onConflict((conflict) => conflict.doNothing())
    .returning('status')
    .executeTakeFirst();
  return inserted !== undefined;
}

export interface ClinicMessaging {
  clinicName: string;
  /** The clinic's public id (its booking page and the links of its reminders). */
  clinicId: string;
  quiet: QuietHours;
  helpContact: string;
}

/** The clinic's name and id, quiet hours and HELP contact (defaults when never set). */
export async function clinicMessaging(tx: TenantTx): Promise<ClinicMessaging> {
  const clinic = await tx.selectFrom('clinics').select(['id', 'name']).executeTakeFirst();
  const settings = await tx
    .selectFrom('messaging_settings')
    .select(['quiet_start', 'quiet_end', 'help_contact'])
    .executeTakeFirst();
  return {
    clinicName: clinic?.name ?? 'Clinio',
    clinicId: clinic?.id ?? '',
    quiet: settings ? { start: settings.quiet_start, end: settings.quiet_end } : DEFAULT_QUIET_HOURS,
    helpContact: settings?.help_contact ?? '',
  };
}

/** The zone a message's quiet hours are read in: its branch's, else the clinic's first branch's. */
export async function timezoneFor(tx: TenantTx, branchId: string | null): Promise<string> {
  const query = tx.selectFrom('branches').select('timezone').orderBy('created_at').limit(1);
  const row = await (branchId === null ? query : query.where('id', '=', branchId)).executeTakeFirst();
  return row?.timezone ?? 'UTC';
}

/** Whether the address said STOP (SMS) or unsubscribed (e-mail) at this clinic. */
export async function isOptedOut(tx: TenantTx, channel: 'email' | 'sms', address: string): Promise<boolean> {
  const row = await tx
    .selectFrom('message_opt_outs')
    .select('address')
    .where('channel', '=', channel)
    .where('address', '=', address)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewMessage {
  channel: 'email' | 'sms';
  patientId: string | null;
  branchId: string | null;
  to: string;
  subject: string;
  body: string;
  /** When it is due; moved out of the quiet hours unless urgent. */
  due: Date;
  urgent: boolean;
  templateId?: string | null;
  ruleId?: string | null;
  campaignId?: string | null;
  appointmentId?: string | null;
  appointmentStart?: Date | null;
  createdBy?: string | null;
  /** Not to be sent (no usable number, opted out): kept, visible and counted, never queued. */
  skipped?: { status: 'undeliverable' | 'opted_out'; reason: string | null };
}

/**
 * Adds an outbound message and its send job in `tx` (both exist exactly when `tx` commits). A
 * reminder already made for the same rule, visit and time is not made again: answers null.
 */
/** A message's row but its send time (the quiet hours decide it). */
function messageRow(tenantId: string, message: NewMessage) {
  return {
    tenant_id: tenantId,
    channel: message.channel,
    patient_id: message.patientId,
    branch_id: message.branchId,
    to_address: message.to,
    subject: message.subject,
    body: message.body,
    urgent: message.urgent,
    template_id: message.templateId ?? null,
    rule_id: message.ruleId ?? null,
    campaign_id: message.campaignId ?? null,
    appointment_id: message.appointmentId ?? null,
    appointment_start: message.appointmentStart ?? null,
    created_by: message.createdBy ?? null,
    ...(message.skipped === undefined
      ? {}
      : { status: message.skipped.status, failure_reason: message.skipped.reason }),
  };
}

export async function queueMessage(
  services: Services,
  tx: TenantTx,
  tenantId: string,
  message: NewMessage,
  clinic?: ClinicMessaging,
): Promise<{ id: string; sendAfter: Date } | null> {
  const settings = clinic ?? (await clinicMessaging(tx));
  const sendAfter = message.urgent
    ? message.due
    : outOfQuietHours(message.due, await timezoneFor(tx, message.branchId), settings.quiet);
  const row = await tx
    .insertInto('messages')
    .values({ ...messageRow(tenantId, message), send_after: sendAfter })
    .onConflict((conflict) => conflict.doNothing())
    .returning(['id'])
    .executeTakeFirst();
  if (row === undefined) return null;
  if (message.skipped !== undefined) {
    await recordEvent(tx, tenantId, row.id, message.skipped.status, message.skipped.reason);
    return null;
  }
  await recordEvent(tx, tenantId, row.id, 'queued');
  await enqueueSend(services, tx, tenantId, row.id, sendAfter);
  return { id: row.id, sendAfter };
}

/**
 * `queueMessage` for many messages at once (a campaign): the same rows, events and send jobs, a
 * few statements per 500 messages instead of several per message. Answers how many were queued.
 */
export async function queueMessages(
  services: Services,
  tx: TenantTx,
  tenantId: string,
  messages: readonly NewMessage[],
  clinic: ClinicMessaging,
): Promise<number> {
  const zones = new Map<string | null, string>();
  const zoneOf = async (branchId: string | null) => {
    const known = zones.get(branchId);
    if (known !== undefined) return known;
    const zone = await timezoneFor(tx, branchId);
    zones.set(branchId, zone);
    return zone;
  };
  let queued = 0;
  for (let start = 0; start < messages.length; start += 500) {
    const chunk = messages.slice(start, start + 500);
    const values = [];
    for (const message of chunk) {
      const sendAfter = message.urgent
        ? message.due
        : outOfQuietHours(message.due, await zoneOf(message.branchId), clinic.quiet);
      values.push({ ...messageRow(tenantId, message), send_after: sendAfter });
    }
    const rows = await tx
      .insertInto('messages')
      .values(values)
      .onConflict((conflict) => conflict.doNothing())
      .returning(['id', 'status', 'failure_reason', 'send_after'])
      .execute();
    if (rows.length === 0) continue;
    await tx
      .insertInto('message_events')
      .values(
        rows.map((row) => ({
          tenant_id: tenantId,
          message_id: row.id,
          status: row.status,
          detail: row.status === 'queued' ? null : row.failure_reason,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const sends = rows.filter((row) => row.status === 'queued');
    const now = Date.now();
    await services.jobs.enqueueMany(
      tx,
      'messages.send',
      sends.map((row) => ({
        data: { tenantId, messageId: row.id },
        ...(row.send_after.getTime() > now ? { startAfter: row.send_after } : {}),
      })),
    );
    queued += sends.length;
  }
  return queued;
}

/** The send job of a message, due at `at` (now when it has passed). */
export async function enqueueSend(
  services: Services,
  db: Db,
  tenantId: string,
  messageId: string,
  at: Date,
): Promise<void> {
  await services.jobs.enqueue(
    db,
    'messages.send',
    { tenantId, messageId },
    at.getTime() > Date.now() ? { startAfter: at } : {},
  );
}

/** Moves a message forward to `status` (never back: STATUS_RANK); answers whether it moved. */
export async function advanceStatus(
  tx: TenantTx,
  messageId: string,
  status: MessageStatus,
  fields: { failure_reason?: string | null; delivered_at?: Date } = {},
): Promise<boolean> {
  const lower = (Object.keys(STATUS_RANK) as MessageStatus[]).filter(
    (name) => STATUS_RANK[name] < STATUS_RANK[status],
  );
  const result = await tx
    .updateTable('messages')
    .set({ status, updated_at: sql<Date>`now()`, ...fields })
    .where('id', '=', messageId)
    .where('status', 'in', lower)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
