-- Identity: plans and settings per tenant, roles, staff, patients and their logins, system
-- administrators, sessions, refresh tokens, one-time tokens, login throttling and the audit log.
-- Tenant-owned tables follow 0001's rules (tenant_id in every key, forced RLS, tenant_isolation).

alter table clinics
  add column email text not null default '',
  add column phone text not null default '',
  add column website text not null default '';

create table subscriptions (
  tenant_id uuid primary key references tenants (id) on delete cascade,
  plan text not null default 'trial' check (plan in ('trial', 'essential', 'pro', 'enterprise')),
  status text not null default 'trial' check (status in ('trial', 'active', 'past_due', 'expired', 'canceled')),
  trial_ends_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table tenant_settings (
  tenant_id uuid primary key references tenants (id) on delete cascade,
  session_timeout_minutes integer not null default 30 check (session_timeout_minutes between 1 and 480),
  updated_at timestamptz not null default now()
);

create table roles (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 2 and 60),
  description text not null default '',
  is_system boolean not null default false,
  permissions text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id)
);
create unique index roles_name_idx on roles (tenant_id, lower(name));

create table staff_users (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  -- Logins are global: a username or an e-mail address names one account on the platform.
  username text,
  username_normalized text unique,
  email text not null,
  email_normalized text not null unique,
  first_name text not null default '',
  last_name text not null default '',
  password_hash text,
  status text not null default 'invited' check (status in ('invited', 'active', 'deactivated')),
  role_id uuid not null,
  default_branch_id uuid,
  email_verified_at timestamptz,
  password_changed_at timestamptz,
  profile_picture text,
  totp_secret text,
  totp_pending_secret text,
  totp_enabled_at timestamptz,
  totp_last_step bigint,
  recovery_codes text[] not null default '{}',
  login_notifications boolean not null default true,
  notification_settings jsonb not null default '{}',
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, role_id) references roles (tenant_id, id),
  foreign key (tenant_id, default_branch_id) references branches (tenant_id, id) on delete set null (default_branch_id),
  check (status = 'invited' or (username is not null and password_hash is not null))
);

create table staff_branches (
  tenant_id uuid not null,
  user_id uuid not null,
  branch_id uuid not null,
  primary key (tenant_id, user_id, branch_id),
  foreign key (tenant_id, user_id) references staff_users (tenant_id, id) on delete cascade,
  foreign key (tenant_id, branch_id) references branches (tenant_id, id) on delete cascade
);

create table staff_sessions (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  user_id uuid not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  ended_at timestamptz,
  end_reason text,
  ip_address text,
  user_agent text not null default '',
  device text not null default 'Desktop',
  browser text not null default 'Unknown',
  platform text not null default 'Unknown',
  city text not null default 'Unknown',
  region text not null default 'Unknown',
  country text not null default 'Unknown',
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, user_id) references staff_users (tenant_id, id) on delete cascade
);
create index staff_sessions_open_idx on staff_sessions (tenant_id, user_id) where ended_at is null;

create table staff_refresh_tokens (
  tenant_id uuid not null,
  token_hash text not null unique,
  session_id uuid not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  primary key (tenant_id, token_hash),
  foreign key (tenant_id, session_id) references staff_sessions (tenant_id, id) on delete cascade
);

create table staff_tokens (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  purpose text not null check (purpose in ('password_reset', 'email_verification', 'invitation')),
  user_id uuid not null,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, user_id) references staff_users (tenant_id, id) on delete cascade
);

