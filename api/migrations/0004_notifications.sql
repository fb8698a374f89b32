-- In-app notifications for staff users (spec 3, 4.4 and 7). One row per recipient; read_at null
-- means unread. Deleting one removes the row (nothing else refers to it). Tenant-owned: tenant_id
-- in every key, row-level security enabled and forced (0001's rules). No metadata column: a
-- notification carries its title and message only, never a patient's record.

create table notifications (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  user_id uuid not null,
  title text not null check (length(title) between 1 and 200),
  message text not null default '' check (length(message) <= 2000),
  category text not null
    check (category in ('appointment', 'message', 'billing', 'staff', 'security', 'system')),
  priority text not null default 'normal' check (priority in ('low', 'normal', 'high', 'urgent')),
  read_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, user_id) references staff_users (tenant_id, id) on delete cascade
);

-- The user's list, newest first (id breaks ties between rows of one transaction).
create index notifications_user_idx on notifications (tenant_id, user_id, created_at desc, id desc);
-- The unread count polled every minute, and the list filtered to unread.
create index notifications_unread_idx on notifications (tenant_id, user_id, created_at desc)
  where read_at is null;

alter table notifications enable row level security;
alter table notifications force row level security;
create policy tenant_isolation on notifications
  using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant());

-- Requests create, read and delete rows; the only change they may make is marking one read.
grant select, insert, delete on notifications to clinio_app;
grant update (read_at) on notifications to clinio_app;
grant select, insert, update, delete on notifications to clinio_system;
