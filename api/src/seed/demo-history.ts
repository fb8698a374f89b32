import { sql } from 'kysely';
import type { TenantTx } from '../db/database';

/** How far back the demo's history reaches: twelve weeks before the current one. */
export const HISTORY_WEEKS = 12;

/**
 * Issue 21: the demo clinic's past, so that analytics and reports show trends on a fresh start.
 * Every provider's weekly hours of the twelve weeks before the current week (the clinic's zone)
 * are filled about two visits in three, with the demo's patients and the types each provider
 * offers; about one visit in eleven is a no-show and one in twelve cancelled, the rest completed;
 * each was booked 0 to 20 days ahead, one in ten in the portal. Deterministic (a hash of the slot);
 * a slot that would overlap a visit already seeded is left out.
 */
export async function seedDemoHistory(
  tx: TenantTx,
  tenantId: string,
  timeZone: string,
  now: Date,
): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    with monday as (select date_trunc('week', ${now}::timestamptz at time zone ${timeZone})::date as day),
    p as (select array_agg(id order by chart_number) as ids from patients where archived_at is null),
    slots as (
      select h.provider_id, h.branch_id,
             ((d::date + h.starts + s * interval '45 minutes') at time zone ${timeZone}) as at,
             abs(hashtext(h.provider_id::text || d::date::text || s::text)) as roll
        from provider_hours h
       cross join monday m
       cross join generate_series(m.day - ${HISTORY_WEEKS * 7}::int, m.day - 1, interval '1 day') d
       cross join generate_series(0, 16) s
       where extract(isodow from d) = h.weekday
         and h.starts + (s * 45 + 30) * interval '1 minute' <= h.ends
    ),
    chosen as (
      select sl.*, (select array_agg(t.key order by t.sort_order)
                      from provider_appointment_types pt
                      join appointment_types t on t.tenant_id = pt.tenant_id and t.id = pt.appointment_type_id
                     where pt.provider_id = sl.provider_id and t.duration_minutes <= 30) as keys
        from slots sl
       where sl.roll % 3 <> 0
    ),
    inserted as (
      insert into appointments (tenant_id, patient_id, provider_id, branch_id, appointment_type, start_time, end_time,
                                blocked_from, blocked_to, status, cancelled_at, cancellation_reason, source, created_at)
      select ${tenantId}, p.ids[1 + c.roll % array_length(p.ids, 1)], c.provider_id, c.branch_id,
             c.keys[1 + c.roll % array_length(c.keys, 1)], c.at, c.at + interval '30 minutes',
             c.at, c.at + interval '30 minutes',
             case when c.roll % 100 < 8 then 'cancelled' when c.roll % 100 < 17 then 'no_show' else 'completed' end,
             case when c.roll % 100 < 8 then c.at - interval '1 day' end,
             case when c.roll % 100 < 8 then 'Patient asked to cancel' end,
             case when c.roll % 10 = 0 then 'portal' else 'staff' end,
             c.at - (c.roll % 21) * interval '1 day' - interval '3 hours'
        from chosen c, p
       where c.keys is not null
      on conflict do nothing
      returning 1
    )
    select count(*) as n from inserted`.execute(tx);
  return Number(rows[0]?.n ?? 0);
}
