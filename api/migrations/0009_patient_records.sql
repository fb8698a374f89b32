-- Patient records (issue 10, ADR 032): an update's audit row names the fields it changed (never
-- their values), so the chart's Access log can say "Changed phone, address".
alter table audit_log
  add column changed_fields text[] check (changed_fields is null or cardinality(changed_fields) <= 60);

-- The patient search reads through this view (ADR 032). Why: under row-level security the planner
-- may use an index only for quals whose operators are LEAKPROOF, and LIKE and pg_trgm's `<%` are
-- not (only a superuser may mark them), so `search_name like '%smith%'` on `patients` became a
-- sequential scan behind the policy, even with the trigram indexes. The view is owned by
-- clinio_system (BYPASSRLS), so the table's policy is not applied through it; the view applies
-- the very same tenant rule itself (`tenant_id = app_current_tenant()`, the transaction's tenant
-- set by withTenant; none set: no rows), as a plain qual the planner combines with the search
-- quals, so the trigram indexes (tenant_id inside, btree_gin) answer. Read-only: nothing writes
-- through it (clinio_app has select only). api/src/patients/search.test covers the isolation.
create view patient_search_rows as
  select * from patients where tenant_id = app_current_tenant();
alter view patient_search_rows owner to clinio_system;
revoke all on patient_search_rows from public;
grant select on patient_search_rows to clinio_app;
