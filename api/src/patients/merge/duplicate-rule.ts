import type { DuplicateReason } from '@clinio/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../../db/database';
import { DUPLICATE_NAME_SIMILARITY } from '../patients.queries';

/**
 * The duplicate rule of `findDuplicates` (patients.queries.ts, one record at a time) in set-based
 * SQL, for many rows at once: two records look like one person when they share a date of birth
 * and have close names (trigram similarity of the folded "first last" at least
 * DUPLICATE_NAME_SIMILARITY), or the same phone digits (7 or more), or the same e-mail. Only
 * active records count. Used by the import (a batch of 500 source rows against the clinic's
 * records, one statement) and, as a self-join, by the merge suggestions (merge.service.ts).
 */
export const CLOSE_NAME_SIMILARITY = DUPLICATE_NAME_SIMILARITY;
/** Fewer digits than this (an extension, a typo) is not a phone number worth matching. */
export const MIN_PHONE_DIGITS = 7;

export interface DuplicateCandidate {
  /** The caller's key for the row (the import's line number). */
  key: number;
  first_name: string;
  last_name: string;
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
function phoneDigits(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  return digits.length >= MIN_PHONE_DIGITS ? digits : '';
}

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
        ${column((c) => `${c.first_name} ${c.last_name}`)}::text[],
        ${column((c) => c.date_of_birth)}::date[],
        ${column((c) => phoneDigits(c.phone_number))}::text[],
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
                 and similarity(patient_fold(p.first_name || ' ' || p.last_name), patient_fold(c.name))
                     >= ${CLOSE_NAME_SIMILARITY}))
         order by p.chart_number
         limit 1
      ) m
  `.execute(tx);
  for (const row of result.rows) {
    matches.set(row.key, { patient_id: row.id, chart_number: Number(row.chart_number), reason: row.reason });
  }
  return matches;
}
