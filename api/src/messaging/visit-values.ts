import { manageBookingUrl } from '../booking/links';
import type { TenantTx } from '../db/database';
import type { TemplateValues } from './templates';

/** What a visit's signed link is made with: the URL key and the product's public address. */
export interface LinkSigning {
  keys: { urlSigning: Buffer };
  config: { publicAppUrl: string };
}

export interface VisitValues {
  values: TemplateValues;
  phone: string;
  email: string;
}

/**
 * A visit's template values (date and time in its branch's zone, the signed link where the patient
 * confirms, moves or cancels it, a video visit's meeting link) and its patient's contacts.
 */
export async function visitValues(
  tx: TenantTx,
  appointmentId: string,
  clinic: { clinicName: string; clinicId: string },
  signing: LinkSigning,
  /** The reader's language: the date and time are written in it. */
  locale: 'en' | 'es' = 'en',
): Promise<VisitValues | null> {
  const row = await tx
    .selectFrom('appointments as a')
    .innerJoin('patients as p', 'p.id', 'a.patient_id')
    .innerJoin('branches as b', 'b.id', 'a.branch_id')
    .innerJoin('staff_users as s', 's.id', 'a.provider_id')
    .leftJoin('appointment_types as t', (join) => join.onRef('t.key', '=', 'a.appointment_type'))
    // A telemedicine visit's Zoom meeting (ADR 055), once the sync job has made it.
    .leftJoin('integration_event_links as z', (join) =>
      join.onRef('z.appointment_id', '=', 'a.id').on('z.provider', '=', 'zoom'),
    )
    .select([
      'a.tenant_id',
      'a.start_time',
      'a.end_time',
      'p.first_name',
      'p.last_name',
      'p.phone_number',
      'p.email',
      'b.name as branch_name',
      'b.timezone',
      'b.address_line1',
      'b.city',
      'b.phone as branch_phone',
      's.first_name as provider_first',
      's.last_name as provider_last',
      't.name as type_name',
      'z.join_url',
    ])
    .where('a.id', '=', appointmentId)
    .executeTakeFirst();
  if (row === undefined) return null;
  const inZone = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale === 'es' ? 'es' : 'en-US', { timeZone: row.timezone, ...options }).format(
      row.start_time,
    );
  return {
    phone: row.phone_number,
    email: row.email,
    values: {
      patient_first_name: row.first_name,
      patient_last_name: row.last_name,
      appointment_date: inZone({ dateStyle: 'full' }),
      appointment_time: inZone({ timeStyle: 'short' }),
      appointment_type: row.type_name ?? '',
      provider_name: `${row.provider_first} ${row.provider_last}`.trim(),
      branch_name: row.branch_name,
      branch_address: [row.address_line1, row.city].filter((part) => part !== '').join(', '),
      branch_phone: row.branch_phone,
      clinic_name: clinic.clinicName,
      video_link: row.join_url ?? '',
      manage_link: manageBookingUrl(signing, {
        tenantId: row.tenant_id,
        clinicId: clinic.clinicId,
        appointmentId,
        endTime: row.end_time,
      }),
    },
  };
}
