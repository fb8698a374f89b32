import type { Database } from '../db/database';
import { DEMO_SMS_NUMBER, DEMO_TEMPLATES as TEMPLATES } from './demo-message-templates';
import { seedHistory, seedSentCampaign } from './demo-messaging-history';

/**
 * The demo clinic's messaging (issue 18): the common reminder templates, a 48-hour e-mail and a
 * 2-hour SMS rule, the clinic's number, quiet hours; the reminders of the past days with what
 * became of them (delivered, sent, one failed at the carrier, one to a number without SMS); one
 * patient who replied STOP; a flu campaign sent five days ago (two replies), a draft recall
 * campaign and a pending 10DLC brand. The coming visits'
 * reminders are made by the reminder job a minute after the start.
 */
const HOUR = 3_600_000;

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
    const number = await tx
      .insertInto('messaging_phone_numbers')
      .values({
        tenant_id: tenantId,
        e164: DEMO_SMS_NUMBER,
        branch_id: branch.id,
        provider_sid: 'PNdemo0000000000000000000000000001',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
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
    // Its 10DLC brand is in review at the (development) provider since the seed, and its reminders
    // campaign waits for the brand (ADR 063): the development provider approves both an hour on.
    const brand = await tx
      .insertInto('brand_registrations')
      .values({
        tenant_id: tenantId,
        legal_name: 'Demo Family Clinic LLC',
        ein: '12-3456789',
        address: '100 Main Street, Hartford, CT 06103',
        contact_email: 'owner@demo-clinic.example',
        provider_sid: 'BNdemo00000000000000000000000000001',
        submitted_at: now,
        checked_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const campaign = await tx
      .insertInto('a2p_campaigns')
      .values({
        tenant_id: tenantId,
        brand_id: brand.id,
        use_case: 'ACCOUNT_NOTIFICATION',
        description:
          'Appointment reminders, confirmations and follow-ups for the patients of Demo Family Clinic, sent before and after their visits.',
        message_flow:
          'Patients give a mobile number and tick "Text me about my visits" when they book online, in the portal or at the front desk.',
        sample_messages: [
          'Demo Family Clinic: reminder of your visit tomorrow at 9:00 AM with Dr. Patel. Reply C to confirm, X to cancel, STOP to opt out.',
          'Demo Family Clinic: your visit on Mon 12 Jan at 2:30 PM is confirmed. Reply HELP for help, STOP to opt out.',
        ],
        created_by: owner.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('a2p_campaign_numbers')
      .values({ tenant_id: tenantId, campaign_id: campaign.id, phone_number_id: number.id })
      .execute();
  });
}
