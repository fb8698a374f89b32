import {
  DEFAULT_PLAN,
  PLAN_IDS,
  subscriberPlanOf,
  normalizeSubscriptionStatus,
  type PlatformTenantSummary,
  type SubscriptionStatus,
  type TenantSortKey,
  type TenantStatus,
} from '@clinio/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/database';
import { escapeLike } from './platform-audit.queries';

/**
 * The tenants of the platform as the system administrator sees them. These read across tenants,
 * so they take the unscoped handle (`db.unscoped()`); nothing here writes.
 */
export interface TenantFilter {
  q?: string | undefined;
  status?: TenantStatus | undefined;
  plan?: string | undefined;
  subscription_status?: SubscriptionStatus | undefined;
}

/** The subscription status that holds now (a trial past its end is expired), as in the contracts. */
const EFFECTIVE_STATUS = sql<string>`case
  when s.status is null then 'trial'
  when s.status = 'trial' and s.trial_ends_at is not null and s.trial_ends_at <= now() then 'expired'
  else s.status end`;

function base(db: Db, filter: TenantFilter) {
  let query = db
    .selectFrom('tenants as t')
    .leftJoin('clinics as c', 'c.tenant_id', 't.id')
    .leftJoin('subscriptions as s', 's.tenant_id', 't.id');
  const q = filter.q?.trim();
  if (q !== undefined && q !== '') {
    const pattern = `%${escapeLike(q)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('t.name', 'ilike', pattern),
        eb('t.slug', 'ilike', pattern),
        eb('c.name', 'ilike', pattern),
        eb('c.code', 'ilike', pattern),
      ]),
    );
  }
  if (filter.status !== undefined) query = query.where('t.status', '=', filter.status);
  if (filter.plan !== undefined) {
    // The column holds plan ids only: any other name matches no tenant.
    const plan = PLAN_IDS.find((id) => id === filter.plan);
    // A tenant without a subscription row is on the default plan.
    query = query.where((eb) =>
      plan === undefined
        ? sql<SqlBool>`false`
        : plan === DEFAULT_PLAN
          ? eb.or([eb('s.plan', '=', plan), eb('s.plan', 'is', null)])
          : eb('s.plan', '=', plan),
    );
  }
  if (filter.subscription_status !== undefined) {
    query = query.where(sql<SqlBool>`${EFFECTIVE_STATUS} = ${filter.subscription_status}`);
  }
  return query;
}

function summaries(db: Db, filter: TenantFilter) {
  // Correlated counts: PostgreSQL evaluates them after the sort and the limit unless the sort
  // needs them, so a page costs a page's worth of index lookups.
  return base(db, filter).select([
    't.id',
    't.name',
    't.slug',
    't.status',
    't.created_at',
    'c.id as clinic_id',
    'c.name as clinic_name',
    'c.code as clinic_code',
    's.plan',
    's.trial_ends_at',
    EFFECTIVE_STATUS.as('subscription_status'),
    sql<string>`(select count(*) from staff_users u where u.tenant_id = t.id and u.status = 'active')`.as(
      'staff_count',
    ),
    sql<string>`(select count(*) from patients p where p.tenant_id = t.id and p.archived_at is null)`.as(
      'patient_count',
    ),
    sql<string>`(select count(*) from branches b where b.tenant_id = t.id)`.as('branch_count'),
    sql<Date | null>`(select max(u.last_login_at) from staff_users u where u.tenant_id = t.id)`.as(
      'last_staff_sign_in_at',
    ),
  ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

function toSummary(row: SummaryRow): PlatformTenantSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status,
    clinic_id: row.clinic_id,
    clinic_name: row.clinic_name,
    clinic_code: row.clinic_code,
    plan: subscriberPlanOf(row.plan),
    subscription_status: normalizeSubscriptionStatus(row.subscription_status) ?? 'trial',
    trial_ends_at: row.trial_ends_at === null ? null : row.trial_ends_at.toISOString(),
    staff_count: Number(row.staff_count),
    patient_count: Number(row.patient_count),
    branch_count: Number(row.branch_count),
    last_staff_sign_in_at:
      row.last_staff_sign_in_at === null ? null : new Date(row.last_staff_sign_in_at).toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

const SORT_COLUMNS: Record<TenantSortKey, Expression<unknown>> = {
  name: sql`lower(t.name)`,
  created_at: sql`t.created_at`,
  status: sql`t.status`,
  plan: sql`array_position(array['trial', 'essential', 'pro', 'enterprise'], coalesce(s.plan, 'trial'))`,
  staff_count: sql.ref('staff_count'),
  patient_count: sql.ref('patient_count'),
  branch_count: sql.ref('branch_count'),
  last_staff_sign_in_at: sql.ref('last_staff_sign_in_at'),
};

export async function findTenants(
  db: Db,
  filter: TenantFilter,
  options: { sort: TenantSortKey; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<PlatformTenantSummary[]> {
  const rows = await summaries(db, filter)
    .orderBy(SORT_COLUMNS[options.sort], (ob) => (options.order === 'asc' ? ob.asc() : ob.desc()).nullsLast())
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  return rows.map(toSummary);
}

export async function countTenants(db: Db, filter: TenantFilter): Promise<number> {
  const row = await base(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function findTenant(db: Db, tenantId: string): Promise<PlatformTenantSummary | null> {
  const row = await summaries(db, {}).where('t.id', '=', tenantId).executeTakeFirst();
  return row === undefined ? null : toSummary(row);
}

/** The tenant's branches, its super admins (name and e-mail only) and its open staff sessions. */
export async function tenantPeopleAndPlaces(db: Db, tenantId: string) {
  const [branches, superAdmins, sessions, suspension] = await Promise.all([
    db
      .selectFrom('branches')
      .select(['id', 'name', 'city', 'country', 'timezone', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('staff_users as u')
      .innerJoin('roles as r', (join) =>
        join.onRef('r.tenant_id', '=', 'u.tenant_id').onRef('r.id', '=', 'u.role_id'),
      )
      .select([
        sql<string>`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username, u.email)`.as(
          'name',
        ),
        'u.email',
      ])
      .where('u.tenant_id', '=', tenantId)
      .where(sql<string>`lower(r.name)`, '=', 'super_admin')
      .where('u.status', '<>', 'deactivated')
      .orderBy('u.created_at')
      .orderBy('u.id')
      .execute(),
    db
      .selectFrom('staff_sessions')
      .select((eb) => eb.fn.countAll<string>().as('open'))
      .where('tenant_id', '=', tenantId)
      .where('ended_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('tenant_status_changes as h')
      .leftJoin('system_admins as a', (join) =>
        join.onRef('a.id', '=', 'h.actor_id').on('h.actor_type', '=', 'system_admin'),
      )
      .select(['h.at', 'h.to_status', 'h.reason', 'h.actor_id', 'a.name as actor_name'])
      .where('h.tenant_id', '=', tenantId)
      .orderBy('h.at', 'desc')
      .orderBy('h.id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    branches: branches.map((branch) => ({ ...branch, created_at: branch.created_at.toISOString() })),
    superAdmins,
    openSessions: Number(sessions.open),
    lastStatusChange: suspension ?? null,
  };
}
