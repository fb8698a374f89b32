-- migrate: no-transaction
-- Analytics (issue 21, ADR 065): the payments and refunds of a range, without reading the ledger whole.
create index concurrently if not exists ledger_entries_moved_idx on ledger_entries (tenant_id, created_at)
  include (invoice_id, kind, amount)
  where kind in ('payment', 'refund');
