-- Analytics at scale (issue 21, ADR 065): the visits of each closed day counted once per provider,
-- branch and type, and each patient's first visit, kept by the `analytics.rollup` job, so a
-- month's figures read a few thousand rows instead of tens of thousands of visits. Exact, not
-- sampled: a change to a visit marks its day and its patient dirty (a statement trigger, in the
-- change's own transaction), and what is dirty is read from the visits themselves until the job
-- has counted it again.

-- What the rollup holds for a clinic: the days [built_from, closed_through), counted in time_zone
-- (the clinic's zone when they were counted; another zone means the rollup is rebuilt).
create table analytics_rollups (
  tenant_id uuid primary key references tenants (id) on delete cascade,
  time_zone text not null,
  built_from date,
  closed_through date,
  -- analytics_first_visits holds every patient's first visit (those marked dirty excepted).
  first_visits_built boolean not null default false,
  updated_at timestamptz not null default now(),
  check ((built_from is null) = (closed_through is null)),
  check (built_from is null or built_from <= closed_through)
);

create table analytics_visit_days (
  tenant_id uuid not null references tenants (id) on delete cascade,
  day date not null,
  provider_id uuid not null,
  branch_id uuid not null,
  appointment_type text not null,
  total integer not null,
  attended integer not null,
  no_shows integer not null,
  cancelled integer not null,
  expected integer not null,
  -- Minutes of the visits that took place or are expected (not cancelled, not no-shows), exact.
  booked_minutes numeric not null,
  primary key (tenant_id, day, provider_id, branch_id, appointment_type)
);

-- Days whose visits changed since they were counted (any day: a future day is counted when it closes).
create table analytics_dirty_days (
  tenant_id uuid not null references tenants (id) on delete cascade,
  day date not null,
  primary key (tenant_id, day)
);

-- Each patient's first visit that was not cancelled (new and returning patients: a patient is new
-- in a range that holds their first visit), and the patients whose visits changed since.
create table analytics_first_visits (
  tenant_id uuid not null references tenants (id) on delete cascade,
  patient_id uuid not null,
  first_at timestamptz not null,
  primary key (tenant_id, patient_id)
);

create table analytics_dirty_patients (
  tenant_id uuid not null references tenants (id) on delete cascade,
  patient_id uuid not null,
  primary key (tenant_id, patient_id)
);

do $$
declare t text;
begin
  foreach t in array array['analytics_rollups', 'analytics_visit_days', 'analytics_dirty_days',
                           'analytics_first_visits', 'analytics_dirty_patients'] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format(
      'create policy tenant_isolation on %I using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant())',
      t
    );
  end loop;
end $$;

grant select, insert, update, delete on analytics_rollups, analytics_visit_days, analytics_dirty_days,
  analytics_first_visits, analytics_dirty_patients to clinio_app, clinio_system;

-- The days of the changed visits, in the zone of the clinic's rollup (nothing when it has none).
-- One insert per statement whatever its size, so a bulk import costs one more statement.
create function analytics_mark_dirty_days() returns trigger
language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    insert into analytics_dirty_days (tenant_id, day)
    select distinct n.tenant_id, (n.start_time at time zone r.time_zone)::date
      from changed_new n join analytics_rollups r on r.tenant_id = n.tenant_id
     where exists (select 1 from tenants t where t.id = n.tenant_id)
    on conflict do nothing;
    insert into analytics_dirty_patients (tenant_id, patient_id)
    select distinct n.tenant_id, n.patient_id
      from changed_new n join analytics_rollups r on r.tenant_id = n.tenant_id
     where exists (select 1 from tenants t where t.id = n.tenant_id)
    on conflict do nothing;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    insert into analytics_dirty_days (tenant_id, day)
    select distinct o.tenant_id, (o.start_time at time zone r.time_zone)::date
      from changed_old o join analytics_rollups r on r.tenant_id = o.tenant_id
     -- A clinic being deleted takes its visits with it: nothing to mark.
     where exists (select 1 from tenants t where t.id = o.tenant_id)
    on conflict do nothing;
    insert into analytics_dirty_patients (tenant_id, patient_id)
    select distinct o.tenant_id, o.patient_id
      from changed_old o join analytics_rollups r on r.tenant_id = o.tenant_id
     where exists (select 1 from tenants t where t.id = o.tenant_id)
    on conflict do nothing;
  end if;
  return null;
end $$;

-- A trigger with transition tables takes one event: three, one function.
create trigger appointments_analytics_inserted after insert on appointments
  referencing new table as changed_new for each statement execute function analytics_mark_dirty_days();
create trigger appointments_analytics_updated after update on appointments
  referencing old table as changed_old new table as changed_new
  for each statement execute function analytics_mark_dirty_days();
create trigger appointments_analytics_deleted after delete on appointments
  referencing old table as changed_old for each statement execute function analytics_mark_dirty_days();
