import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { AuditActor } from '../audit/audit';
import { writeAudit } from '../audit/audit';
import { cancelByPatient } from '../booking/managed-booking.service';
import type { TenantTx } from '../db/database';
import { conflict, forbidden, notFound } from '../errors/app-error';
import type { Services } from '../platform/services';
import { cancelRefusedReply, inboundKeyword, keywordReply, type InboundKeyword } from './keywords';
import { advanceStatus, clinicMessaging, recordEvent, type MessageStatus } from './message-store';
import { toE164 } from './phone';
import { isValidTwilioSignature } from './twilio-signature';

/** A provider webhook as it arrived: the URL it was sent to, its signature and its form fields. */
export interface SignedWebhook {
  url: string;
  signature: string | undefined;
  /** I-Twilio-Idempotency-Token: the same on the provider's retries of one event. */
  idempotencyToken: string | undefined;
  params: Record<string, string>;
  actor: AuditActor;
}

/**
 * Refuses an unsigned or wrongly signed webhook (403) and a replay of one already received (409);
 * nothing is written for either. Without a configured auth token every webhook is refused.
 */
async function checkWebhook(services: Services, hook: SignedWebhook): Promise<void> {
  const token = services.config.sms.authToken;
  if (token === null || !isValidTwilioSignature(token, hook.signature, hook.url, hook.params))
    throw forbidden('The webhook signature does not match');
  if (hook.idempotencyToken === undefined || hook.idempotencyToken === '') return;
  const hash = createHash('sha256').update(hook.idempotencyToken).digest('hex');
  const inserted = await services.database.app
    .insertInto('sms_webhook_receipts')
    .values({ token_hash: hash })
    .onConflict((onConflict) => onConflict.doNothing())
    .returning('token_hash')
    .executeTakeFirst();
  if (inserted === undefined) throw conflict('This webhook was already received');
}

/** Provider statuses (Twilio's MessageStatus) that change ours; the rest are only noted. */
const PROVIDER_STATUS: Record<string, MessageStatus> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'undeliverable',
  failed: 'failed',
};

/** Twilio's error codes a clinic meets, as the reason shown in the history. */
const ERROR_TEXT: Record<string, string> = {
  '21610': 'The recipient has replied STOP to this number',
  '21211': 'Not a valid phone number',
  '21614': 'Not a mobile number',
  '30003': 'The phone is switched off or unreachable',
  '30004': 'The message was blocked by the recipient or carrier',
  '30005': 'Unknown number: it may no longer be in service',
  '30006': 'A landline, or a carrier that cannot receive SMS',
  '30007': 'Filtered by the carrier as spam',
  '30008': 'Unknown error at the carrier',
};

function reasonOf(params: Record<string, string>): string | null {
  const code = params.ErrorCode;
  if (code === undefined || code === '') return null;
  return `${ERROR_TEXT[code] ?? params.ErrorMessage ?? 'Refused by the provider'} (error ${code})`.slice(
    0,
    500,
  );
}

/**
 * POST /api/webhooks/sms/status: a message's delivery status, signed. Each status is recorded once
 * (message_events' key); a status only moves a message forward (a late `sent` after `delivered`
 * changes nothing). A message of another tenant, or a sid that is not the message's, is a 404.
 */
export async function receiveSmsStatus(
  services: Services,
  hook: SignedWebhook,
  target: { tenant: string; message: string },
): Promise<void> {
  await checkWebhook(services, hook);
  const providerStatus = (hook.params.MessageStatus ?? '').toLowerCase();
  await services.database.withTenant(target.tenant, async (tx) => {
    const message = await tx
      .selectFrom('messages')
      .select(['id', 'provider_id', 'to_address', 'channel'])
      .where('id', '=', target.message)
      .where('direction', '=', 'outbound')
      .executeTakeFirst();
    const sid = hook.params.MessageSid;
    if (
      message === undefined ||
      (message.provider_id !== null && sid !== undefined && sid !== message.provider_id)
    )
      throw notFound('Message not found');
    const status = PROVIDER_STATUS[providerStatus];
    const reason = reasonOf(hook.params);
    if (hook.params.ErrorCode === '21610') {
      await optOut(tx, target.tenant, message.to_address, 'keyword');
      if (await recordEvent(tx, target.tenant, message.id, 'opted_out', reason))
        await advanceStatus(tx, message.id, 'opted_out', { failure_reason: reason });
      return;
    }
    if (status === undefined || !(await recordEvent(tx, target.tenant, message.id, status, reason))) return;
    await advanceStatus(
      tx,
      message.id,
      status,
      status === 'delivered'
        ? { delivered_at: new Date() }
        : reason === null
          ? {}
          : { failure_reason: reason },
    );
  });
}

async function optOut(tx: TenantTx, tenantId: string, address: string, source: 'keyword' | 'staff') {
  await tx
    .insertInto('message_opt_outs')
    .values({ tenant_id: tenantId, channel: 'sms', address, source })
    .onConflict((onConflict) => onConflict.doNothing())
    .execute();
}

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

