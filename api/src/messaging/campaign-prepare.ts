import { sql } from 'kysely';
import type { TenantTx } from '../db/database';
import { patientAccountLocales } from '../i18n/recipient-locale';
import { runJobForTenant } from '../jobs/tenant-job';
import type { Services } from '../platform/services';
import { audienceOf, type Audience } from './campaign-audience';
import { clinicMessaging, queueMessages, timezoneFor, type NewMessage } from './message-store';
import { toE164 } from './phone';
import { outOfQuietHours } from './quiet-hours';
import { renderTemplate } from './templates';
import { textFor } from './templates.service';

/**
 * The `campaigns.prepare` job (issue 18): a sent campaign's messages, made after the send call in
 * batches of PREPARE_BATCH patients, each batch in a transaction of its own that locks the
 * campaign, so the call answers at once and the campaign's page counts them as they come. A batch
 * continues after the highest patient id the campaign already has a message for (one message per
 * campaign and patient, the unique index keeps a second run from making another); the throttle's
 * spacing continues from the messages already queued. A run works for at most SLICE_MS, then
 * queues its continuation in its last batch's transaction, well inside the queue's claim.
 */
export const PREPARE_BATCH = 1_000;
const SLICE_MS = 20_000;
const MINUTE = 60_000;

type Step = 'more' | 'done' | 'paused';

export async function runCampaignPrepareJob(
  services: Services,
  data: { tenantId: string; campaignId: string },
  options: { batchSize?: number; sliceMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + (options.sliceMs ?? SLICE_MS);
  const batchSize = options.batchSize ?? PREPARE_BATCH;
  let step: Step = 'more';
  while (step === 'more') {
    step = await runJobForTenant(services.database, data.tenantId, (tx) =>
      prepareBatch(services, tx, data, batchSize, deadline),
    );
  }
}

async function prepareBatch(
  services: Services,
  tx: TenantTx,
  data: { tenantId: string; campaignId: string },
  batchSize: number,
  deadline: number,
): Promise<Step> {
  const campaign = await tx
    .selectFrom('campaigns')
    .select(['id', 'template_id', 'audience', 'status', 'send_at', 'throttle_per_minute', 'updated_at'])
    .select(['recipients', 'prepared_at', 'created_by'])
    .where('id', '=', data.campaignId)
    .forUpdate()
    .executeTakeFirst();
  if (campaign === undefined || campaign.recipients === null || campaign.prepared_at !== null) return 'done';
  if (campaign.status === 'cancelled' || campaign.status === 'draft') {
    // Cancelled while being prepared: what exists was cancelled with it; nothing more is made.
    await markPrepared(tx, data.campaignId);
    return 'done';
  }
  const template = await tx
    .selectFrom('message_templates')
    .select(['id', 'channel', 'subject', 'body', 'subject_es', 'body_es'])
    .where('id', '=', campaign.template_id)
    .executeTakeFirstOrThrow();
  const clinic = await clinicMessaging(tx);
  const start = campaign.send_at ?? campaign.updated_at;
  // The throttle spaces messages from the first moment outside the quiet hours (the first branch's zone).
  const first = outOfQuietHours(start, await timezoneFor(tx, null), clinic.quiet);
  const queuedSoFar = await tx
    .selectFrom('messages')
    .select(sql<string>`count(*)`.as('n'))
    .where('campaign_id', '=', data.campaignId)
    .where('status', 'not in', ['undeliverable', 'opted_out'])
    .executeTakeFirstOrThrow();
  // The highest patient with a message so far (the campaign's unique index, read backwards).
  const last = await tx
    .selectFrom('messages')
    .select('patient_id')
    .where('campaign_id', '=', data.campaignId)
    .orderBy('patient_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  let query = audienceOf(tx, campaign.audience as Audience, campaign.updated_at)
    .select(['p.id', 'p.first_name', 'p.last_name', 'p.phone_number', 'p.email', 'p.branch_id'])
    .orderBy('p.id')
    .limit(batchSize);
  if (last?.patient_id) query = query.where('p.id', '>', last.patient_id);
  const patients = await query.execute();
  const addressOf = (patient: (typeof patients)[number]) =>
    template.channel === 'sms' ? toE164(patient.phone_number) : patient.email.trim().toLowerCase() || null;
  const addresses = patients.map(addressOf).filter((address) => address !== null);
  const optedOut = new Set(
    addresses.length === 0
      ? []
      : (
          await tx
            .selectFrom('message_opt_outs')
            .select('address')
            .where('channel', '=', template.channel)
            .where('address', 'in', addresses)
            .execute()
        ).map((row) => row.address),
  );
  const locales = await patientAccountLocales(
    tx,
    patients.map((patient) => patient.id),
  );
  let queued = Number(queuedSoFar.n);
  const messages: NewMessage[] = [];
  for (const patient of patients) {
    const values = {
      patient_first_name: patient.first_name,
      patient_last_name: patient.last_name,
      clinic_name: clinic.clinicName,
    };
    const to = addressOf(patient);
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
      createdBy: campaign.created_by,
      ...(skipped === undefined ? {} : { skipped }),
    });
  }
  await queueMessages(services, tx, data.tenantId, messages, clinic);
  if (patients.length < batchSize) {
    await markPrepared(tx, data.campaignId);
    return 'done';
  }
  if (Date.now() < deadline) return 'more';
  await services.jobs.enqueue(tx, 'campaigns.prepare', data);
  return 'paused';
}

/** Every message exists: the audience's count becomes the messages made (patients may have changed). */
async function markPrepared(tx: TenantTx, campaignId: string): Promise<void> {
  await tx
    .updateTable('campaigns')
    .set({
      prepared_at: new Date(),
      recipients: sql<number>`(select count(*) from messages where campaign_id = ${campaignId})`,
    })
    .where('id', '=', campaignId)
    .execute();
}
