import { formatChartNumber, type PatientRecord, type PatientSummary } from '@clinio/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { PatientSummaryRow } from './search';

/**
 * How a patient row leaves the API (the list, the picker, the duplicate warning, the chart).
 * Exported for the imports and merge modules (H2) so every answer has one shape.
 */

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * E.164 in every answer. The API stores E.164; rows written before migration 0008 (patient
 * registrations) may hold what the person typed, which is read here as best we can (a `+` number,
 * else North American); what cannot be read is answered as stored rather than dropped.
 */
export function answerPhone(stored: string): string {
  if (stored === '' || /^\+[1-9]\d{6,14}$/.test(stored)) return stored;
  const parsed = parsePhoneNumberFromString(stored, 'US');
  return parsed?.isValid() === true ? parsed.number : stored;
}

export function presentSummary(row: PatientSummaryRow): PatientSummary {
  return {
    id: row.id,
    chart_number: formatChartNumber(Number(row.chart_number)),
    first_name: row.first_name,
    last_name: row.last_name,
    preferred_name: row.preferred_name,
    date_of_birth: row.date_of_birth,
    sex: row.sex,
    email: row.email,
    phone_number: answerPhone(row.phone_number),
    branch_id: row.branch_id,
    tags: row.tags,
    allergies: row.allergies,
    alerts: row.alerts,
    is_active: row.archived_at === null,
  };
}

/** The chart's select: every column of the record, the date of birth as text, the portal link. */
export function recordQuery(db: Kysely<DB>) {
  return db
    .selectFrom('patients as p')
    .selectAll('p')
    .select([
      sql<string | null>`to_char(p.date_of_birth, 'YYYY-MM-DD')`.as('birth_date'),
      sql<boolean>`(p.login_id is not null or exists (
        select 1 from patient_clinic_links l
         where l.tenant_id = p.tenant_id and l.patient_id = p.id and l.revoked_at is null))`.as(
        'has_portal_account',
      ),
    ]);
}

export type PatientRecordRow = Awaited<ReturnType<ReturnType<typeof recordQuery>['executeTakeFirstOrThrow']>>;

export function presentPatient(row: PatientRecordRow): PatientRecord {
  return {
    ...presentSummary({ ...row, date_of_birth: row.birth_date }),
    gender_identity: row.gender_identity,
    address_line1: row.address_line1,
    address_line2: row.address_line2,
    city: row.city,
    region: row.region,
    postal_code: row.postal_code,
    country: row.country,
    emergency_contact_name: row.emergency_contact_name,
    emergency_contact_phone: answerPhone(row.emergency_contact_phone),
    emergency_contact_relationship: row.emergency_contact_relationship,
    insurance: row.insurance,
    notes: row.notes,
    archived_at: iso(row.archived_at),
    merged_into: row.merged_into,
    has_portal_account: row.has_portal_account,
    created_at: iso(row.created_at) ?? '',
    updated_at: iso(row.updated_at) ?? '',
  };
}
