-- Plans, features and subscriptions (spec 3, 4.3, 6 and 9; ADR 016).
--
-- The feature catalogue and the plan matrix belong to the platform, not to a tenant: every
-- request may read them (clinio_app), only system-administrator code changes them
-- (clinio_system). Their rows are written at start-up from @clinio/contracts'
-- DEFAULT_FEATURE_CATALOGUE and DEFAULT_PLAN_MATRIX (insert … on conflict do nothing), so the
-- defaults live in one place and a system administrator's edits survive restarts.
--
-- Subscriptions gain what the trial job needs, and every change of plan or status is kept in an
-- append-only, tenant-owned history (tenant_id in its key, RLS enabled and forced: 0001's rules).

create table feature_catalogue (
  feature_key text primary key check (feature_key ~ '^[a-z][a-z0-9_]*$' and length(feature_key) <= 64),
  name text not null check (length(name) between 1 and 100),
  category text not null
    check (category in ('analytics', 'messaging', 'clinical', 'billing', 'branding', 'administration', 'platform', 'support')),
  -- False closes the feature on every plan, whatever the matrix says.
  is_active boolean not null default true,
  -- Whether the default matrix turns it on for its tier and above.
  default_enabled boolean not null default true,
  -- The plan that unlocks it when no matrix cell says so; null means the top plan.
  requires_plan_tier text check (requires_plan_tier in ('trial', 'essential', 'pro', 'enterprise')),
  sort_order integer not null default 1000,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table plan_features (
  feature_key text not null references feature_catalogue (feature_key) on delete cascade,
  plan text not null check (plan in ('trial', 'essential', 'pro', 'enterprise')),
  is_enabled boolean not null,
  updated_at timestamptz not null default now(),
  primary key (feature_key, plan)
);

grant select on feature_catalogue, plan_features to clinio_app;
grant select, insert, update, delete on feature_catalogue, plan_features to clinio_system;

-- The "3 days left" notice goes out once per trial end; moving the end clears it.
alter table subscriptions add column trial_ending_notified_at timestamptz;

-- The trial job looks only at running trials, by their end.
create index subscriptions_trial_end_idx on subscriptions (trial_ends_at) where status = 'trial';

-- Provisioning has always set the trial's end; a trial row without one (written by hand) gets
-- the default 14 days from its start, so that every trial ends. RLS is forced on the table, so
-- the owner lifts it for this one statement (inside this migration's transaction).
alter table subscriptions no force row level security;
update subscriptions
   set trial_ends_at = created_at + interval '14 days'
 where status = 'trial' and trial_ends_at is null;
alter table subscriptions force row level security;

create table subscription_changes (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  at timestamptz not null default now(),
  -- provisioned: the clinic account was created; plan_changed: a super admin chose a plan;
  -- system_admin: the platform changed it; trial_expired: the trial job ended the trial.
  reason text not null check (reason in ('provisioned', 'plan_changed', 'system_admin', 'trial_expired')),
  from_plan text,
  to_plan text not null,
  from_status text,
  to_status text not null,
  trial_ends_at timestamptz,
  actor_type text not null check (actor_type in ('staff', 'system_admin', 'system')),
  actor_id uuid,
  primary key (tenant_id, id)
);
create index subscription_changes_at_idx on subscription_changes (tenant_id, at desc);

alter table subscription_changes enable row level security;
alter table subscription_changes force row level security;
create policy tenant_isolation on subscription_changes
  using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant());

-- Append-only, like the audit log: a change is recorded, never rewritten.
grant select, insert on subscription_changes to clinio_app, clinio_system;