-- A patient login is a person, not a tenant's row: it links to records in any number of tenants.
create table patient_logins (
  id uuid primary key default gen_random_uuid(),
  username text not null,
  username_normalized text not null unique,
  email text not null,
  email_normalized text not null unique,
  password_hash text not null,
  first_name text not null,
  last_name text not null,
  phone_number text not null default '',
  date_of_birth date,
  status text not null default 'active' check (status in ('active', 'disabled')),
  email_verified_at timestamptz,
  password_changed_at timestamptz,
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table patients (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  email text not null default '',
  phone_number text not null default '',
  date_of_birth date,
  login_id uuid references patient_logins (id) on delete set null,
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  unique (tenant_id, login_id)
);

create table patient_clinic_links (
  tenant_id uuid not null,
  login_id uuid not null references patient_logins (id) on delete cascade,
  patient_id uuid not null,
  clinic_id uuid not null,
  authorized_at timestamptz not null default now(),
  revoked_at timestamptz,
  primary key (tenant_id, login_id),
  foreign key (tenant_id, patient_id) references patients (tenant_id, id) on delete cascade,
  foreign key (tenant_id, clinic_id) references clinics (tenant_id, id) on delete cascade
);

create table patient_sessions (
  id uuid primary key default gen_random_uuid(),
  login_id uuid not null references patient_logins (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  ended_at timestamptz,
  end_reason text,
  ip_address text,
  user_agent text not null default '',
  device text not null default 'Desktop',
  browser text not null default 'Unknown',
  platform text not null default 'Unknown'
);

create table patient_refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references patient_sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table patient_tokens (
  id uuid primary key default gen_random_uuid(),
  purpose text not null check (purpose in ('password_reset', 'email_verification')),
  login_id uuid not null references patient_logins (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table system_admins (
  id uuid primary key default gen_random_uuid(),
  username text not null,
  username_normalized text not null unique,
  email text not null,
  name text not null,
  password_hash text not null,
  status text not null default 'active' check (status in ('active', 'disabled')),
  last_login_at timestamptz,
  created_at timestamptz not null default now()
);

create table system_sessions (
  id uuid primary key default gen_random_uuid(),
  admin_id uuid not null references system_admins (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  ended_at timestamptz,
  end_reason text,
  ip_address text,
  user_agent text not null default ''
);

-- Failed attempts per account (or per typed identifier when no account matches), for throttling.
create table login_throttle (
  key text primary key,
  failures integer not null default 0,
  locked_until timestamptz,
  updated_at timestamptz not null default now()
);

-- Append-only: requests may insert and read their tenant's rows, never change or delete them.
create table audit_log (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id bigint generated always as identity,
  at timestamptz not null default now(),
  actor_type text not null check (actor_type in ('staff', 'patient', 'system_admin', 'anonymous')),
  actor_id uuid,
  actor_role text,
  branch_id uuid,
  action text not null,
  resource_type text not null,
  resource_id text,
  outcome text not null check (outcome in ('success', 'failure', 'denied')),
  ip_address text,
  user_agent text,
  session_id uuid,
  primary key (tenant_id, id)
);
create index audit_log_at_idx on audit_log (tenant_id, at desc);
create index audit_log_actor_idx on audit_log (tenant_id, actor_id, at desc);

-- Events with no tenant: patients signing in, system administrators, unknown identifiers.
create table platform_audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_type text not null check (actor_type in ('staff', 'patient', 'system_admin', 'anonymous')),
  actor_id uuid,
  subject_tenant_id uuid,
  action text not null,
  resource_type text not null,
  resource_id text,
  outcome text not null check (outcome in ('success', 'failure', 'denied')),
  ip_address text,
  user_agent text,
  session_id uuid
);

do $$
declare
  t text;
begin
  foreach t in array array[
    'subscriptions', 'tenant_settings', 'roles', 'staff_users', 'staff_branches', 'staff_sessions',
    'staff_refresh_tokens', 'staff_tokens', 'patients', 'patient_clinic_links', 'audit_log'
  ] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format(
      'create policy tenant_isolation on %I using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant())',
      t
    );
  end loop;
end $$;

grant select, insert, update, delete on
  subscriptions, tenant_settings, roles, staff_users, staff_branches, staff_sessions, staff_refresh_tokens,
  staff_tokens, patient_logins, patients, patient_clinic_links, patient_sessions, patient_refresh_tokens,
  patient_tokens, system_admins, system_sessions, login_throttle
  to clinio_app, clinio_system;
grant select, insert on audit_log to clinio_app, clinio_system;
grant insert on platform_audit_log to clinio_app;
grant select, insert on platform_audit_log to clinio_system;

-- Lookups that must cross tenants before the tenant is known (sign-in, recovery, refresh, the
-- clinic code). Each runs as clinio_system (SECURITY DEFINER) and returns only what the step
-- needs; requests can call them, but cannot read the tables across tenants themselves.
create function auth_staff_by_identifier(p_identifier text)
  returns table (tenant_id uuid, user_id uuid, username text, email text, password_hash text, status text, totp_enabled boolean)
  language sql stable security definer set search_path = public
  as $$
    select s.tenant_id, s.id, s.username, s.email, s.password_hash, s.status, s.totp_enabled_at is not null
      from staff_users s
     where s.username_normalized = lower(p_identifier) or s.email_normalized = lower(p_identifier)
     limit 1
  $$;

create function auth_staff_refresh_token(p_token_hash text)
  returns table (tenant_id uuid, session_id uuid)
  language sql stable security definer set search_path = public
  as $$ select r.tenant_id, r.session_id from staff_refresh_tokens r where r.token_hash = p_token_hash $$;

create function auth_staff_token(p_token_hash text, p_purpose text)
  returns table (tenant_id uuid, token_id uuid, user_id uuid)
  language sql stable security definer set search_path = public
  as $$
    select t.tenant_id, t.id, t.user_id from staff_tokens t
     where t.token_hash = p_token_hash and t.purpose = p_purpose
  $$;

create function auth_clinic_by_code(p_code text)
  returns table (tenant_id uuid, clinic_id uuid, clinic_name text)
  language sql stable security definer set search_path = public
  as $$ select c.tenant_id, c.id, c.name from clinics c where c.code = upper(p_code) $$;

create function auth_patient_links(p_login_id uuid)
  returns table (tenant_id uuid, clinic_id uuid, clinic_name text, patient_id uuid, authorized_at timestamptz)
  language sql stable security definer set search_path = public
  as $$
    select l.tenant_id, l.clinic_id, c.name, l.patient_id, l.authorized_at
      from patient_clinic_links l
      join clinics c on c.tenant_id = l.tenant_id and c.id = l.clinic_id
     where l.login_id = p_login_id and l.revoked_at is null
     order by l.authorized_at
  $$;

alter function auth_staff_by_identifier(text) owner to clinio_system;
alter function auth_staff_refresh_token(text) owner to clinio_system;
alter function auth_staff_token(text, text) owner to clinio_system;
alter function auth_clinic_by_code(text) owner to clinio_system;
alter function auth_patient_links(uuid) owner to clinio_system;
revoke all on function auth_staff_by_identifier(text), auth_staff_refresh_token(text), auth_staff_token(text, text),
  auth_clinic_by_code(text), auth_patient_links(uuid) from public;
grant execute on function auth_staff_by_identifier(text), auth_staff_refresh_token(text), auth_staff_token(text, text),
  auth_clinic_by_code(text), auth_patient_links(uuid) to clinio_app;

grant usage on all sequences in schema public to clinio_app, clinio_system;
