import { redactText } from '@clinio/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/database';
import type { JobInfo } from '../jobs/job-queue';
import { runJobForTenant } from '../jobs/tenant-job';
import type { Services } from '../platform/services';
import {
  advanceStatus,
  clinicMessaging,
  enqueueSend,
  isOptedOut,
  recordEvent,
  timezoneFor,
} from './message-store';
import { isUsNumber } from './phone';
import { outOfQuietHours } from './quiet-hours';
import { SmsSendError } from './sms-channel';
import { unsubscribeHeaders } from './unsubscribe';

/** Attempts of one send job before its message is marked failed (RETRIED in queues.ts: 1 + 5). */
const LAST_ATTEMPT = 6;
/**
 * A claim older than this was left by a process that died during the call (the SMS call gives up
 * after 15 s); a younger one is a send in flight, which another run leaves alone.
 */
const STALE_CLAIM_MS = 90_000;

export const INTERRUPTED =
  'The send was interrupted before the provider answered; it is not tried again, so it can never arrive twice.';

interface Claimed {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  from: string;
  subject: string;
  body: string;
}

type Decision = { kind: 'send'; message: Claimed } | { kind: 'done' };

/**
 * The `messages.send` job (ADR 049). In one transaction it decides, on the message row locked:
 * already handled (done), no longer wanted (the visit was cancelled or moved), opted out, inside
 * the quiet hours (moved to their end), or claimed (queued -> sending, committed before the
 * provider is called). The claim is the idempotency record of bar 22: a second job, a retry or a
 * restarted process finds the row no longer queued and sends nothing; a claim whose process died
 * during the call is marked failed (INTERRUPTED) rather than risk a second copy.
 */
export async function runMessageSendJob(
  services: Services,
  data: { tenantId: string; messageId: string },
  job: JobInfo = { id: '', attempt: 1 },
  /** The moment the run acts at: the real time, or the development clock's (dev-clock.ts). */
  now: Date = new Date(),
): Promise<void> {
  const { tenantId, messageId } = data;
  const decision = await runJobForTenant(services.database, tenantId, (tx) =>
    decide(services, tx, tenantId, messageId, now),
  );
  if (decision.kind === 'done') return;
  const { message } = decision;
  try {
    const result = await deliver(services, tenantId, message);
    await runJobForTenant(services.database, tenantId, async (tx) => {
      // A status callback may have come first and moved the message on: it is never moved back.
      await tx
        .updateTable('messages')
        .set({ provider_id: result.providerId, sent_at: sql<Date>`now()` })
        .where('id', '=', message.id)
        .execute();
      await advanceStatus(tx, message.id, 'sent');
      await recordEvent(tx, tenantId, message.id, 'sent');
      if (
        result.delivered &&
        (await advanceStatus(tx, message.id, 'delivered', { delivered_at: new Date() }))
      )
        await recordEvent(tx, tenantId, message.id, 'delivered');
    });
  } catch (error) {
    const retry = error instanceof SmsSendError ? error.retry : message.channel === 'email';
    const reason = redactText(error instanceof Error ? error.message : 'Send failed').slice(0, 500);
    await runJobForTenant(services.database, tenantId, async (tx) => {
      if (retry && job.attempt < LAST_ATTEMPT) {
        await tx.updateTable('messages').set({ status: 'queued' }).where('id', '=', message.id).execute();
        return;
      }
      await tx
        .updateTable('messages')
        .set({ status: 'failed', failure_reason: reason, updated_at: sql<Date>`now()` })
        .where('id', '=', message.id)
        .where('status', '=', 'sending')
        .execute();
      await recordEvent(tx, tenantId, message.id, 'failed', reason);
    });
    // The queue tries again later (back off); the row is queued again, so the retry may claim it.
    if (retry && job.attempt < LAST_ATTEMPT)
      throw new Error(`Send will be retried: ${reason}`, { cause: error });
  }
}

async function decide(
  services: Services,
  tx: TenantTx,
  tenantId: string,
  messageId: string,
  now: Date,
): Promise<Decision> {
  const row = await tx
    .selectFrom('messages')
    .selectAll()
    .where('id', '=', messageId)
    .where('direction', '=', 'outbound')
    .forUpdate()
    .executeTakeFirst();
  if (row === undefined) return { kind: 'done' };
  if (row.status === 'sending' && Date.now() - row.updated_at.getTime() < STALE_CLAIM_MS) {
    // Another run is calling the provider right now: look again later (the queue retries).
    throw new Error('The message is being sent by another run');
  }
  if (row.status === 'sending') {
    // A process died between the claim and the provider's answer: never risk a second copy.
    await tx
      .updateTable('messages')
      .set({ status: 'failed', failure_reason: INTERRUPTED, updated_at: sql<Date>`now()` })
      .where('id', '=', messageId)
      .execute();
    await recordEvent(tx, tenantId, messageId, 'failed', INTERRUPTED);
    return { kind: 'done' };
  }
  if (row.status !== 'queued') return { kind: 'done' };
  // A later job is due (the message was moved out of the quiet hours): that one sends it.
  if (row.send_after.getTime() > now.getTime() + 1_000) return { kind: 'done' };
  if (row.appointment_id !== null && !(await visitStands(tx, row.appointment_id, row.appointment_start))) {
    await finish(tx, tenantId, messageId, 'cancelled', 'The visit was cancelled or moved');
    return { kind: 'done' };
  }
  if (await isOptedOut(tx, row.channel, row.to_address)) {
    await finish(tx, tenantId, messageId, 'opted_out', null);
    return { kind: 'done' };
  }
  const from =
    row.channel === 'sms'
      ? await smsSender(services, tx, row.branch_id, row.to_address)
      : services.config.mailFrom;
  if (from === null) {
    await finish(tx, tenantId, messageId, 'failed', UNREGISTERED_US);
    return { kind: 'done' };
  }
  if (!row.urgent) {
    const clinic = await clinicMessaging(tx);
    const due = outOfQuietHours(now, await timezoneFor(tx, row.branch_id), clinic.quiet);
    if (due.getTime() > now.getTime()) {
      await tx.updateTable('messages').set({ send_after: due }).where('id', '=', messageId).execute();
      await enqueueSend(services, tx, tenantId, messageId, due);
      return { kind: 'done' };
    }
  }
  await tx
    .updateTable('messages')
    .set({ status: 'sending', attempts: sql<number>`attempts + 1`, updated_at: sql<Date>`now()` })
    .where('id', '=', messageId)
    .execute();
  return {
    kind: 'send',
    message: {
      id: row.id,
      channel: row.channel,
      to: row.to_address,
      from,
      subject: row.subject,
      body: row.body,
    },
  };
}

