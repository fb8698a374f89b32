-- Scheduling (issue 11): appointment types, branch hours and rooms, provider hours and time off,
-- appointments that PostgreSQL itself refuses to double-book, recurring series, the waitlist, the
-- clinic's booking rules for the portal and the embed, and per-provider calendar feeds.
-- Tenant-owned tables follow 0001's rules (tenant_id in every key, forced RLS, tenant_isolation).

-- btree_gist: "the same provider (=) and overlapping time (&&)" in one exclusion constraint.
create extension if not exists btree_gist;

-- Appointment types per tenant. `key` is what the API calls `appointment_type` (the spec's
-- consultation, follow_up, procedure, emergency, routine by default; a clinic may add its own).
create table appointment_types (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  key text not null check (key ~ '^[a-z][a-z0-9_]{1,39}$'),
  name text not null check (length(name) between 1 and 80),
  duration_minutes integer not null check (duration_minutes between 5 and 720),
  buffer_before_minutes integer not null default 0 check (buffer_before_minutes between 0 and 240),
  buffer_after_minutes integer not null default 0 check (buffer_after_minutes between 0 and 240),
  colour text not null default '#3182ce' check (colour ~ '^#[0-9a-fA-F]{6}$'),
  bookable_online boolean not null default true,
  -- Integer minor units of the clinic's currency; billing (a later issue) reads it.
  price_minor integer not null default 0 check (price_minor >= 0),
  required_consents text[] not null default '{}',
  required_form_ids uuid[] not null default '{}',
  active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, key)
);

-- Rooms of a branch.
create table rooms (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  branch_id uuid not null,
  name text not null check (length(name) between 1 and 80),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, branch_id, name),
  foreign key (tenant_id, branch_id) references branches (tenant_id, id) on delete cascade
);

-- Opening hours of a branch: a weekly pattern in the branch's own zone (ISO weekday 1 = Monday).
-- A day may have several intervals (a lunch break); a day without rows is closed.
create table branch_hours (
  tenant_id uuid not null,
  branch_id uuid not null,
  weekday smallint not null check (weekday between 1 and 7),
  opens time not null,
  closes time not null,
  primary key (tenant_id, branch_id, weekday, opens),
  check (closes > opens),
  foreign key (tenant_id, branch_id) references branches (tenant_id, id) on delete cascade
);

-- Closures and holidays: whole local days, inclusive.
create table branch_closures (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  branch_id uuid not null,
  starts_on date not null,
  ends_on date not null,
  reason text not null default '' check (length(reason) <= 200),
  primary key (tenant_id, id),
  check (ends_on >= starts_on),
  foreign key (tenant_id, branch_id) references branches (tenant_id, id) on delete cascade
);
create index branch_closures_branch_idx on branch_closures (tenant_id, branch_id, starts_on);

-- A provider's (staff user's) weekly working pattern per branch, in that branch's zone.
create table provider_hours (
  tenant_id uuid not null,
  provider_id uuid not null,
  branch_id uuid not null,
  weekday smallint not null check (weekday between 1 and 7),
  starts time not null,
  ends time not null,
  primary key (tenant_id, provider_id, branch_id, weekday, starts),
  check (ends > starts),
  foreign key (tenant_id, provider_id) references staff_users (tenant_id, id) on delete cascade,
  foreign key (tenant_id, branch_id) references branches (tenant_id, id) on delete cascade
);

