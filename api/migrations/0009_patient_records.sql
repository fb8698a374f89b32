-- Patient records (issue 10, ADR 032): an update's audit row names the fields it changed (never
-- their values), so the chart's Access log can say "Changed phone, address".
alter table audit_log
  add column changed_fields text[] check (changed_fields is null or cardinality(changed_fields) <= 60);
