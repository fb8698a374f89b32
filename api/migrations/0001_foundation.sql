-- Foundation: tenancy primitives, the first tenant-owned tables, and the public marketing tables.
--
-- Rules every later migration follows:
--   * a tenant-owned table has tenant_id, includes it in its primary and foreign keys, and has
--     row-level security ENABLED and FORCED with the tenant_isolation policy below;
--   * privileges are granted explicitly to clinio_app (requests) and clinio_system (the explicit
--     unscoped handle); neither owns anything.

-- The tenant of the current transaction, set by the API with set_config('app.tenant_id', …, true).
-- Outside such a transaction it is NULL, and NULL matches no row.
create function app_current_tenant() returns uuid
  language sql stable parallel safe
  as $$ select nullif(current_setting('app.tenant_id', true), '')::uuid $$;

grant usage on schema public to clinio_app, clinio_system;

create table tenants (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{1,62}$'),
  name text not null check (length(name) between 1 and 160),
  status text not null default 'active' check (status in ('active', 'suspended')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table tenants enable row level security;
alter table tenants force row level security;
create policy tenant_isolation on tenants
  using (id = app_current_tenant()) with check (id = app_current_tenant());

create table clinics (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 160),
  -- The code a patient types to authorize this clinic to see their record.
  code text not null unique check (code ~ '^[A-Z0-9-]{6,32}$'),
  timezone text not null default 'UTC',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  unique (tenant_id)
);
alter table clinics enable row level security;
alter table clinics force row level security;
create policy tenant_isolation on clinics
  using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant());

create table branches (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  clinic_id uuid not null,
  name text not null check (length(name) between 1 and 160),
  timezone text not null default 'UTC',
  address_line1 text not null default '',
  address_line2 text not null default '',
  city text not null default '',
  region text not null default '',
  postal_code text not null default '',
  country text not null default '',
  phone text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, clinic_id) references clinics (tenant_id, id) on delete cascade
);
create index branches_clinic_idx on branches (tenant_id, clinic_id);
alter table branches enable row level security;
alter table branches force row level security;
create policy tenant_isolation on branches
  using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant());

grant select, insert, update, delete on tenants, clinics, branches to clinio_app, clinio_system;

-- Launch sign-ups from the coming-soon notice: one row per e-mail address, whatever its case.
create table launch_signups (
  id uuid primary key default gen_random_uuid(),
  email text not null check (length(email) <= 254),
  email_normalized text not null unique,
  source text not null check (length(source) between 1 and 40),
  created_at timestamptz not null default now(),
  forwarded_at timestamptz,
  forward_attempts integer not null default 0,
  last_forward_error text
);
create index launch_signups_pending_forward_idx on launch_signups (created_at) where forwarded_at is null;

-- Messages sent from the public contact page.
create table contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 120),
  email text not null check (length(email) <= 254),
  clinic_name text not null default '',
  phone text not null default '',
  clinic_size text check (clinic_size in ('1', '2-5', '6-20', '21+')),
  message text not null check (length(message) between 10 and 4000),
  created_at timestamptz not null default now()
);

grant select, insert, update on launch_signups to clinio_app, clinio_system;
grant select, insert on contact_messages to clinio_app, clinio_system;
