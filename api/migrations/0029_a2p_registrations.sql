-- US A2P 10DLC registration at the SMS provider (issue 18, ADR 063). A clinic's brand is submitted
-- to the provider and its status kept current from it; a campaign (the use case, sample messages
-- and opt-in story) of an approved brand covers the clinic numbers put in it, and a US number is
-- texted only from a covered number.

-- What the provider knows of a brand: its id there once submitted, the ids of the profile and
-- bundles made on the way (so a retried submission resumes instead of making them twice), when it
-- was submitted and last checked, and the last reason a submission could not be made.
alter table brand_registrations add column provider_sid text check (length(provider_sid) <= 64);
alter table brand_registrations add column provider_refs jsonb not null default '{}'
  check (jsonb_typeof(provider_refs) = 'object');
alter table brand_registrations add column submitted_at timestamptz;
alter table brand_registrations add column checked_at timestamptz;
alter table brand_registrations add column submit_error text check (length(submit_error) <= 500);

create table a2p_campaigns (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  brand_id uuid not null,
  use_case text not null
    check (use_case in ('ACCOUNT_NOTIFICATION', 'CUSTOMER_CARE', 'MARKETING', 'MIXED', 'LOW_VOLUME')),
  description text not null check (length(description) between 40 and 4096),
  -- How a patient gives consent to these texts (the provider's "message flow").
  message_flow text not null check (length(message_flow) between 40 and 2048),
  sample_messages text[] not null check (cardinality(sample_messages) between 2 and 5),
  has_embedded_links boolean not null default true,
  has_embedded_phone boolean not null default false,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  rejection_reason text check (length(rejection_reason) <= 500),
  provider_sid text check (length(provider_sid) <= 64),
  provider_refs jsonb not null default '{}' check (jsonb_typeof(provider_refs) = 'object'),
  submitted_at timestamptz,
  checked_at timestamptz,
  submit_error text check (length(submit_error) <= 500),
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, brand_id) references brand_registrations (tenant_id, id) on delete cascade,
  foreign key (tenant_id, created_by) references staff_users (tenant_id, id)
);
create index a2p_campaigns_brand_idx on a2p_campaigns (tenant_id, brand_id);

-- The clinic numbers a campaign covers; `added_at` once the provider put the number in the
-- campaign's messaging service (a number is covered from then, while the campaign is approved).
create table a2p_campaign_numbers (
  tenant_id uuid not null references tenants (id) on delete cascade,
  campaign_id uuid not null,
  phone_number_id uuid not null,
  added_at timestamptz,
  primary key (tenant_id, campaign_id, phone_number_id),
  foreign key (tenant_id, campaign_id) references a2p_campaigns (tenant_id, id) on delete cascade,
  foreign key (tenant_id, phone_number_id) references messaging_phone_numbers (tenant_id, id) on delete cascade
);
create index a2p_campaign_numbers_number_idx on a2p_campaign_numbers (tenant_id, phone_number_id);

do $$
declare t text;
begin
  foreach t in array array['a2p_campaigns', 'a2p_campaign_numbers'] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format(
      'create policy tenant_isolation on %I using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant())',
      t
    );
  end loop;
end $$;

grant select, insert, update on a2p_campaigns, a2p_campaign_numbers to clinio_app, clinio_system;