-- Exceptions to the pattern, as absolute instants: time off (not bookable) or extra hours
-- (bookable although outside the pattern). branch_id null: time off applies at every branch.
create table provider_exceptions (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  provider_id uuid not null,
  branch_id uuid,
  kind text not null check (kind in ('time_off', 'extra_hours')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  reason text not null default '' check (length(reason) <= 200),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  check (ends_at > starts_at),
  check (kind = 'time_off' or branch_id is not null),
  foreign key (tenant_id, provider_id) references staff_users (tenant_id, id) on delete cascade,
  foreign key (tenant_id, branch_id) references branches (tenant_id, id) on delete cascade
);
create index provider_exceptions_range_idx on provider_exceptions (tenant_id, provider_id, starts_at);

-- The types each provider offers. A provider without rows offers none.
create table provider_appointment_types (
  tenant_id uuid not null,
  provider_id uuid not null,
  appointment_type_id uuid not null,
  primary key (tenant_id, provider_id, appointment_type_id),
  foreign key (tenant_id, provider_id) references staff_users (tenant_id, id) on delete cascade,
  foreign key (tenant_id, appointment_type_id) references appointment_types (tenant_id, id) on delete cascade
);

-- A recurring series: the rule as entered, expanded in the branch's zone (so 9:00 stays 9:00
-- across daylight-saving changes). Occurrences are ordinary appointments pointing here.
create table appointment_series (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  -- { "frequency": "weekly" | "monthly", "interval": n, "weekdays": [1..7]?, "count": n?, "until": "YYYY-MM-DD"? }
  rule jsonb not null,
  timezone text not null,
  -- The local wall-clock start of the first occurrence ("2026-03-02T09:00").
  local_start text not null,
  created_by uuid,
  created_at timestamptz not null default now(),
  cancelled_at timestamptz,
  primary key (tenant_id, id)
);

create table appointments (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  patient_id uuid not null,
  provider_id uuid not null,
  branch_id uuid not null,
  room_id uuid,
  appointment_type text not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  -- The time the provider (and room) is held: the type's buffers around [start, end), copied at
  -- booking so a later change of the type does not move existing bookings. Written by the server.
  blocked_from timestamptz not null,
  blocked_to timestamptz not null,
  status text not null default 'booked'
    check (status in ('booked', 'confirmed', 'checked_in', 'in_progress', 'completed', 'cancelled', 'no_show')),
  source text not null default 'staff' check (source in ('staff', 'portal', 'embed', 'waitlist')),
  notes text not null default '' check (length(notes) <= 2000),
  cancellation_reason text check (length(cancellation_reason) <= 500),
  cancelled_at timestamptz,
  cancelled_by uuid,
  series_id uuid,
  -- 1-based position in the series (stable when occurrences are skipped or moved).
  series_index integer check (series_index >= 1),
  -- Optimistic concurrency for moves and edits: PUT sends the version it read.
  version integer not null default 1,
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  check (end_time > start_time),
  check (blocked_from <= start_time and blocked_to >= end_time),
  check ((status = 'cancelled') = (cancelled_at is not null)),
  foreign key (tenant_id, patient_id) references patients (tenant_id, id),
  foreign key (tenant_id, provider_id) references staff_users (tenant_id, id),
  foreign key (tenant_id, branch_id) references branches (tenant_id, id),
  foreign key (tenant_id, room_id) references rooms (tenant_id, id),
  foreign key (tenant_id, appointment_type) references appointment_types (tenant_id, key) on update cascade,
  foreign key (tenant_id, series_id) references appointment_series (tenant_id, id),
  -- Quality bar 17: no double booking, decided by the database. A provider, and a room, hold at
  -- most one live appointment at any instant; cancelled and no-show appointments free the time.
  constraint appointments_no_provider_overlap exclude using gist (
    tenant_id with =, provider_id with =, tstzrange(blocked_from, blocked_to, '[)') with &&
  ) where (status not in ('cancelled', 'no_show')),
  constraint appointments_no_room_overlap exclude using gist (
    tenant_id with =, room_id with =, tstzrange(start_time, end_time, '[)') with &&
  ) where (room_id is not null and status not in ('cancelled', 'no_show'))
);
create index appointments_start_idx on appointments (tenant_id, start_time);
create index appointments_patient_idx on appointments (tenant_id, patient_id, start_time);
create index appointments_provider_idx on appointments (tenant_id, provider_id, start_time);
create index appointments_series_idx on appointments (tenant_id, series_id, series_index) where series_id is not null;

