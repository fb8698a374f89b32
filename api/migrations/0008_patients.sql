-- Patients: the clinic's record of a person (issue 10). The table of 0002 grows into the full
-- record; search, chart numbers, imports and merges get what they need here.
-- Tenant-owned tables follow 0001's rules (tenant_id in every key, forced RLS, tenant_isolation).

-- pg_trgm: name, phone and e-mail search by trigram (prefix, substring, typo-tolerant);
-- unaccent: accent-insensitive names; btree_gin: tenant_id inside the trigram indexes.
-- All three are trusted extensions: a database owner may create them (PostgreSQL 13+).
create extension if not exists pg_trgm;
create extension if not exists unaccent;
create extension if not exists btree_gin;

-- Lower case without accents, whitespace collapsed: the one folding every name goes through, in
-- SQL and (mirrored by the search normaliser) in TypeScript. Immutable so that generated columns
-- and indexes may use it: the dictionary is named explicitly, so the search path cannot change it.
create function patient_fold(value text) returns text
  language sql immutable parallel safe strict
  as $$ select btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '\s+', ' ', 'g')) $$;

alter table patients
  add column branch_id uuid,
  add column chart_number bigint,
  add column preferred_name text not null default '' check (length(preferred_name) <= 100),
  add column sex text not null default 'unknown' check (sex in ('female', 'male', 'intersex', 'unknown')),
  add column gender_identity text not null default '' check (length(gender_identity) <= 100),
  add column address_line1 text not null default '' check (length(address_line1) <= 200),
  add column address_line2 text not null default '' check (length(address_line2) <= 200),
  add column city text not null default '' check (length(city) <= 100),
  add column region text not null default '' check (length(region) <= 100),
  add column postal_code text not null default '' check (length(postal_code) <= 20),
  add column country text not null default '' check (country ~ '^([A-Z]{2})?$'),
  add column emergency_contact_name text not null default '' check (length(emergency_contact_name) <= 200),
  add column emergency_contact_phone text not null default '' check (length(emergency_contact_phone) <= 20),
  add column emergency_contact_relationship text not null default '' check (length(emergency_contact_relationship) <= 100),
  add column insurance text not null default '' check (length(insurance) <= 1000),
  add column allergies text[] not null default '{}',
  add column alerts text[] not null default '{}',
  add column tags text[] not null default '{}',
  add column notes text not null default '' check (length(notes) <= 10000),
  -- Archived by DELETE /api/patients/{id} (archived_at, from 0002); merged_into points at the
  -- record that survived a merge (a merged record is also archived).
  add column merged_into uuid,
  add column archived_by uuid,
  -- A row an import created carries the import's fingerprint of its source row, so the same file
  -- imported twice does not create twice.
  add column import_fingerprint text,
  add column created_by uuid,
  add column updated_by uuid,
  -- Search keys, derived: the folded names, the phone's digits (E.164 without '+'), the e-mail.
  add column search_name text generated always as (
    patient_fold(first_name || ' ' || last_name || ' ' || preferred_name)
  ) stored,
  add column phone_digits text generated always as (regexp_replace(phone_number, '\D', '', 'g')) stored,
  add column email_normalized text generated always as (lower(btrim(email))) stored,
  add foreign key (tenant_id, branch_id) references branches (tenant_id, id) on delete set null (branch_id),
  add foreign key (tenant_id, merged_into) references patients (tenant_id, id),
  add check (length(first_name) between 1 and 100),
  add check (length(last_name) between 1 and 100),
  add check (length(email) <= 254),
  -- phone_number and emergency_contact_phone are E.164 when the API writes them; rows from before
  -- this migration (patient registrations typed them freely) keep what they hold.
  add check (cardinality(allergies) <= 50 and cardinality(alerts) <= 50 and cardinality(tags) <= 30);

-- Chart numbers P-000001, P-000002, ... per tenant: taken from this counter in the transaction
-- that inserts the patient (the row lock serialises concurrent inserts of one tenant; a rolled
-- back insert rolls its number back too, so there are neither gaps nor duplicates).
create table patient_chart_counters (
  tenant_id uuid primary key references tenants (id) on delete cascade,
  last_number bigint not null default 0
);

-- Records created before this migration (the demo seed, patient registrations) get numbers now.
with numbered as (
  select tenant_id, id, row_number() over (partition by tenant_id order by created_at, id) as n
    from patients
)
update patients p set chart_number = numbered.n
  from numbered where numbered.tenant_id = p.tenant_id and numbered.id = p.id;
insert into patient_chart_counters (tenant_id, last_number)
  select tenant_id, max(chart_number) from patients group by tenant_id;

alter table patients alter column chart_number set not null;

-- Every insert takes the tenant's next number unless it brings one (imports and the seed do not).
create function patients_assign_chart_number() returns trigger
  language plpgsql
  as $$
  begin
    if new.chart_number is null then
      insert into patient_chart_counters as c (tenant_id, last_number) values (new.tenant_id, 1)
        on conflict (tenant_id) do update set last_number = c.last_number + 1
        returning last_number into new.chart_number;
    end if;
    return new;
  end
  $$;
create trigger patients_chart_number before insert on patients
  for each row execute function patients_assign_chart_number();
create unique index patients_chart_number_idx on patients (tenant_id, chart_number);
create unique index patients_import_fingerprint_idx on patients (tenant_id, import_fingerprint)
  where import_fingerprint is not null;

-- Search (ADR 032): trigram GIN indexes with the tenant inside them (btree_gin), so one index scan
-- answers "this tenant, this text" for names (any order, prefix, substring, typos via word
-- similarity), phone digits and e-mail; btree for date of birth and the default ordering.
create index patients_search_name_trgm_idx on patients using gin (tenant_id, search_name gin_trgm_ops);
create index patients_phone_digits_trgm_idx on patients using gin (tenant_id, phone_digits gin_trgm_ops)
  where phone_digits <> '';
