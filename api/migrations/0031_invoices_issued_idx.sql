-- migrate: no-transaction
-- Analytics (issue 21, ADR 065): what was invoiced in a range, read from the index alone.
create index concurrently if not exists invoices_issued_idx on invoices (tenant_id, issued_at)
  include (total_amount, provider_id, branch_id, patient_id, appointment_id)
  where status not in ('draft', 'void');
