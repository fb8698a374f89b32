import type { ContactResponse, ContactSubmission } from '@clinio/contracts';
import type { Db } from '../db/database';

/** Stores a message from the contact page. */
export async function receiveContactMessage(db: Db, request: ContactSubmission): Promise<ContactResponse> {
  const row = await db
    .insertInto('contact_messages')
    .values({
      name: request.name,
      email: request.email,
      clinic_name: request.clinicName,
      phone: request.phone,
      clinic_size: request.clinicSize,
      message: request.message,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, receivedAt: row.created_at.toISOString() };
}
