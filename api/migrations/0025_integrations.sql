-- Integrations (issue 21 section 2, ADR 055): Google Calendar per staff member and Zoom per clinic,
-- connected through OAuth 2.0 (authorization code with PKCE). Tokens are sealed with the
-- application's encryption key (AES-256-GCM, api/src/security/crypto-box.ts) before they reach a
-- row; a state is kept only as its SHA-256 hash. Tenant-owned tables follow 0001's rules
-- (tenant_id in every key, forced RLS, the tenant_isolation policy of ADR 025).

create table integration_connections (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  provider text not null check (provider in ('google_calendar', 'zoom')),
  -- Google Calendar: the staff member whose calendar it is; Zoom: none (the clinic's account).
  staff_id uuid,
  status text not null default 'connected' check (status in ('connected', 'error')),
  -- Who the provider says signed in (shown on the page), never a token.
  account_email text not null default '' check (length(account_email) <= 320),
  access_token_sealed text not null check (length(access_token_sealed) <= 8192),
  refresh_token_sealed text check (length(refresh_token_sealed) <= 8192),
  token_expires_at timestamptz,
  -- Google: the calendar the visits are written to (primary until the provider chooses one).
  calendar_id text check (length(calendar_id) <= 1024),
  calendar_name text check (length(calendar_name) <= 200),
  -- Google: the events list's incremental sync token of the busy calendar.
  sync_token text check (length(sync_token) <= 2048),
  last_sync_at timestamptz,
  last_error text check (length(last_error) <= 500),
  last_error_at timestamptz,
  connected_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  check ((provider = 'google_calendar') = (staff_id is not null)),
  foreign key (tenant_id, staff_id) references staff_users (tenant_id, id) on delete cascade
);
create unique index integration_connections_google_key on integration_connections (tenant_id, staff_id)
  where provider = 'google_calendar';
create unique index integration_connections_zoom_key on integration_connections (tenant_id)
  where provider = 'zoom';

-- One authorization in progress: bound to the staff session that started it, used once, short-lived.
create table integration_oauth_states (
  tenant_id uuid not null references tenants (id) on delete cascade,
  -- The SHA-256 of the state, in hex (the state itself is never stored).
  state_hash text not null,
  provider text not null check (provider in ('google_calendar', 'zoom')),
  session_id uuid not null,
  user_id uuid not null,
  code_verifier_sealed text not null check (length(code_verifier_sealed) <= 512),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (tenant_id, state_hash),
  unique (state_hash)
);

-- Busy times read from a staff member's Google calendar: they block bookable time (availability).
create table calendar_busy_times (
  tenant_id uuid not null references tenants (id) on delete cascade,
  connection_id uuid not null,
  staff_id uuid not null,
  external_id text not null check (length(external_id) between 1 and 1024),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  primary key (tenant_id, connection_id, external_id),
  check (ends_at > starts_at),
  foreign key (tenant_id, connection_id) references integration_connections (tenant_id, id) on delete cascade
);
create index calendar_busy_times_staff_idx on calendar_busy_times (tenant_id, staff_id, ends_at, starts_at);

-- What an appointment became at a provider: its Google event or its Zoom meeting.
create table integration_event_links (
  tenant_id uuid not null references tenants (id) on delete cascade,
  appointment_id uuid not null,
  provider text not null check (provider in ('google_calendar', 'zoom')),
  connection_id uuid not null,
  external_id text not null check (length(external_id) between 1 and 1024),
  calendar_id text check (length(calendar_id) <= 1024),
  -- Zoom: the patient's join link (shown in the portal).
  join_url text check (length(join_url) <= 2048),
  synced_start timestamptz not null,
  synced_end timestamptz not null,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, appointment_id, provider),
  foreign key (tenant_id, appointment_id) references appointments (tenant_id, id) on delete cascade,
  foreign key (tenant_id, connection_id) references integration_connections (tenant_id, id) on delete cascade
);

-- A visit of a type marked telemedicine gets a Zoom meeting when the clinic has connected Zoom.
alter table appointment_types add column telemedicine boolean not null default false;

do $$
declare
  t text;
begin
  foreach t in array array[
    'integration_connections', 'integration_oauth_states', 'calendar_busy_times', 'integration_event_links'
  ] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format(
      'create policy tenant_isolation on %I using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant())',
      t
    );
  end loop;
end $$;

grant select, insert, update, delete on integration_connections, integration_oauth_states, calendar_busy_times,
  integration_event_links to clinio_app, clinio_system;
