-- migrate: no-transaction
-- Analytics (issue 21, ADR 065): "has this patient been seen before?" answered from the index alone
-- (new and returning patients probe it once per patient seen).
create index concurrently if not exists appointments_seen_idx on appointments (tenant_id, patient_id, start_time)
  include (branch_id, provider_id, appointment_type)
  where status <> 'cancelled';