-- The waitlist: a patient waiting for a type, a provider (or any) and a window. When a matching
-- slot frees up, the job offers it to the oldest waiting entry with a hold; accepting books it.
create table waitlist_entries (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  patient_id uuid not null,
  branch_id uuid not null,
  appointment_type text not null,
  provider_id uuid,
  window_start timestamptz not null,
  window_end timestamptz not null,
  status text not null default 'waiting'
    check (status in ('waiting', 'offered', 'booked', 'expired', 'cancelled')),
  notes text not null default '' check (length(notes) <= 1000),
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  check (window_end > window_start),
  foreign key (tenant_id, patient_id) references patients (tenant_id, id),
  foreign key (tenant_id, branch_id) references branches (tenant_id, id),
  foreign key (tenant_id, provider_id) references staff_users (tenant_id, id),
  foreign key (tenant_id, appointment_type) references appointment_types (tenant_id, key) on update cascade
);
create index waitlist_entries_waiting_idx on waitlist_entries (tenant_id, branch_id, appointment_type, created_at)
  where status = 'waiting';

create table waitlist_offers (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  entry_id uuid not null,
  provider_id uuid not null,
  branch_id uuid not null,
  room_id uuid,
  start_time timestamptz not null,
  end_time timestamptz not null,
  -- sha256 of the token in the offer's link; the token itself is only in the e-mail.
  token_hash text not null unique,
  expires_at timestamptz not null,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'expired', 'declined')),
  appointment_id uuid,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, entry_id) references waitlist_entries (tenant_id, id) on delete cascade
);
create index waitlist_offers_entry_idx on waitlist_offers (tenant_id, entry_id);

-- The clinic's booking rules for the portal and the public embed (one row per tenant).
create table booking_settings (
  tenant_id uuid primary key references tenants (id) on delete cascade,
  embed_enabled boolean not null default true,
  -- Origins allowed to frame /embed/calendar/{clinicId} (frame-ancestors): "https://clinic.example".
  embed_allowed_origins text[] not null default '{}',
  -- Portal and embed bookings: at least this long before the start, at most this far ahead.
  min_notice_minutes integer not null default 120 check (min_notice_minutes between 0 and 43200),
  max_days_ahead integer not null default 90 check (max_days_ahead between 1 and 730),
  -- Patients may cancel or reschedule until this long before the start.
  cancel_notice_minutes integer not null default 1440 check (cancel_notice_minutes between 0 and 43200),
  slot_step_minutes integer not null default 15 check (slot_step_minutes in (5, 10, 15, 20, 30, 60)),
  waitlist_hold_minutes integer not null default 120 check (waitlist_hold_minutes between 5 and 2880),
  updated_at timestamptz not null default now(),
  check (cardinality(embed_allowed_origins) <= 20)
);

-- A provider's iCalendar feed: a secret URL (only its sha256 is stored), revocable.
create table provider_calendar_feeds (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  provider_id uuid not null,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  primary key (tenant_id, id),
  foreign key (tenant_id, provider_id) references staff_users (tenant_id, id) on delete cascade
);
create unique index provider_calendar_feeds_live_idx on provider_calendar_feeds (tenant_id, provider_id)
  where revoked_at is null;

do $$
declare
  t text;
begin
  foreach t in array array[
    'appointment_types', 'rooms', 'branch_hours', 'branch_closures', 'provider_hours',
    'provider_exceptions', 'provider_appointment_types', 'appointment_series', 'appointments',
    'waitlist_entries', 'waitlist_offers', 'booking_settings', 'provider_calendar_feeds'
  ] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format(
      'create policy tenant_isolation on %I using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant())',
      t
    );
    execute format('grant select, insert, update, delete on %I to clinio_app, clinio_system', t);
  end loop;
end $$;

-- Every tenant gets the spec's five types and default booking rules; new tenants get them from
-- the registration code (api/src/appointments), existing ones here.
insert into appointment_types (tenant_id, key, name, duration_minutes, buffer_after_minutes, colour, sort_order)
  select t.id, d.key, d.name, d.minutes, d.after, d.colour, d.sort_order
    from tenants t
    cross join (values
      ('consultation', 'Consultation', 30, 0, '#3182ce', 1),
      ('follow_up', 'Follow-up', 20, 0, '#38a169', 2),
      ('procedure', 'Procedure', 60, 15, '#805ad5', 3),
      ('emergency', 'Emergency', 30, 0, '#e53e3e', 4),
      ('routine', 'Routine check-up', 30, 0, '#dd6b20', 5)
    ) as d (key, name, minutes, after, colour, sort_order)
  on conflict do nothing;
insert into booking_settings (tenant_id) select id from tenants on conflict do nothing;
