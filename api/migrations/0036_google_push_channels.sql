-- Google Calendar push notifications (issue 21, ADR 055): where the product has a public HTTPS
-- address, each connected calendar is watched (Google's events.watch), and Google's notification
-- of a change queues that calendar's incremental sync at once; polling stays as the safety net.
alter table integration_connections
  add column push_channel_id uuid,
  add column push_resource_id text check (length(push_resource_id) <= 1024),
  add column push_expires_at timestamptz;

-- Google's notification names only the channel: which clinic's connection it is, before any tenant
-- is known (the webhook then works inside that tenant).
create function integrations_connection_for_channel(p_channel uuid)
  returns table (tenant_id uuid, connection_id uuid)
  language sql stable security definer set search_path = public
  as $$
    select c.tenant_id, c.id from integration_connections c
     where c.push_channel_id = p_channel and c.provider = 'google_calendar'
  $$;
alter function integrations_connection_for_channel(uuid) owner to clinio_system;
revoke all on function integrations_connection_for_channel(uuid) from public;
grant execute on function integrations_connection_for_channel(uuid) to clinio_app;
