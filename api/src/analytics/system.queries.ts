import { sql } from 'kysely';
import type { TenantTx } from '../db/database';
import { dayEnd, dayStart } from './filters';

/**
 * The clinic's use of Clinio over a range (ADR 056): sign-ins from the audit log, staff who signed
 * in, portal adoption, messages sent by channel. Counts only: no person is named.
 */
export async function signIns(tx: TenantTx, range: { from: string; to: string }, timeZone: string) {
  const { rows } = await sql<{ date: string; succeeded: string; failed: string }>`
    with days as (
      select generate_series(${range.from}::date, ${range.to}::date, interval '1 day')::date as day
    ), logins as (
      select (a.at at time zone ${timeZone})::date as day, a.outcome
        from audit_log a
       where a.action = 'auth.login'
         and a.at >= ${dayStart(range.from, timeZone)} and a.at < ${dayEnd(range.to, timeZone)}
    )
    select to_char(d.day, 'YYYY-MM-DD') as date,
           count(l.day) filter (where l.outcome = 'success') as succeeded,
           count(l.day) filter (where l.outcome = 'failure') as failed
      from days d left join logins l on l.day = d.day
     group by d.day
     order by d.day`.execute(tx);
  return rows.map((row) => ({
    date: row.date,
    succeeded: Number(row.succeeded),
    failed: Number(row.failed),
  }));
}

/** Staff who signed in at least once in the range, and visits booked by patients in the portal. */
export async function usageCounts(tx: TenantTx, range: { from: string; to: string }, timeZone: string) {
  const from = dayStart(range.from, timeZone);
  const to = dayEnd(range.to, timeZone);
  const { rows } = await sql<{ signed_in: string; bookings: string }>`
    select (select count(distinct a.actor_id) from audit_log a
             where a.action = 'auth.login' and a.actor_type = 'staff' and a.outcome = 'success' and a.at >= ${from} and a.at < ${to}) as signed_in,
           (select count(*) from appointments a
             where a.source = 'portal' and a.created_at >= ${from} and a.created_at < ${to}) as bookings`.execute(
    tx,
  );
  return { signedIn: Number(rows[0]?.signed_in ?? 0), portalBookings: Number(rows[0]?.bookings ?? 0) };
}

export async function messagesSent(tx: TenantTx, range: { from: string; to: string }, timeZone: string) {
  const { rows } = await sql<{ sms: string; email: string; failed: string }>`
    select count(*) filter (where m.channel = 'sms' and m.status in ('sent', 'delivered')) as sms,
           count(*) filter (where m.channel = 'email' and m.status in ('sent', 'delivered')) as email,
           count(*) filter (where m.status in ('failed', 'undeliverable')) as failed
      from messages m
     where m.direction = 'outbound'
       and m.created_at >= ${dayStart(range.from, timeZone)} and m.created_at < ${dayEnd(range.to, timeZone)}`.execute(
    tx,
  );
  const row = rows[0];
  return { sms: Number(row?.sms ?? 0), email: Number(row?.email ?? 0), failed: Number(row?.failed ?? 0) };
}
