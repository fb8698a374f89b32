-- Clinic profile, branding, branches and opening hours (spec 3, 4.7 and 7).
--
-- Branding lives in two layers: the clinic's, and an optional override per branch. A NULL column
-- means "not set here": a branch inherits the clinic's value, the clinic falls back to spec 3's
-- defaults (#3e16d0, #1585cb, empty header text, logo shown), which stay in code so a change of
-- default reaches every clinic that never chose its own. Logos are stored files named by content
-- hash (api/src/storage); the column holds the key only, never a path or a URL.
-- Tenant-owned tables follow 0001's rules (tenant_id in every key, forced RLS, tenant_isolation).

alter table clinics
  add column address_line1 text not null default '' check (length(address_line1) <= 120),
  add column address_line2 text not null default '' check (length(address_line2) <= 120),
  add column city text not null default '' check (length(city) <= 80),
  add column region text not null default '' check (length(region) <= 80),
  add column postal_code text not null default '' check (length(postal_code) <= 20),
  add column country text not null default '' check (country ~ '^([A-Z]{2})?$'),
  add column default_branch_id uuid,
  add column logo_key text check (logo_key ~ '^[0-9a-f]{64}\.webp$'),
  add column primary_color text check (primary_color ~ '^#[0-9a-f]{6}$'),
  add column secondary_color text check (secondary_color ~ '^#[0-9a-f]{6}$'),
  add column custom_header_text text check (length(custom_header_text) <= 60),
  add column show_logo_in_header boolean,
  add column tagline text check (length(tagline) <= 100),
  add constraint clinics_default_branch_fk foreign key (tenant_id, default_branch_id)
    references branches (tenant_id, id) on delete set null (default_branch_id);

alter table branches
  add column logo_key text check (logo_key ~ '^[0-9a-f]{64}\.webp$'),
  add column primary_color text check (primary_color ~ '^#[0-9a-f]{6}$'),
  add column secondary_color text check (secondary_color ~ '^#[0-9a-f]{6}$'),
  add column custom_header_text text check (length(custom_header_text) <= 60),
  add column show_logo_in_header boolean,
  add column tagline text check (length(tagline) <= 100);

-- Branches are listed oldest first (the first is the default until another is chosen); several
-- created in one transaction keep their order.
alter table branches alter column created_at set default clock_timestamp();

-- Two branches of one clinic never share a name, whatever its case.
create unique index branches_name_idx on branches (tenant_id, clinic_id, lower(name));

-- The clinic's first branch is its default until someone chooses another.
update clinics c
   set default_branch_id = (
     select b.id from branches b
      where b.tenant_id = c.tenant_id and b.clinic_id = c.id
      order by b.created_at, b.id
      limit 1
   )
 where c.default_branch_id is null;

-- Opening hours: one interval per ISO weekday (1 = Monday … 7 = Sunday); no row means closed.
-- closes_at may be 24:00 (open until midnight); overnight opening is not modelled.
create table branch_opening_hours (
  tenant_id uuid not null,
  branch_id uuid not null,
  weekday smallint not null check (weekday between 1 and 7),
  opens_at time not null,
  closes_at time not null,
  primary key (tenant_id, branch_id, weekday),
  foreign key (tenant_id, branch_id) references branches (tenant_id, id) on delete cascade,
  check (closes_at > opens_at)
);
alter table branch_opening_hours enable row level security;
alter table branch_opening_hours force row level security;
create policy tenant_isolation on branch_opening_hours
  using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant());

grant select, insert, update, delete on branch_opening_hours to clinio_app, clinio_system;
