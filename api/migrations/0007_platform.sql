-- The system administrator's platform area: suspension history, the reason of a platform audit
-- event, platform-wide settings, and the indexes the platform audit and analytics read with.
-- Tenant-owned tables follow 0001's rules (tenant_id in every key, forced RLS, tenant_isolation).

-- Why a system administrator acted (a suspension, a reactivation): text the administrator typed,
-- never patient data or a token. Other writers leave it null.
alter table platform_audit_log
  add column reason text check (length(reason) <= 500);

-- The platform audit screen: newest first, by tenant, by administrator.
create index platform_audit_log_at_idx on platform_audit_log (at desc, id desc);
create index platform_audit_log_tenant_idx on platform_audit_log (subject_tenant_id, at desc)
  where subject_tenant_id is not null;
create index platform_audit_log_actor_idx on platform_audit_log (actor_id, at desc)
  where actor_id is not null;

-- Platform analytics count staff sign-ins of every tenant by time; a tenant's own audit screen
-- keeps using (tenant_id, at).
create index audit_log_logins_at_idx on audit_log (at)
  where action in ('auth.login', 'auth.login_2fa', 'auth.login_throttled');

-- Every suspension and reactivation of a clinic account, append-only: who, when and why. The
-- tenant's status over time (platform analytics) is read from here; a tenant starts active.
create table tenant_status_changes (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  at timestamptz not null default now(),
  from_status text not null check (from_status in ('active', 'suspended')),
  to_status text not null check (to_status in ('active', 'suspended')),
  reason text not null check (length(reason) between 1 and 500),
  -- system: rows written by this migration for tenants suspended before the history was kept.
  actor_type text not null check (actor_type in ('system_admin', 'system')),
  actor_id uuid,
  primary key (tenant_id, id),
  check (from_status <> to_status)
);
create index tenant_status_changes_tenant_at_idx on tenant_status_changes (tenant_id, at desc);
create index tenant_status_changes_at_idx on tenant_status_changes (at);

alter table tenant_status_changes enable row level security;
alter table tenant_status_changes force row level security;
create policy tenant_isolation on tenant_status_changes
  using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant());

grant select, insert on tenant_status_changes to clinio_app, clinio_system;

-- A tenant already suspended gets one history row, so the history adds up to today's statuses.
-- RLS is forced on both tables; the owner lifts it for this one statement (inside this
-- migration's transaction), as 0005 does.
alter table tenants no force row level security;
alter table tenant_status_changes no force row level security;
insert into tenant_status_changes (tenant_id, at, from_status, to_status, reason, actor_type)
  select id, updated_at, 'active', 'suspended', 'Suspended before the status history was kept', 'system'
    from tenants
   where status = 'suspended';
alter table tenant_status_changes force row level security;
alter table tenants force row level security;

-- Platform-wide settings: exactly one row. Requests may read it (nothing in it is secret);
-- only system-administrator code (clinio_system) changes it.
create table platform_settings (
  id boolean primary key default true check (id),
  -- The length of a new clinic's trial (spec 9 fixes the plan, not its length).
  default_trial_days integer not null default 14 check (default_trial_days between 1 and 365),
  -- Where clinics are told to write (e.g. "Contact support" on a suspended account).
  support_email text not null default '' check (length(support_email) <= 254),
  -- One line shown across the product while it is not empty.
  maintenance_banner text not null default '' check (length(maintenance_banner) <= 280),
  -- The idle timeout a new clinic starts with (spec 4.2 and 9: 30 minutes).
  default_session_timeout_minutes integer not null default 30
    check (default_session_timeout_minutes between 1 and 480),
  updated_at timestamptz not null default now(),
  updated_by uuid references system_admins (id) on delete set null
);
insert into platform_settings default values;

grant select on platform_settings to clinio_app;
grant select, update on platform_settings to clinio_system;

-- The platform defaults, for code and column defaults that create a clinic.
create function platform_default_session_timeout() returns integer
  language sql stable set search_path = public
  as $$ select coalesce((select default_session_timeout_minutes from platform_settings where id), 30) $$;

create function platform_default_trial_days() returns integer
  language sql stable set search_path = public
  as $$ select coalesce((select default_trial_days from platform_settings where id), 14) $$;

-- A new clinic's settings row (provisioning inserts only its tenant id) takes the platform's
-- current default; an existing clinic keeps its own value.
alter table tenant_settings
  alter column session_timeout_minutes set default platform_default_session_timeout();

-- A suspended clinic cannot be newly authorized by a patient: its code answers like an unknown
-- one (the clinic's standing is not told to whoever types the code). Patients already linked
-- keep their links (see api/src/system-admin/tenant-status.service.ts). Same signature, owner
-- and grants as 0002's function.
create or replace function auth_clinic_by_code(p_code text)
  returns table (tenant_id uuid, clinic_id uuid, clinic_name text)
  language sql stable security definer set search_path = public
  as $$
    select c.tenant_id, c.id, c.name
      from clinics c
      join tenants t on t.id = c.tenant_id
     where c.code = upper(p_code) and t.status = 'active'
  $$;
