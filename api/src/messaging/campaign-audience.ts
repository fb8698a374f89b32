import type { ENDPOINTS } from '@clinio/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { TenantTx } from '../db/database';

type CampaignInput = z.output<(typeof ENDPOINTS)['createCampaign']['body']>;
export type Audience = CampaignInput['audience'];

/** The clinic's patients an audience names (active records only), as a query to count or list. */
export function audienceOf(tx: TenantTx, audience: Audience, now: Date) {
  let query = tx
    .selectFrom('patients as p')
    .where('p.merged_into', 'is', null)
    .where('p.archived_at', 'is', null);
  if (audience.tags && audience.tags.length > 0)
    query = query.where(sql<boolean>`p.tags && ${audience.tags}::text[]`);
  if (audience.branch_id) query = query.where('p.branch_id', '=', audience.branch_id);
  if (audience.age_min !== undefined)
    query = query.where(
      sql<boolean>`p.date_of_birth <= (${now}::date - make_interval(years => ${audience.age_min}))`,
    );
  if (audience.age_max !== undefined)
    query = query.where(
      sql<boolean>`p.date_of_birth > (${now}::date - make_interval(years => ${audience.age_max + 1}))`,
    );
  if (audience.appointment_type)
    query = query.where(
      sql<boolean>`exists (select 1 from appointments a where a.patient_id = p.id and a.appointment_type = ${audience.appointment_type})`,
    );
  if (audience.has_upcoming_visit !== undefined)
    query = query.where(
      sql<boolean>`${sql.raw(audience.has_upcoming_visit ? '' : 'not')} exists (select 1 from appointments a
        where a.patient_id = p.id and a.start_time > ${now} and a.status in ('booked', 'confirmed'))`,
    );
  const lastVisit = sql`(select max(a.start_time) from appointments a where a.patient_id = p.id
    and a.start_time < ${now} and a.status not in ('cancelled', 'no_show'))`;
  if (audience.last_visit_before)
    query = query.where(sql<boolean>`${lastVisit} < ${audience.last_visit_before}::date`);
  if (audience.last_visit_after)
    query = query.where(sql<boolean>`${lastVisit} >= ${audience.last_visit_after}::date`);
  return query;
}
