import { sql } from 'kysely';
import type { TenantTx } from '../db/database';
import type { EmailMessage } from '../email/mailer';
import { sealEmail } from '../email/email-job';
import type { Services } from '../platform/services';
import { advanceStatus, recordEvent } from './message-store';

/** Which patient, place and visit a clinic's e-mail concerns. */
export interface PatientEmailSubject {
  patientId: string | null;
  branchId?: string | null;
  appointmentId?: string | null;
}

/** The message row an `email.send` job reports its delivery to. */
export interface EmailRecord {
  tenantId: string;
  messageId: string;
}

/**
 * A clinic's e-mail to a patient that is not a reminder or a campaign (a booking's confirmation, a
 * waitlist offer, an invoice, a request to sign consents): queued like any e-mail in `tx`, the
 * transaction of the change it announces, and kept in the clinic's message history too, so staff
 * see everything the clinic wrote to the patient. It is sent whatever the patient's messaging
 * opt-out (it is about their own visit or bill), and marked sent once the mail server took it.
 */
export async function sendPatientEmail(
  services: Services,
  tx: TenantTx,
  subject: PatientEmailSubject,
  message: EmailMessage,
): Promise<void> {
  // The transaction's own clinic: row-level security holds every row to it.
  const { rows } = await sql<{
    tenant_id: string;
  }>`select current_setting('app.tenant_id') as tenant_id`.execute(tx);
  const tenantId = rows[0]?.tenant_id ?? '';
  const row = await tx
    .insertInto('messages')
    .values({
      tenant_id: tenantId,
      channel: 'email',
      patient_id: subject.patientId,
      branch_id: subject.branchId ?? null,
      appointment_id: subject.appointmentId ?? null,
      to_address: message.to,
      subject: message.subject,
      body: message.text,
      urgent: true,
      send_after: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordEvent(tx, tenantId, row.id, 'queued');
  const record: EmailRecord = { tenantId, messageId: row.id };
  await services.jobs.enqueue(tx, 'email.send', { sealed: sealEmail(services.keys, message), record });
}

/** The `email.send` job delivered a recorded e-mail: its history row says sent. */
export async function markEmailSent(services: Services, record: EmailRecord): Promise<void> {
  await services.database.withTenant(record.tenantId, async (tx) => {
    const moved = await advanceStatus(tx, record.messageId, 'sent');
    if (!moved) return;
    await tx
      .updateTable('messages')
      .set({ sent_at: new Date() })
      .where('id', '=', record.messageId)
      .execute();
    await recordEvent(tx, record.tenantId, record.messageId, 'sent');
  });
}
