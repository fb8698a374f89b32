-- migrate: no-transaction
-- Analytics (issue 21, ADR 065): what the invoices still owed on add up to, read from the index alone.
create index concurrently if not exists invoices_open_idx on invoices (tenant_id, id)
  include (total_amount, settled_amount, provider_id, branch_id, patient_id, appointment_id)
  where status in ('issued', 'partially_paid');