function twiml(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${escaped}</Message></Response>`;
}

/**
 * POST /api/webhooks/sms/inbound: a text to one of the clinics' numbers, signed. It is kept in the
 * history (with the patient when the number is theirs); STOP and its synonyms opt the number out
 * of that clinic's SMS, START opts it back in, HELP answers the clinic's contact, C confirms and X
 * cancels the patient's next visit. The answer is TwiML: the same for a known and an unknown sender.
 */
export async function receiveSms(services: Services, hook: SignedWebhook): Promise<string> {
  await checkWebhook(services, hook);
  const to = toE164(hook.params.To ?? '');
  const from = toE164(hook.params.From ?? '');
  if (to === null || from === null) return EMPTY_TWIML;
  const owner = await sql<{ tenant_id: string; branch_id: string | null }>`
    select * from messaging_tenant_for_number(${to})`.execute(services.database.app);
  const number = owner.rows[0];
  if (number === undefined) return EMPTY_TWIML;
  const tenantId = number.tenant_id;
  const keyword = inboundKeyword(hook.params.Body ?? '');
  return services.database.withTenant(tenantId, async (tx) => {
    const clinic = await clinicMessaging(tx);
    const patient = await patientByNumber(tx, from);
    const inserted = await tx
      .insertInto('messages')
      .values({
        tenant_id: tenantId,
        direction: 'inbound',
        channel: 'sms',
        patient_id: patient?.id ?? null,
        branch_id: number.branch_id,
        to_address: to,
        from_address: from,
        body: (hook.params.Body ?? '').slice(0, 2_000),
        status: 'received',
        provider_id: (hook.params.MessageSid ?? '').slice(0, 64) || null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordEvent(tx, tenantId, inserted.id, 'received');
    if (keyword === null) return EMPTY_TWIML;
    const done = await applyKeyword(tx, {
      tenantId,
      keyword,
      from,
      patientId: patient?.id ?? null,
      actor: hook.actor,
    });
    await writeAudit(tx, tenantId, hook.actor, {
      action: `messaging.sms_${keyword}`,
      resourceType: patient ? 'patient' : 'message',
      resourceId: patient?.id ?? inserted.id,
      outcome: done ? 'success' : 'failure',
    });
    const contact = { name: clinic.clinicName, helpContact: clinic.helpContact };
    if (keyword === 'cancel' && !done) return twiml(cancelRefusedReply(contact));
    if (keyword === 'confirm' && !done) return EMPTY_TWIML;
    return twiml(keywordReply(keyword, contact));
  });
}

/** The clinic's patient whose mobile number this is (the most recent record when several share it). */
async function patientByNumber(tx: TenantTx, e164: string): Promise<{ id: string } | undefined> {
  const digits = e164.replace(/\D/g, '');
  const national = e164.startsWith('+1') ? digits.slice(1) : digits;
  return tx
    .selectFrom('patients')
    .select('id')
    .where('phone_digits', 'in', [digits, national])
    .where('merged_into', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

interface KeywordCall {
  tenantId: string;
  keyword: InboundKeyword;
  from: string;
  patientId: string | null;
  actor: AuditActor;
}

async function applyKeyword(tx: TenantTx, call: KeywordCall): Promise<boolean> {
  const { tenantId, from, patientId } = call;
  switch (call.keyword) {
    case 'stop':
      await optOut(tx, tenantId, from, 'keyword');
      return true;
    case 'start':
      await tx
        .deleteFrom('message_opt_outs')
        .where('channel', '=', 'sms')
        .where('address', '=', from)
        .execute();
      return true;
    case 'help':
      return true;
    case 'confirm': {
      const visit = patientId === null ? undefined : await answeredVisit(tx, patientId, from);
      return visit !== undefined && (visit.status === 'confirmed' || (await confirmVisit(tx, visit.id)));
    }
    case 'cancel': {
      const visit = patientId === null ? undefined : await answeredVisit(tx, patientId, from);
      if (visit === undefined) return false;
      return (
        visit.status === 'cancelled' || cancelByPatient(tx, tenantId, visit.id, call.actor, 'a text reply')
      );
    }
  }
}

/**
 * The visit a `C` or `X` answers: the one of the last reminder texted to this number in the past
 * week (so a second `X` never reaches another visit); with no such reminder, the patient's next
 * standing visit within a week.
 */
async function answeredVisit(
  tx: TenantTx,
  patientId: string,
  from: string,
): Promise<{ id: string; status: string } | undefined> {
  const reminded = await sql<{ id: string; status: string }>`
    select a.id, a.status from messages m join appointments a on a.id = m.appointment_id
     where m.patient_id = ${patientId} and m.direction = 'outbound' and m.channel = 'sms'
       and m.to_address = ${from} and m.created_at > now() - interval '7 days'
     order by m.created_at desc limit 1`.execute(tx);
  if (reminded.rows[0] !== undefined) return reminded.rows[0];
  const next = await sql<{ id: string; status: string }>`
    select id, status from appointments
     where patient_id = ${patientId} and status in ('booked', 'confirmed')
       and start_time > now() and start_time < now() + interval '7 days'
     order by start_time limit 1`.execute(tx);
  return next.rows[0];
}

async function confirmVisit(tx: TenantTx, appointmentId: string): Promise<boolean> {
  const result = await sql`
    update appointments set status = 'confirmed', updated_at = now(), version = version + 1
     where id = ${appointmentId} and status = 'booked' and start_time > now()`.execute(tx);
  return Number(result.numAffectedRows ?? 0n) > 0;
}
