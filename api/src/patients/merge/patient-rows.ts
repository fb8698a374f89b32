import { formatChartNumber, type PatientRecord, type PatientSummary } from '@clinio/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../db/database';

/**
 * The records the duplicate list and the merge answer, read by id in the caller's tenant
 * transaction. Dates of birth are read as text (a `date` has no time zone to shift).
 */
function recordsQuery(tx: TenantTx) {
  return tx
    .selectFrom('patients')
    .selectAll()
    .select([
      sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('birth_date'),
      sql<boolean>`login_id is not null`.as('has_login'),
    ]);
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof recordsQuery>['executeTakeFirstOrThrow']>>;

export function presentSummary(row: RecordRow): PatientSummary {
  return {
    id: row.id,
    chart_number: formatChartNumber(Number(row.chart_number)),
    first_name: row.first_name,
    last_name: row.last_name,
    preferred_name: row.preferred_name,
    date_of_birth: row.birth_date,
    sex: row.sex,
    email: row.email,
    phone_number: row.phone_number,
    branch_id: row.branch_id,
    tags: row.tags,
    allergies: row.allergies,
    alerts: row.alerts,
    is_active: row.archived_at === null,
  };
}

export function presentRecord(row: RecordRow): PatientRecord {
  return {
    ...presentSummary(row),
    gender_identity: row.gender_identity,
    address_line1: row.address_line1,
    address_line2: row.address_line2,
    city: row.city,
    region: row.region,
    postal_code: row.postal_code,
    country: row.country,
    emergency_contact_name: row.emergency_contact_name,
    emergency_contact_phone: row.emergency_contact_phone,
    emergency_contact_relationship: row.emergency_contact_relationship,
    insurance: row.insurance,
    notes: row.notes,
    archived_at: row.archived_at?.toISOString() ?? null,
    merged_into: row.merged_into,
    has_portal_account: row.has_login,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Records by id (any order); the caller's transaction scopes them to its tenant. */
export async function findRecords(tx: TenantTx, ids: readonly string[]): Promise<Map<string, RecordRow>> {
  if (ids.length === 0) return new Map();
  const rows = await recordsQuery(tx).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export type { RecordRow };
