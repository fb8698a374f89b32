-- Messaging (issue 18, ADR 049): the clinic's message templates, reminder rules, quiet hours,
-- every message sent or received with its delivery events, opt-outs per channel and address, the
-- clinic's phone numbers, campaigns and 10DLC brand registrations. Tenant-owned tables follow
-- 0001's rules (tenant_id in every key, forced RLS, the tenant_isolation policy of ADR 025).

-- Quiet hours (local time of the branch a message belongs to) and the HELP answer's contact.
create table messaging_settings (
  tenant_id uuid not null references tenants (id) on delete cascade,
  quiet_start time not null default '21:00',
  quiet_end time not null default '08:00',
  help_contact text not null default '' check (length(help_contact) <= 200),
  updated_at timestamptz not null default now(),
  primary key (tenant_id)
);

create table message_templates (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 120),
  channel text not null check (channel in ('email', 'sms')),
  subject text not null default '' check (length(subject) <= 200),
  body text not null check (length(body) between 1 and 10000),
  is_active boolean not null default true,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, created_by) references staff_users (tenant_id, id)
);
create index message_templates_list_idx on message_templates (tenant_id, name);

-- A rule sends its template `offset_minutes` before the visit ('before'), when it is booked
-- ('on_booking') or after it ends ('after'); for one appointment type or (null) every type.
create table reminder_rules (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 120),
  template_id uuid not null,
  trigger text not null default 'before' check (trigger in ('before', 'on_booking', 'after')),
  offset_minutes integer not null default 0 check (offset_minutes between 0 and 43200),
  appointment_type text,
  is_active boolean not null default true,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, template_id) references message_templates (tenant_id, id),
  foreign key (tenant_id, created_by) references staff_users (tenant_id, id)
);

create table messaging_phone_numbers (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  -- E.164; one clinic holds a number at a time (inbound messages find their clinic by it).
  e164 text not null check (e164 ~ '^\+[1-9][0-9]{6,14}$'),
  branch_id uuid,
  provider_sid text check (length(provider_sid) <= 64),
  status text not null default 'active' check (status in ('active', 'released')),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, branch_id) references branches (tenant_id, id) on delete set null (branch_id)
);
create unique index messaging_phone_numbers_active_idx on messaging_phone_numbers (e164) where status = 'active';

create table campaigns (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 120),
  template_id uuid not null,
  audience jsonb not null default '{}' check (jsonb_typeof(audience) = 'object'),
  status text not null default 'draft'
    check (status in ('draft', 'scheduled', 'sending', 'sent', 'cancelled')),
  send_at timestamptz,
  throttle_per_minute integer not null default 60 check (throttle_per_minute between 1 and 10000),
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, template_id) references message_templates (tenant_id, id),
  foreign key (tenant_id, created_by) references staff_users (tenant_id, id)
);

create table brand_registrations (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  legal_name text not null check (length(legal_name) between 1 and 200),
  ein text not null default '' check (length(ein) <= 20),
  address text not null default '' check (length(address) <= 400),
  contact_email text not null default '' check (length(contact_email) <= 254),
  vertical text not null default 'HEALTHCARE' check (length(vertical) <= 40),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  rejection_reason text check (length(rejection_reason) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id)
);