create index patients_email_trgm_idx on patients using gin (tenant_id, email_normalized gin_trgm_ops)
  where email_normalized <> '';
create index patients_dob_idx on patients (tenant_id, date_of_birth);
create index patients_name_order_idx on patients (tenant_id, last_name, first_name, id);
create index patients_branch_idx on patients (tenant_id, branch_id);
create index patients_tags_idx on patients using gin (tenant_id, tags);

-- The chart's access log and "who viewed my record" read a record's audit rows, newest first.
create index audit_log_resource_idx on audit_log (tenant_id, resource_type, resource_id, at desc);

alter table patient_chart_counters enable row level security;
alter table patient_chart_counters force row level security;
create policy tenant_isolation on patient_chart_counters
  using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant());
grant select, insert, update on patient_chart_counters to clinio_app, clinio_system;

-- CSV imports (a durable job each): the uploaded file is kept until the job ends, then removed;
-- the report keeps one row per skipped or flagged source row (its line number and reason, never
-- the row's data beyond the name the clinic needs to find it).
create table patient_imports (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  created_by uuid not null,
  file_name text not null check (length(file_name) between 1 and 255),
  file_sha256 text not null,
  -- The home branch given to every imported patient (null: none).
  branch_id uuid,
  -- The column mapping the user confirmed: { "first_name": "First Name", ... }.
  mapping jsonb not null,
  status text not null default 'draft'
    check (status in ('draft', 'queued', 'running', 'completed', 'failed', 'cancelled')),
  total_rows integer not null default 0,
  processed_rows integer not null default 0,
  imported_rows integer not null default 0,
  skipped_rows integer not null default 0,
  duplicate_rows integer not null default 0,
  error text,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  primary key (tenant_id, id),
  unique (id)
);
create index patient_imports_created_idx on patient_imports (tenant_id, created_at desc);

create table patient_import_rows (
  tenant_id uuid not null,
  import_id uuid not null,
  line integer not null,
  outcome text not null check (outcome in ('skipped', 'duplicate', 'already_imported')),
  reason text not null check (length(reason) <= 500),
  patient_id uuid,
  primary key (tenant_id, import_id, line),
  foreign key (tenant_id, import_id) references patient_imports (tenant_id, id) on delete cascade
);

-- The file itself while the job runs (bytea; at most the upload limit of the import route).
create table patient_import_files (
  tenant_id uuid not null,
  import_id uuid not null,
  content bytea not null,
  primary key (tenant_id, import_id),
  foreign key (tenant_id, import_id) references patient_imports (tenant_id, id) on delete cascade
);

-- Merges: which record survived, which was merged into it, who chose which fields, and what moved.
create table patient_merges (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  survivor_id uuid not null,
  merged_id uuid not null,
  merged_by uuid not null,
  -- The field names taken from the merged record (values are in the records, not here).
  fields_from_merged text[] not null default '{}',
  -- What moved: { "patient_clinic_links": 1, "appointments": 3, ... }.
  moved jsonb not null default '{}',
  at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, survivor_id) references patients (tenant_id, id),
  foreign key (tenant_id, merged_id) references patients (tenant_id, id)
);

-- Pairs a user marked "not a duplicate": never suggested again (smaller id first).
create table patient_duplicate_dismissals (
  tenant_id uuid not null references tenants (id) on delete cascade,
  patient_a uuid not null,
  patient_b uuid not null,
  dismissed_by uuid not null,
  at timestamptz not null default now(),
  primary key (tenant_id, patient_a, patient_b),
  check (patient_a < patient_b)
);

do $$
declare
  t text;
begin
  foreach t in array array[
    'patient_imports', 'patient_import_rows', 'patient_import_files', 'patient_merges',
    'patient_duplicate_dismissals'
  ] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format(
      'create policy tenant_isolation on %I using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant())',
      t
    );
  end loop;
end $$;

grant select, insert, update, delete on
  patient_imports, patient_import_rows, patient_import_files, patient_duplicate_dismissals
  to clinio_app, clinio_system;
grant select, insert on patient_merges to clinio_app, clinio_system;

-- "Who viewed my record": a patient login reads the audit rows of its own records in the clinics
-- it has authorized (links not revoked), across tenants, without reading anything else: the actor's
-- role and the clinic's name, the action and the time. Never the actor's name, never another record.
create function patient_record_access_log(p_login_id uuid, p_limit integer, p_before timestamptz)
  returns table (at timestamptz, clinic_name text, actor_role text, action text, tenant_id uuid)
  language sql stable security definer set search_path = public
  as $$
    select a.at, c.name, coalesce(a.actor_role, a.actor_type), a.action, a.tenant_id
      from patient_clinic_links l
      join clinics c on c.tenant_id = l.tenant_id and c.id = l.clinic_id
      join audit_log a on a.tenant_id = l.tenant_id and a.resource_type = 'patient'
                      and a.resource_id = l.patient_id::text
     where l.login_id = p_login_id and l.revoked_at is null
       and a.actor_type = 'staff' and a.outcome = 'success'
       and (p_before is null or a.at < p_before)
     order by a.at desc
     limit least(greatest(p_limit, 1), 100)
  $$;
revoke all on function patient_record_access_log(uuid, integer, timestamptz) from public;
grant execute on function patient_record_access_log(uuid, integer, timestamptz) to clinio_app;
alter function patient_record_access_log(uuid, integer, timestamptz) owner to clinio_system;
