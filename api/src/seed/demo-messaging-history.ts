import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { TenantTx } from '../db/database';
import type { Messages, MessagesStatus } from '../db/schema/generated';
import { toE164 } from '../messaging/phone';
import { renderTemplate } from '../messaging/templates';
import { visitValues } from '../messaging/visit-values';
import { DEMO_SMS_NUMBER, DEMO_TEMPLATES as TEMPLATES } from './demo-message-templates';

/**
 * The demo clinic's message history (issue 18): a sent campaign with its replies, and the past
 * visits' reminders with what became of them. Made by `seedDemoMessaging`.
 */
const HOUR = 3_600_000;

/**
 * A campaign sent five days ago to the adults with a mobile number who have not said STOP: most
 * delivered, one failed, and two of them texted back (the campaign's replies).
 */
export async function seedSentCampaign(
  tx: TenantTx,
  tenantId: string,
  seed: { now: Date; templateId: string; ownerId: string; clinicName: string },
): Promise<void> {
  const sentAt = new Date(seed.now.getTime() - 5 * 24 * HOUR);
  const campaign = await tx
    .insertInto('campaigns')
    .values({
      tenant_id: tenantId,
      name: 'Flu vaccine season',
      template_id: seed.templateId,
      audience: { age_min: 18 },
      status: 'sending',
      send_at: sentAt,
      throttle_per_minute: 30,
      created_by: seed.ownerId,
      created_at: new Date(sentAt.getTime() - 2 * HOUR),
      updated_at: sentAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const optedOut = (await tx.selectFrom('message_opt_outs').select('address').execute()).map(
    (row) => row.address,
  );
  const branch = await tx
    .selectFrom('branches')
    .select(['id', 'phone'])
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  const people = await tx
    .selectFrom('patients')
    .select(['id', 'first_name', 'phone_number'])
    .where('merged_into', 'is', null)
    .where('date_of_birth', '<=', new Date(seed.now.getTime() - 18 * 365.25 * 24 * HOUR))
    .where('phone_number', '<>', '')
    .orderBy('created_at')
    .limit(12)
    .execute();
  const replies = ['Can I come in on Thursday morning?', 'Yes please, book me and my husband'];
  let index = 0;
  for (const person of people) {
    const phone = toE164(person.phone_number);
    if (phone === null || optedOut.includes(phone)) continue;
    const at = new Date(sentAt.getTime() + index * 2_000);
    const failed = index === 3;
    await addMessage(tx, {
      tenant_id: tenantId,
      patient_id: person.id,
      branch_id: branch.id,
      campaign_id: campaign.id,
      template_id: seed.templateId,
      channel: 'sms',
      to_address: phone,
      from_address: DEMO_SMS_NUMBER,
      body: renderTemplate(TEMPLATES.flu.body, {
        clinic_name: seed.clinicName,
        patient_first_name: person.first_name,
        branch_phone: branch.phone,
      }),
      status: failed ? 'failed' : 'delivered',
      failure_reason: failed ? 'The phone is switched off or unreachable (error 30003)' : null,
      send_after: at,
      sent_at: at,
      delivered_at: failed ? null : new Date(at.getTime() + 3_000),
      provider_id: `SMdemo${person.id.replace(/-/g, '').slice(0, 26)}`,
    });
    const reply = index === 1 || index === 4 ? replies[index === 1 ? 0 : 1] : undefined;
    if (reply !== undefined) {
      const answeredAt = new Date(at.getTime() + (index + 1) * 37 * 60_000);
      await addMessage(tx, {
        tenant_id: tenantId,
        patient_id: person.id,
        branch_id: branch.id,
        direction: 'inbound',
        channel: 'sms',
        to_address: DEMO_SMS_NUMBER,
        from_address: phone,
        body: reply,
        status: 'received',
        send_after: answeredAt,
        created_at: answeredAt,
      });
    }
    index += 1;
  }
}

/**
 * The links in the past visits' reminders: on the README's address, and signed with a key of the
 * seed's own, so they answer as the real links of past visits do ("not valid any more").
 */
const PAST_LINKS = {
  keys: { urlSigning: randomBytes(32) },
  config: { publicAppUrl: 'http://localhost:8000' },
};

/** The past visits' reminders, with statuses as a provider would have reported them. */
export async function seedHistory(
  tx: TenantTx,
  tenantId: string,
  clinic: { clinicName: string; clinicId: string },
  seed: { now: Date; email48: string; sms2: string; templates: Record<string, string> },
): Promise<void> {
  const visits = await tx
    .selectFrom('appointments')
    .select(['id', 'patient_id', 'branch_id', 'start_time'])
    .where('start_time', '<', seed.now)
    .where('start_time', '>', new Date(seed.now.getTime() - 7 * 24 * HOUR))
    .where('status', 'not in', ['cancelled'])
    .orderBy('start_time')
    .limit(12)
    .execute();
  // What became of each SMS, in turn: most delivered, one failed at the carrier, one a landline.
  const outcomes: { status: MessagesStatus; reason: string | null }[] = [
    { status: 'delivered', reason: null },
    { status: 'delivered', reason: null },
    { status: 'sent', reason: null },
    { status: 'delivered', reason: null },
    { status: 'undeliverable', reason: 'A landline, or a carrier that cannot receive SMS (error 30006)' },
    { status: 'delivered', reason: null },
    { status: 'failed', reason: 'The phone is switched off or unreachable (error 30003)' },
  ];
  let index = 0;
  let optedOut = false;
  for (const visit of visits) {
    const values = await visitValues(tx, visit.id, clinic, PAST_LINKS);
    if (values === null) continue;
    const phone = toE164(values.phone);
    const email = values.email.trim().toLowerCase();
    const base = {
      tenant_id: tenantId,
      patient_id: visit.patient_id,
      branch_id: visit.branch_id,
      appointment_id: visit.id,
      appointment_start: visit.start_time,
    };
    if (email !== '') {
      const sentAt = new Date(visit.start_time.getTime() - 48 * HOUR);
      await addMessage(tx, {
        ...base,
        channel: 'email',
        to_address: email,
        subject: renderTemplate(TEMPLATES.email48.subject, values.values),
        body: renderTemplate(TEMPLATES.email48.body, values.values),
        template_id: seed.templates.email48,
        rule_id: seed.email48,
        status: 'sent',
        send_after: sentAt,
        sent_at: sentAt,
      });
    }
    if (phone === null) continue;
    const sentAt = new Date(visit.start_time.getTime() - 2 * HOUR);
    const outcome = outcomes[index % outcomes.length] ?? { status: 'delivered', reason: null };
    index += 1;
    await addMessage(tx, {
      ...base,
      channel: 'sms',
      to_address: phone,
      from_address: DEMO_SMS_NUMBER,
      body: renderTemplate(TEMPLATES.sms2.body, values.values),
      template_id: seed.templates.sms2,
      rule_id: seed.sms2,
      status: outcome.status,
      failure_reason: outcome.reason,
      send_after: sentAt,
      sent_at: sentAt,
      delivered_at: outcome.status === 'delivered' ? new Date(sentAt.getTime() + 4_000) : null,
      provider_id: `SMdemo${visit.id.replace(/-/g, '').slice(0, 26)}`,
    });
    if (!optedOut && outcome.status === 'delivered') {
      // This patient answered STOP: the clinic's SMS stop for that number (the chart shows it).
      optedOut = true;
      const stopAt = new Date(sentAt.getTime() + 10 * 60_000);
      await addMessage(tx, {
        ...base,
        appointment_id: null,
        appointment_start: null,
        direction: 'inbound',
        channel: 'sms',
        to_address: DEMO_SMS_NUMBER,
        from_address: phone,
        body: 'STOP',
        status: 'received',
        send_after: stopAt,
        created_at: stopAt,
      });
      await tx
        .insertInto('message_opt_outs')
        .values({
          tenant_id: tenantId,
          channel: 'sms',
          address: phone,
          source: 'keyword',
          opted_out_at: stopAt,
        })
        .execute();
    }
  }
}

type MessageRow = Insertable<Messages> & { status: MessagesStatus; send_after: Date; created_at?: Date };

async function addMessage(tx: TenantTx, row: MessageRow): Promise<void> {
  const created = row.created_at ?? new Date(row.send_after.getTime() - 60_000);
  const inserted = await tx
    .insertInto('messages')
    .values({ ...row, created_at: created, updated_at: created })
    .returning('id')
    .executeTakeFirstOrThrow();
  const steps: { status: string; occurred_at: Date; detail: string | null }[] =
    row.status === 'received'
      ? [{ status: 'received', occurred_at: created, detail: null }]
      : [
          { status: 'queued', occurred_at: created, detail: null },
          { status: 'sent', occurred_at: row.send_after, detail: null },
        ];
  if (row.status !== 'received' && row.status !== 'sent')
    steps.push({
      status: row.status,
      occurred_at: new Date(row.send_after.getTime() + 4_000),
      detail: row.failure_reason ?? null,
    });
  await tx
    .insertInto('message_events')
    .values(steps.map((step) => ({ ...step, tenant_id: row.tenant_id, message_id: inserted.id })))
    .execute();
}
