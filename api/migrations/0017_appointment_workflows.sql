-- The visit's workflow (spec 2.9 and 4.6, ADR 042): one row per appointment once the forms,
-- consents or invoices of that visit give it work to track. Its progress is counted from those
-- domains' own rows when read; only the status the staff set (Start, Pause, Resume, Complete)
-- is stored here. Tenant-owned like every other table: tenant_id in every key, forced RLS.

create table appointment_workflows (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  appointment_id uuid not null,
  status text not null default 'pending'
    check (status in ('pending', 'in_progress', 'paused', 'complete', 'blocked')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  unique (tenant_id, appointment_id),
  -- An appointment row goes only with an erased patient record (0012): its workflow with it.
  foreign key (tenant_id, appointment_id) references appointments (tenant_id, id) on delete cascade
);

alter table appointment_workflows enable row level security;
alter table appointment_workflows force row level security;
create policy tenant_isolation on appointment_workflows
  using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant());

-- No DELETE for the request role: a workflow ends as 'complete', it is not removed.
grant select, insert, update on appointment_workflows to clinio_app, clinio_system;
