import { randomBytes } from 'node:crypto';
import type { Database, TenantTx } from '../db/database';
import type { Insertable } from 'kysely';
import type { Messages, MessagesStatus } from '../db/schema/generated';
import { toE164 } from '../messaging/phone';
import { renderTemplate } from '../messaging/templates';
import { visitValues } from '../messaging/visit-values';

/**
 * The demo clinic's messaging (issue 18): the common reminder templates, a 48-hour e-mail and a
 * 2-hour SMS rule, the clinic's number, quiet hours; the reminders of the past days with what
 * became of them (delivered, sent, one failed at the carrier, one to a number without SMS); one
 * patient who replied STOP; a flu campaign sent five days ago (two replies), a draft recall
 * campaign and a pending 10DLC brand. The coming visits'
 * reminders are made by the reminder job a minute after the start.
 */
const HOUR = 3_600_000;
export const DEMO_SMS_NUMBER = '+18605550100';

const TEMPLATES = {
  email48: {
    name: 'Appointment reminder (e-mail, 48 h)',
    channel: 'email' as const,
    subject: 'Your visit at {{clinic_name}} on {{appointment_date}}',
    body:
      'Hello {{patient_first_name}},\n\nThis is a reminder of your {{appointment_type}} with {{provider_name}} on ' +
      '{{appointment_date}} at {{appointment_time}}, at {{branch_name}} ({{branch_address}}).\n\n' +
      'Confirm, move or cancel your visit here: {{manage_link}}\n\n' +
      'Questions? Call us at {{branch_phone}}.\n\n{{clinic_name}}',
  },
  sms2: {
    name: 'Appointment reminder (SMS, 2 h)',
    channel: 'sms' as const,
    subject: '',
    body:
      '{{clinic_name}}: Hi {{patient_first_name}}, see you today at {{appointment_time}} with {{provider_name}}, ' +
      '{{branch_address}}. Reply C to confirm or X to cancel. Reply STOP to opt out.',
  },
  followUp: {
    name: 'Follow-up after your visit (e-mail)',
    channel: 'email' as const,
    subject: 'How was your visit, {{patient_first_name}}?',
    body: 'Hello {{patient_first_name}},\n\nThank you for visiting {{clinic_name}}. Reply to this e-mail if anything is unclear.',
  },
  flu: {
    name: 'Flu vaccines are in (SMS)',
    channel: 'sms' as const,
    subject: '',
    body: "{{clinic_name}}: Hi {{patient_first_name}}, this season's flu vaccines are in. Call {{branch_phone}} or reply to book a time. Reply STOP to opt out.",
  },
  recall: {
    name: 'Annual check-up recall (SMS)',
    channel: 'sms' as const,
    subject: '',
    body: '{{clinic_name}}: Hi {{patient_first_name}}, it is time for your annual check-up. Call {{branch_phone}} to book. Reply STOP to opt out.',
  },
};

export async function seedDemoMessaging(
  database: Database,
  tenantId: string,
  options: { now: Date },
): Promise<void> {
  const { now } = options;
  await database.withTenant(tenantId, async (tx) => {
    const owner = await tx
      .selectFrom('staff_users')
      .select('id')
      .where('username', '=', 'owner')
      .executeTakeFirst();
    const branch = await tx.selectFrom('branches').select('id').orderBy('created_at').executeTakeFirst();
    const clinic = await tx.selectFrom('clinics').select(['id', 'name']).executeTakeFirst();
    if (owner === undefined || branch === undefined || clinic === undefined) return;
    const at = new Date(now.getTime() - 30 * 24 * HOUR);
    await tx
      .insertInto('messaging_settings')
      .values({
        tenant_id: tenantId,
        quiet_start: '21:00',
        quiet_end: '08:00',
        help_contact: '(860) 555-0100',
      })
      .execute();
    await tx
      .insertInto('messaging_phone_numbers')
      .values({
        tenant_id: tenantId,
        e164: DEMO_SMS_NUMBER,
        branch_id: branch.id,
        provider_sid: 'PNdemo0000000000000000000000000001',
      })
      .execute();
    const ids: Record<keyof typeof TEMPLATES, string> = {
      email48: '',
      sms2: '',
      followUp: '',
      flu: '',
      recall: '',
    };
    for (const key of Object.keys(TEMPLATES) as (keyof typeof TEMPLATES)[]) {
      const row = await tx
        .insertInto('message_templates')
        .values({
          tenant_id: tenantId,
          ...TEMPLATES[key],
          created_by: owner.id,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[key] = row.id;
    }
    const rules = await tx
      .insertInto('reminder_rules')
      .values([
        {
          tenant_id: tenantId,
          name: '48 hours before, by e-mail',
          template_id: ids.email48,
          offset_minutes: 2880,
          created_by: owner.id,
          created_at: at,
        },
        {
          tenant_id: tenantId,
          name: '2 hours before, by SMS',
          template_id: ids.sms2,
          offset_minutes: 120,
          created_by: owner.id,
          created_at: at,
        },
        {
          tenant_id: tenantId,
          name: 'Follow-up the day after',
          template_id: ids.followUp,
          trigger: 'after',
          offset_minutes: 1440,
          is_active: false,
          created_by: owner.id,
          created_at: at,
        },
      ])
      .returning('id')
      .execute();
    await seedHistory(
      tx,
      tenantId,
      { clinicName: clinic.name, clinicId: clinic.id },
      {
        now,
        email48: rules[0]?.id ?? '',
        sms2: rules[1]?.id ?? '',
        templates: ids,
      },
    );
    await tx
      .insertInto('campaigns')
      .values({
        tenant_id: tenantId,
        name: 'Annual check-up recall',
        template_id: ids.recall,
        audience: {
          last_visit_before: new Date(now.getTime() - 365 * 24 * HOUR).toISOString().slice(0, 10),
          age_min: 18,
        },
        throttle_per_minute: 30,
        created_by: owner.id,
      })
      .execute();
    await seedSentCampaign(tx, tenantId, {
      now,
      templateId: ids.flu,
      ownerId: owner.id,
      clinicName: clinic.name,
    });
    await tx
      .insertInto('brand_registrations')
      .values({
        tenant_id: tenantId,
        legal_name: 'Demo Family Clinic LLC',
        ein: '12-3456789',
        address: '100 Main Street, Hartford, CT 06103',
        contact_email: 'owner@demo-clinic.example',
      })
      .execute();
  });
}

/**
 * A campaign sent five days ago to the adults with a mobile number who have not said STOP: most
 * delivered, one failed, and two of them texted back (the campaign's replies).
 */
async function seedSentCampaign(
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
async function seedHistory(
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
