import {
  ACTIVITY_DAYS,
  NEW_PATIENT_DAYS,
  RECENT_ACTIVITY_ENTRIES,
  type ActivityDay,
  type PatientFigures,
  type RecentActivity,
  type StaffFigures,
} from '@clinio/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/database';

/**
 * The counts behind the dashboard homes. Every query runs in the caller's tenant transaction, so
 * row-level security keeps it inside the tenant; each one is a single aggregate (no rows leave the
 * database), and none reads a name, an e-mail or a date of birth of a patient.
 */

const count = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/** The clinic's name, its time zone and today's date there. */
export async function clinicToday(tx: TenantTx) {
  const row = await tx
    .selectFrom('clinics')
    .select([
      'name',
      'timezone',
      sql<string>`to_char((now() at time zone clinics.timezone)::date, 'YYYY-MM-DD')`.as('today'),
    ])
    .executeTakeFirstOrThrow();
  return { clinic_name: row.name, time_zone: row.timezone, today: row.today };
}

export async function patientFigures(tx: TenantTx): Promise<PatientFigures & { archived: number }> {
  const { rows } = await sql<{ total: string; archived: string; new_recent: string; portal_linked: string }>`
    select
      count(*) filter (where p.archived_at is null) as total,
      count(*) filter (where p.archived_at is not null) as archived,
      count(*) filter (
        where p.archived_at is null and p.created_at >= now() - make_interval(days => ${NEW_PATIENT_DAYS})
      ) as new_recent,
      (select count(*) from patient_clinic_links l
         join patients lp on lp.tenant_id = l.tenant_id and lp.id = l.patient_id
        where l.revoked_at is null and lp.archived_at is null) as portal_linked
    from patients p`.execute(tx);
  const row = rows[0];
  return {
    total: count(row?.total),
    archived: count(row?.archived),
    new_recent: count(row?.new_recent),
    portal_linked: count(row?.portal_linked),
  };
}

export async function staffFigures(tx: TenantTx): Promise<StaffFigures & { two_factor_enabled: number }> {
  const { rows } = await sql<{ active: string; invited: string; deactivated: string; two_factor: string }>`
    select
      count(*) filter (where status = 'active') as active,
      count(*) filter (where status = 'invited') as invited,
      count(*) filter (where status = 'deactivated') as deactivated,
      count(*) filter (where status = 'active' and totp_enabled_at is not null) as two_factor
    from staff_users`.execute(tx);
  const row = rows[0];
  return {
    active: count(row?.active),
    invited: count(row?.invited),
    deactivated: count(row?.deactivated),
    two_factor_enabled: count(row?.two_factor),
  };
}

/** Pending invitations split by whether their newest unused link still works. */
export async function invitationFigures(tx: TenantTx) {
  const { rows } = await sql<{ waiting: string; expired: string }>`
    with newest as (
      select u.id,
             (select max(t.expires_at) from staff_tokens t
               where t.tenant_id = u.tenant_id and t.user_id = u.id
                 and t.purpose = 'invitation' and t.used_at is null) as expires_at
        from staff_users u
       where u.status = 'invited'
    )
    select count(*) filter (where expires_at > now()) as waiting,
           count(*) filter (where expires_at is null or expires_at <= now()) as expired
      from newest`.execute(tx);
  return { waiting: count(rows[0]?.waiting), expired: count(rows[0]?.expired) };
}

export async function unreadNotifications(tx: TenantTx, userId: string) {
  const row = await tx
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return count(row?.n);
}

export async function ownTwoFactorOff(tx: TenantTx, userId: string) {
  const row = await tx
    .selectFrom('staff_users')
    .select('totp_enabled_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.totp_enabled_at === null;
}

export async function staffByRole(tx: TenantTx) {
  const rows = await tx
    .selectFrom('staff_users as u')
    .innerJoin('roles as r', (join) =>
      join.onRef('r.tenant_id', '=', 'u.tenant_id').onRef('r.id', '=', 'u.role_id'),
    )
    .select(['r.name as role', (eb) => eb.fn.countAll<string>().as('n')])
    .where('u.status', '=', 'active')
    .groupBy('r.name')
    .orderBy(sql`lower(r.name)`)
    .execute();
  return rows.map((row) => ({ role: row.role, count: count(row.n) }));
}

export async function branchCount(tx: TenantTx) {
  const row = await tx
    .selectFrom('branches')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  return count(row?.n);
}

/** Staff sign-ins and failed sign-ins per day of the clinic's calendar, oldest first. */
export async function signInActivity(tx: TenantTx, timeZone: string): Promise<ActivityDay[]> {
  const { rows } = await sql<{ date: string; sign_ins: string; failed: string }>`
    with days as (
      select generate_series(
        (now() at time zone ${timeZone})::date - ${ACTIVITY_DAYS - 1}::int,
        (now() at time zone ${timeZone})::date,
        interval '1 day'
      )::date as day
    ),
    logins as (
      select (a.at at time zone ${timeZone})::date as day, a.outcome
        from audit_log a
       where a.action = 'auth.login'
         and a.at >= now() - make_interval(days => ${ACTIVITY_DAYS + 1})
    )
    select to_char(d.day, 'YYYY-MM-DD') as date,
           count(l.day) filter (where l.outcome = 'success') as sign_ins,
           count(l.day) filter (where l.outcome = 'failure') as failed
      from days d
      left join logins l on l.day = d.day
     group by d.day
     order by d.day`.execute(tx);
  return rows.map((row) => ({
    date: row.date,
    sign_ins: count(row.sign_ins),
    failed_sign_ins: count(row.failed),
  }));
}

export async function deniedLastWeek(tx: TenantTx) {
  const row = await tx
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('outcome', '=', 'denied')
    .where('at', '>=', sql<Date>`now() - interval '7 days'`)
    .executeTakeFirst();
  return count(row?.n);
}

/** The latest audit entries: action, outcome and the staff member's name, never the record. */
export async function recentActivity(tx: TenantTx): Promise<RecentActivity[]> {
  const rows = await tx
    .selectFrom('audit_log as a')
    .leftJoin('staff_users as u', (join) =>
      join.onRef('u.tenant_id', '=', 'a.tenant_id').onRef('u.id', '=', 'a.actor_id'),
    )
    .select([
      'a.at',
      'a.action',
      'a.outcome',
      'a.actor_type',
      'a.resource_type',
      sql<string | null>`case when a.actor_type = 'staff' and u.id is not null
        then nullif(trim(u.first_name || ' ' || u.last_name), '') end`.as('actor_name'),
      'u.username',
    ])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(RECENT_ACTIVITY_ENTRIES)
    .execute();
  return rows.map((row) => ({
    at: row.at.toISOString(),
    action: row.action,
    outcome: row.outcome,
    actor_type: row.actor_type,
    resource_type: row.resource_type,
    actor_name: row.actor_name ?? (row.actor_type === 'staff' ? row.username : null),
  }));
}
