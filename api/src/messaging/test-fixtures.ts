import type { FastifyInstance } from 'fastify';
import type { Database, TenantTx } from '../db/database';
import type { ProvisionedTenant } from '../tenancy/provision';
import { buildTenant } from '../test/factories';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import { twilioSignature } from './twilio-signature';

export interface MessagingClinic {
  tenant: ProvisionedTenant;
  owner: Member;
  patientId: string;
  /** The patient's mobile, as the provider writes it (E.164). */
  patientPhone: string;
  /** The clinic's SMS number. */
  clinicNumber: string;
}

let counter = 0;
/** A distinct valid US mobile number per call (555-01xx is reserved for fiction). */
export const fictionalNumber = () => `+1202555${String(100 + (counter++ % 900)).padStart(4, '0')}`;

/** A clinic with an owner, a number of its own and a patient with a mobile number and an e-mail. */
export async function buildMessagingClinic(
  server: FastifyInstance,
  database: Database,
): Promise<MessagingClinic> {
  const tenant = await buildTenant(database);
  const owner = await buildMember(server, database, { tenant, role: 'super_admin' });
  const patientPhone = fictionalNumber();
  const clinicNumber = fictionalNumber();
  const patientId = await database.withTenant(tenant.tenantId, async (tx) => {
    const number = await tx
      .insertInto('messaging_phone_numbers')
      .values({ tenant_id: tenant.tenantId, e164: clinicNumber, branch_id: tenant.branchIds[0] ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Its US 10DLC brand and a campaign covering the number are approved (send-job.ts refuses
    // US numbers until then).
    await approvedA2p(tx, tenant.tenantId, number.id);
    const patient = await tx
      .insertInto('patients')
      .values({
        tenant_id: tenant.tenantId,
        first_name: 'Maria',
        last_name: 'Probe',
        email: 'maria.probe@example.org',
        phone_number: `(${patientPhone.slice(2, 5)}) ${patientPhone.slice(5, 8)}-${patientPhone.slice(8)}`,
        branch_id: tenant.branchIds[0] ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return patient.id;
  });
  return { tenant, owner, patientId, patientPhone, clinicNumber };
}

/** An approved 10DLC brand and campaign of the clinic, covering the number (ADR 063). */
export async function approvedA2p(tx: TenantTx, tenantId: string, phoneNumberId: string): Promise<void> {
  const brand = await tx
    .insertInto('brand_registrations')
    .values({
      tenant_id: tenantId,
      legal_name: 'Probe Clinic LLC',
      status: 'approved',
      provider_sid: 'BNprobe',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const campaign = await tx
    .insertInto('a2p_campaigns')
    .values({
      tenant_id: tenantId,
      brand_id: brand.id,
      use_case: 'ACCOUNT_NOTIFICATION',
      description: 'Appointment reminders and confirmations for the patients of the clinic.',
      message_flow: 'Patients give their mobile number and agree to texts when they book a visit.',
      sample_messages: [
        'Reminder: your visit is tomorrow at 9:00. Reply STOP to opt out.',
        'Your visit is confirmed.',
      ],
      status: 'approved',
      provider_sid: 'QEprobe',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('a2p_campaign_numbers')
    .values({
      tenant_id: tenantId,
      campaign_id: campaign.id,
      phone_number_id: phoneNumberId,
      added_at: new Date(),
    })
    .execute();
}

/** Posts a webhook as the provider does: form-encoded, signed with the auth token over the full URL. */
export function postSignedWebhook(
  server: FastifyInstance,
  options: {
    publicAppUrl: string;
    authToken: string;
    path: string;
    params: Record<string, string>;
    idempotencyToken?: string;
    signature?: string;
  },
) {
  const signature =
    options.signature ??
    twilioSignature(options.authToken, `${options.publicAppUrl}${options.path}`, options.params);
  return server.inject({
    method: 'POST',
    url: options.path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature,
      ...(options.idempotencyToken ? { 'i-twilio-idempotency-token': options.idempotencyToken } : {}),
    },
    payload: new URLSearchParams(options.params).toString(),
  });
}

/** A template, a rule and a queued e-mail of the clinic: the ids the route samples name. */
export async function buildMessagingRecords(server: FastifyInstance, clinic: MessagingClinic) {
  const headers = clinic.owner.session.headers;
  const template = await server.inject({
    method: 'POST',
    url: '/api/message-templates',
    headers,
    payload: { name: 'Fixture', channel: 'email', subject: 'Your visit', body: 'Hi {{patient_first_name}}' },
  });
  const templateId = template.json<{ id: string }>().id;
  const rule = await server.inject({
    method: 'POST',
    url: '/api/reminder-rules',
    headers,
    payload: { name: 'Fixture rule', template_id: templateId, offset_minutes: 60 },
  });
  const message = await server.inject({
    method: 'POST',
    url: '/api/messages',
    headers,
    payload: { patient_id: clinic.patientId, channel: 'email', template_id: templateId },
  });
  const number = await server.inject({ method: 'GET', url: '/api/phone-numbers', headers });
  const campaign = await server.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers,
    payload: { name: 'Fixture campaign', template_id: templateId, audience: { tags: ['fixture'] } },
  });
  const brands = await server.inject({ method: 'GET', url: '/api/brand-registrations', headers });
  // A number in no campaign yet, for the sample that registers one (a number joins one campaign).
  const spare = await server.inject({
    method: 'POST',
    url: '/api/phone-numbers',
    headers,
    payload: { number: fictionalNumber(), branch_id: null },
  });
  return {
    spareNumberId: spare.json<{ id: string }>().id,
    brandId: brands.json<{ items: { id: string }[] }>().items[0]?.id ?? '',
    campaignId: campaign.json<{ id: string }>().id,
    phoneNumberId: number.json<{ items: { id: string }[] }>().items[0]?.id ?? '',
    tenantId: clinic.tenant.tenantId,
    patientId: clinic.patientId,
    templateId,
    ruleId: rule.json<{ id: string }>().id,
    messageId: message.json<{ id: string }>().id,
  };
}

/** A half-hour consultation of the clinic's patient with its first provider, starting at `start`. */
export async function bookMessagingVisit(database: Database, clinic: MessagingClinic, start: Date) {
  const end = new Date(start.getTime() + 30 * 60_000);
  return database.withTenant(clinic.tenant.tenantId, async (tx) => {
    const provider = await tx.selectFrom('staff_users').select('id').executeTakeFirstOrThrow();
    const row = await tx
      .insertInto('appointments')
      .values({
        tenant_id: clinic.tenant.tenantId,
        patient_id: clinic.patientId,
        provider_id: provider.id,
        branch_id: clinic.tenant.branchIds[0] ?? '',
        appointment_type: 'consultation',
        start_time: start,
        end_time: end,
        blocked_from: start,
        blocked_to: end,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}
