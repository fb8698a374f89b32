import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { PatientSearch } from './search-text';

/**
 * A clinic holding at least this share of the table (and DOMINANT_MIN_PATIENTS) searches through
 * the trigram indexes without the tenant: its own rows are most of any match list, so the tenant
 * key inside the index only costs (ADR 032, "Large clinics").
 */
export const DOMINANT_SHARE = 0.25;
export const DOMINANT_MIN_PATIENTS = 50_000;
const DOMINANCE_TTL_MS = 10 * 60_000;
const dominance = new Map<string, { shared: boolean; until: number }>();

/**
 * Whether this clinic's searches go through the shared trigram indexes: its patients (the chart
 * number counter, which only grows) against the table's estimated rows (`pg_class.reltuples`,
 * kept by autovacuum). Two catalog-sized reads, remembered per process for ten minutes.
 */
export async function usesSharedIndexes(db: Kysely<DB>, tenantId: string): Promise<boolean> {
  const known = dominance.get(tenantId);
  if (known !== undefined && known.until > Date.now()) return known.shared;
  const row = await sql<{ patients: string | null; table_rows: number }>`
    select (select last_number from patient_chart_counters where tenant_id = ${tenantId}) as patients,
      (select reltuples from pg_class where oid = 'patients'::regclass) as table_rows`
    .execute(db)
    .then((result) => result.rows[0]);
  const patients = Number(row?.patients ?? 0);
  const shared =
    patients >= DOMINANT_MIN_PATIENTS && patients >= DOMINANT_SHARE * Math.max(row?.table_rows ?? 0, 1);
  if (dominance.size > 10_000) dominance.clear();
  dominance.set(tenantId, { shared, until: Date.now() + DOMINANCE_TTL_MS });
  return shared;
}

/** Whether this search, in this clinic, goes through the shared indexes (names and phones only). */
export async function sharedIndexesFor(
  db: Kysely<DB>,
  tenantId: string,
  search: PatientSearch,
): Promise<boolean> {
  if (search.kind !== 'name' && search.kind !== 'phone') return false;
  return usesSharedIndexes(db, tenantId);
}
