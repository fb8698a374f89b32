-- Per-address rate limits shared by every API process (issue 20, ADR 046): with three processes
-- behind a balancer, counters in each process's memory gave a client three times each limit.
-- One row per limit and client key: the hits of the current window and when the window ends.
-- Unlogged: a counter is worth less than the WAL it would write on every limited request, and a
-- crash that empties the table only gives every client a fresh window. Not tenant data (the key
-- is a route and an address), so no tenant_id and no row-level security, like login_throttle.
create unlogged table rate_limit_windows (
  key text primary key,
  hits integer not null,
  window_ends_at timestamptz not null
);

create index rate_limit_windows_ends on rate_limit_windows (window_ends_at);

grant select, insert, update, delete on rate_limit_windows to clinio_app;
