-- migrate: no-transaction
-- A Google channel belongs to one connection, found by its id when Google notifies (ADR 055).
create unique index concurrently if not exists integration_connections_push_channel_key
  on integration_connections (push_channel_id) where push_channel_id is not null;