-- Every message, outbound or inbound. An outbound row is its own idempotency record: the send job
-- claims it (queued -> sending) in one statement before calling the provider, so a retried or
-- duplicated job never sends it twice (quality bar 22). A reminder's row is unique per rule,
-- appointment and the appointment's start, so a rule fires once per visit time.
create table messages (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  direction text not null default 'outbound' check (direction in ('outbound', 'inbound')),
  channel text not null check (channel in ('email', 'sms')),
  patient_id uuid,
  branch_id uuid,
  to_address text not null check (length(to_address) between 1 and 254),
  from_address text not null default '' check (length(from_address) <= 254),
  subject text not null default '' check (length(subject) <= 200),
  body text not null check (length(body) <= 20000),
  status text not null default 'queued'
    check (status in ('queued', 'sending', 'sent', 'delivered', 'failed', 'undeliverable', 'opted_out',
                      'cancelled', 'received')),
  failure_reason text check (length(failure_reason) <= 500),
  urgent boolean not null default false,
  -- When it may go: the rule's time moved out of the clinic's quiet hours (unless urgent).
  send_after timestamptz not null default now(),
  provider_id text check (length(provider_id) <= 64),
  template_id uuid,
  rule_id uuid,
  campaign_id uuid,
  appointment_id uuid,
  appointment_start timestamptz,
  attempts integer not null default 0,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  delivered_at timestamptz,
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, patient_id) references patients (tenant_id, id) on delete cascade,
  foreign key (tenant_id, branch_id) references branches (tenant_id, id) on delete set null (branch_id),
  foreign key (tenant_id, template_id) references message_templates (tenant_id, id) on delete set null (template_id),
  foreign key (tenant_id, rule_id) references reminder_rules (tenant_id, id) on delete set null (rule_id),
  foreign key (tenant_id, campaign_id) references campaigns (tenant_id, id) on delete set null (campaign_id),
  foreign key (tenant_id, appointment_id) references appointments (tenant_id, id) on delete cascade,
  foreign key (tenant_id, created_by) references staff_users (tenant_id, id)
);
create unique index messages_reminder_once_idx on messages (tenant_id, rule_id, appointment_id, appointment_start)
  where rule_id is not null;
create unique index messages_campaign_once_idx on messages (tenant_id, campaign_id, patient_id)
  where campaign_id is not null;
create index messages_history_idx on messages (tenant_id, created_at desc, id);
create index messages_patient_idx on messages (tenant_id, patient_id, created_at desc);
create index messages_appointment_idx on messages (tenant_id, appointment_id);
create index messages_provider_idx on messages (provider_id) where provider_id is not null;

-- A message's delivery timeline. One row per status: a repeated callback changes nothing.
create table message_events (
  tenant_id uuid not null references tenants (id) on delete cascade,
  message_id uuid not null,
  status text not null check (length(status) between 1 and 40),
  detail text check (length(detail) <= 500),
  occurred_at timestamptz not null default now(),
  primary key (tenant_id, message_id, status),
  foreign key (tenant_id, message_id) references messages (tenant_id, id) on delete cascade
);

-- Who said STOP (SMS, by E.164 number) or unsubscribed (e-mail, by lower-cased address), per clinic.
create table message_opt_outs (
  tenant_id uuid not null references tenants (id) on delete cascade,
  channel text not null check (channel in ('email', 'sms')),
  address text not null check (length(address) between 1 and 254),
  source text not null default 'keyword' check (source in ('keyword', 'unsubscribe_link', 'staff')),
  opted_out_at timestamptz not null default now(),
  primary key (tenant_id, channel, address)
);

do $$
declare
  t text;
begin
  foreach t in array array[
    'messaging_settings', 'message_templates', 'reminder_rules', 'messaging_phone_numbers', 'campaigns',
    'brand_registrations', 'messages', 'message_events', 'message_opt_outs'
  ] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format(
      'create policy tenant_isolation on %I using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant())',
      t
    );
  end loop;
end $$;

grant select, insert, update on messaging_settings, message_templates, reminder_rules, messaging_phone_numbers,
  campaigns, brand_registrations, messages to clinio_app, clinio_system;
grant select, insert on message_events to clinio_app, clinio_system;
grant select, insert, delete on message_opt_outs to clinio_app, clinio_system;

-- A provider webhook's idempotency token, kept so a replayed callback is refused. No tenant: an
-- inbound message from an unknown number has none. Holds a hash, never a number or a body.
create table sms_webhook_receipts (
  token_hash text primary key check (length(token_hash) = 64),
  received_at timestamptz not null default now()
);
grant select, insert, delete on sms_webhook_receipts to clinio_app, clinio_system;

-- The clinic an inbound message is for, by the number it was sent to (before any tenant is set).
create function messaging_tenant_for_number(p_e164 text)
  returns table (tenant_id uuid, branch_id uuid)
  language sql stable security definer set search_path = public
  as $$
    select n.tenant_id, n.branch_id from messaging_phone_numbers n
     where n.e164 = p_e164 and n.status = 'active'
  $$;
alter function messaging_tenant_for_number(text) owner to clinio_system;
revoke all on function messaging_tenant_for_number(text) from public;
grant execute on function messaging_tenant_for_number(text) to clinio_app;