async function finish(
  tx: TenantTx,
  tenantId: string,
  messageId: string,
  status: 'cancelled' | 'opted_out' | 'failed',
  reason: string | null,
) {
  await tx
    .updateTable('messages')
    .set({ status, failure_reason: reason, updated_at: sql<Date>`now()` })
    .where('id', '=', messageId)
    .execute();
  await recordEvent(tx, tenantId, messageId, status, reason);
}

export const UNREGISTERED_US =
  'SMS to US numbers needs an approved 10DLC campaign covering the sending number (Messaging > Brand); none covers it yet.';

/** A reminder goes only for a visit that still stands at the time it was made for. */
async function visitStands(tx: TenantTx, appointmentId: string, start: Date | null): Promise<boolean> {
  const visit = await tx
    .selectFrom('appointments')
    .select(['status', 'start_time'])
    .where('id', '=', appointmentId)
    .executeTakeFirst();
  if (visit === undefined || visit.status === 'cancelled' || visit.status === 'no_show') return false;
  return start === null || visit.start_time.getTime() === start.getTime();
}

/**
 * The number a text leaves from: the branch's number, else the clinic's first active number, else
 * the configured sender. US A2P 10DLC (ADR 063): carriers drop texts from an unregistered sender,
 * so with a real provider a US number is texted only from a clinic number that an approved
 * campaign of an approved brand covers (the branch's when it is covered); `null` when none is.
 * The development outbox sends anything.
 */
async function smsSender(
  services: Services,
  tx: TenantTx,
  branchId: string | null,
  to: string,
): Promise<string | null> {
  const registered = services.config.sms.apiUrl !== null && isUsNumber(to);
  const numbers = await tx
    .selectFrom('messaging_phone_numbers as p')
    .select((eb) => [
      'p.e164',
      'p.branch_id',
      eb
        .exists(
          eb
            .selectFrom('a2p_campaign_numbers as n')
            .innerJoin('a2p_campaigns as c', (join) =>
              join.onRef('c.tenant_id', '=', 'n.tenant_id').onRef('c.id', '=', 'n.campaign_id'),
            )
            .innerJoin('brand_registrations as b', (join) =>
              join.onRef('b.tenant_id', '=', 'c.tenant_id').onRef('b.id', '=', 'c.brand_id'),
            )
            .whereRef('n.phone_number_id', '=', 'p.id')
            .where('n.added_at', 'is not', null)
            .where('c.status', '=', 'approved')
            .where('b.status', '=', 'approved')
            .select('n.phone_number_id'),
        )
        .as('covered'),
    ])
    .where('p.status', '=', 'active')
    .orderBy('p.created_at')
    .execute();
  const usable = registered ? numbers.filter((number) => number.covered) : numbers;
  const own = usable.find((number) => branchId !== null && number.branch_id === branchId) ?? usable[0];
  if (own !== undefined) return own.e164;
  return registered ? null : services.config.sms.from;
}

/** The address the provider reports a message's status to, naming the message (the URL is signed). */
export function statusCallbackUrl(services: Services, tenantId: string, messageId: string): string {
  return `${services.config.publicAppUrl}/api/webhooks/sms/status?tenant=${tenantId}&message=${messageId}`;
}

async function deliver(
  services: Services,
  tenantId: string,
  message: Claimed,
): Promise<{ providerId: string; delivered: boolean }> {
  if (message.channel === 'sms') {
    return services.sms.send({
      id: message.id,
      to: message.to,
      from: message.from,
      body: message.body,
      statusCallback: statusCallbackUrl(services, tenantId, message.id),
    });
  }
  await services.mailer.send({
    to: message.to,
    subject: message.subject,
    text: message.body,
    html: `<p>${escapeHtml(message.body).replace(/\n/g, '<br>')}</p>`,
    headers: unsubscribeHeaders(services, tenantId, message.id),
  });
  return { providerId: `email-${message.id}`, delivered: false };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
