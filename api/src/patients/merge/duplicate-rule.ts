import type { DuplicateReason } from '@clinio/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../db/database';

/**
 * The duplicate rule (issue 10) in set-based SQL, for many rows at once: two records look like
 * one person when they share a date of birth and have close names (trigram similarity of the
 * folded `search_name`), or the same phone digits, or the same e-mail. Only active records count.
 * Used by the import (a batch of 500 source rows against the clinic's records, one statement) and,
 * as a self-join, by the merge suggestions (duplicate-pairs.ts).
 */

/** pg_trgm similarity of two folded names from which they count as "close". */
export const CLOSE_NAME_SIMILARITY = 0.5;

export interface DuplicateCandidate {
  /** The caller's key for the row (the import's line number). */
  key: number;
  first_name: string;
  last_name: string;
  preferred_name: string;
  date_of_birth: string | null;
  /** E.164 or ''. */
  phone_number: string;
  email: string;
}

export interface ExistingMatch {
  patient_id: string;
  chart_number: number;
  reason: DuplicateReason;
}

/**
 * For each candidate, one active record of the tenant it looks like (lowest chart number), by
 * the rule. One statement: a lateral probe per candidate that the phone and e-mail trigram
 * indexes of 0008 answer for equality, and the date of birth index for the name comparison, so
 * the similarity is computed only within one date of birth.
 */
export async function matchExistingPatients(
  tx: TenantTx,
  tenantId: string,
  candidates: readonly DuplicateCandidate[],
): Promise<Map<number, ExistingMatch>> {
  const matches = new Map<number, ExistingMatch>();
  if (candidates.length === 0) return matches;
  const column = <T>(pick: (candidate: DuplicateCandidate) => T) => candidates.map(pick);
  const result = await sql<{ key: number; id: string; chart_number: string; reason: DuplicateReason }>`
    select c.key, m.id, m.chart_number, m.reason
      from unnest(
        ${column((c) => c.key)}::int[],
        ${column((c) => `${c.first_name} ${c.last_name} ${c.preferred_name}`)}::text[],
        ${column((c) => c.date_of_birth)}::date[],
        ${column((c) => c.phone_number.replace(/\D/g, ''))}::text[],
        ${column((c) => c.email.trim().toLowerCase())}::text[]
      ) as c(key, name, dob, phone, email)
      cross join lateral (
        select p.id, p.chart_number,
               case when c.phone <> '' and p.phone_digits = c.phone then 'same_phone'
                    when c.email <> '' and p.email_normalized = c.email then 'same_email'
                    else 'same_birth_date_close_name' end as reason
          from patients p
         where p.tenant_id = ${tenantId}
           and p.archived_at is null
           and ((c.phone <> '' and p.phone_digits <> '' and p.phone_digits = c.phone)
             or (c.email <> '' and p.email_normalized <> '' and p.email_normalized = c.email)
             or (c.dob is not null and p.date_of_birth = c.dob
                 and similarity(p.search_name, patient_fold(c.name)) >= ${CLOSE_NAME_SIMILARITY}))
         order by p.chart_number
         limit 1
      ) m
  `.execute(tx);
  for (const row of result.rows) {
    matches.set(row.key, { patient_id: row.id, chart_number: Number(row.chart_number), reason: row.reason });
  }
  return matches;
}
