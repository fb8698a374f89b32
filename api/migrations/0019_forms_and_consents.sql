-- Forms and consents (issue 16, ADR 044): the clinic's form templates and their versions, the
-- answers patients submit (each to one version) and the drafts kept while they type; the clinic's
-- standard consent texts, the consents given to patients to sign and their signatures; and which
-- forms and consents each appointment type requires. Tenant-owned tables follow 0001's rules
-- (tenant_id in every key, forced RLS, the tenant_isolation policy of ADR 025).

create table form_templates (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  clinic_id uuid not null,
  name text not null check (length(name) between 1 and 200),
  description text not null default '' check (length(description) <= 2000),
  form_type text not null default 'intake'
    check (form_type in ('intake', 'medical_history', 'consent', 'billing', 'custom')),
  is_required boolean not null default true,
  appointment_types text[] not null default '{general}',
  -- The version the builder edits and new answers are given on.
  current_version integer not null default 1 check (current_version >= 1),
  is_active boolean not null default true,
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, clinic_id) references clinics (tenant_id, id) on delete cascade,
  foreign key (tenant_id, created_by) references staff_users (tenant_id, id),
  foreign key (tenant_id, updated_by) references staff_users (tenant_id, id)
);
create index form_templates_list_idx on form_templates (tenant_id, clinic_id, created_at desc);

-- Each version's name and spec 3 object schema, as patients were shown it. Saving a template
-- whose current version has answers adds a version; a version with answers never changes
-- (form_template_versions_lock below).
create table form_template_versions (
  tenant_id uuid not null references tenants (id) on delete cascade,
  template_id uuid not null,
  version integer not null check (version >= 1),
  name text not null check (length(name) between 1 and 200),
  description text not null default '' check (length(description) <= 2000),
  form_schema jsonb not null default '{"type": "object", "properties": {}, "required": []}'
    check (jsonb_typeof(form_schema) = 'object'),
  created_by uuid,
  created_at timestamptz not null default now(),
  primary key (tenant_id, template_id, version),
  foreign key (tenant_id, template_id) references form_templates (tenant_id, id) on delete cascade,
  foreign key (tenant_id, created_by) references staff_users (tenant_id, id)
);

-- Answers, validated by the server against their version's schema before they are stored.
-- Append-only for the request role (no UPDATE or DELETE grant): a correction is a new submission.
create table form_submissions (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  template_id uuid not null,
  version integer not null,
  patient_id uuid not null,
  appointment_id uuid,
  answers jsonb not null default '{}' check (jsonb_typeof(answers) = 'object'),
  -- Where it was filled in: the patient's portal, or the kiosk a staff member opened.
  submitted_via text not null default 'portal' check (submitted_via in ('portal', 'kiosk')),
  kiosk_staff_id uuid,
  submitted_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, template_id, version)
    references form_template_versions (tenant_id, template_id, version),
  foreign key (tenant_id, patient_id) references patients (tenant_id, id) on delete cascade,
  foreign key (tenant_id, appointment_id) references appointments (tenant_id, id) on delete cascade,
  foreign key (tenant_id, kiosk_staff_id) references staff_users (tenant_id, id)
);
create index form_submissions_patient_idx on form_submissions (tenant_id, patient_id, submitted_at desc);
create index form_submissions_version_idx on form_submissions (tenant_id, template_id, version);
create index form_submissions_appointment_idx on form_submissions (tenant_id, appointment_id)
  where appointment_id is not null;

-- What a patient has typed so far (a reload or a lost connection loses nothing): one draft per
-- form, patient and visit, removed when the form is submitted. Not validated: it is unfinished.
create table form_drafts (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  template_id uuid not null,
  version integer not null,
  patient_id uuid not null,
  appointment_id uuid,
  answers jsonb not null default '{}' check (jsonb_typeof(answers) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  unique nulls not distinct (tenant_id, template_id, patient_id, appointment_id),
  foreign key (tenant_id, template_id, version)
    references form_template_versions (tenant_id, template_id, version) on delete cascade,
  foreign key (tenant_id, patient_id) references patients (tenant_id, id) on delete cascade,
  foreign key (tenant_id, appointment_id) references appointments (tenant_id, id) on delete cascade
);

-- The clinic's standard text of each consent type (what a consent given to a patient starts from).
create table consent_templates (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  consent_type text not null
    check (consent_type in ('hipaa_privacy', 'treatment', 'billing', 'research', 'photography', 'telemedicine')),
  title text not null check (length(title) between 1 and 200),
  consent_text text not null check (length(consent_text) between 1 and 20000),
  -- How long a signature stays valid; null never expires (spec 4.5).
  valid_days integer check (valid_days between 1 and 3650),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  unique (tenant_id, consent_type)
);

-- A consent given to one patient to sign (spec 3). Its status is derived (spec 4.5, shared/contracts
-- consentStatus); its signature is a row of consent_signatures.
create table consents (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  clinic_id uuid not null,
  patient_id uuid not null,
  appointment_id uuid,
  consent_type text not null
    check (consent_type in ('hipaa_privacy', 'treatment', 'billing', 'research', 'photography', 'telemedicine')),
  consent_text text not null check (length(consent_text) between 1 and 20000),
  is_required boolean not null default true,
  appointment_types text[] not null default '{}',
  expires_at timestamptz,
  notes text check (length(notes) <= 2000),
  is_active boolean not null default true,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, clinic_id) references clinics (tenant_id, id) on delete cascade,
  foreign key (tenant_id, patient_id) references patients (tenant_id, id) on delete cascade,
  foreign key (tenant_id, appointment_id) references appointments (tenant_id, id) on delete set null (appointment_id),
  foreign key (tenant_id, created_by) references staff_users (tenant_id, id)
);
create index consents_patient_idx on consents (tenant_id, patient_id, created_at desc);
create index consents_appointment_idx on consents (tenant_id, appointment_id) where appointment_id is not null;

-- The signature of a consent: at most one, never changed. The database itself writes the exact
-- text signed (the consent's text at that moment), rounds the time to the millisecond and computes
-- content_hash = sha256(text, 0x00, PNG bytes, 0x00, signer name, 0x00, time as ISO 8601 UTC
-- with milliseconds), so neither can be made to disagree with what was signed.
create table consent_signatures (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  consent_id uuid not null,
  signer_name text not null check (length(signer_name) between 1 and 120),
  -- 'drawn': the patient drew it (signature_pad) and typed their name; 'typed': a name only,
  -- entered on the staff's edit consent page (spec 5: "normally filled by patients").
  method text not null default 'typed' check (method in ('drawn', 'typed')),
  signature_png bytea check (
    signature_png is null
    or (octet_length(signature_png) between 67 and 200000
        and substring(signature_png from 1 for 8) = '\x89504e470d0a1a0a'::bytea)
  ),
  signed_text text not null,
  signed_at timestamptz not null default now(),
  ip_address inet,
  user_agent text check (length(user_agent) <= 200),
  patient_login_id uuid,
  staff_id uuid,
  content_hash text not null default '',
  primary key (tenant_id, id),
  unique (id),
  unique (tenant_id, consent_id),
  check ((method = 'drawn') = (signature_png is not null)),
  foreign key (tenant_id, consent_id) references consents (tenant_id, id) on delete cascade,
  foreign key (tenant_id, staff_id) references staff_users (tenant_id, id)
);

create function consent_signatures_seal() returns trigger
language plpgsql as $$
begin
  select c.consent_text into new.signed_text
    from consents c where c.tenant_id = new.tenant_id and c.id = new.consent_id;
  new.signed_at := date_trunc('milliseconds', new.signed_at);
  new.content_hash := encode(sha256(
    convert_to(new.signed_text, 'UTF8') || '\x00'::bytea
    || coalesce(new.signature_png, ''::bytea) || '\x00'::bytea
    || convert_to(new.signer_name, 'UTF8') || '\x00'::bytea
    || convert_to(to_char(new.signed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'UTF8')
  ), 'hex');
  return new;
end $$;

create trigger consent_signatures_seal before insert on consent_signatures
  for each row execute function consent_signatures_seal();

-- Once written, a signature never changes, whoever runs the UPDATE (the API, a script, psql).
create function consent_signatures_lock() returns trigger
language plpgsql as $$
begin
  raise exception 'the signature of consent % cannot change', old.consent_id
    using errcode = '55000', hint = 'A changed consent is a new consent.';
end $$;

create trigger consent_signatures_lock before update on consent_signatures
  for each row execute function consent_signatures_lock();

-- A signed consent keeps what was signed: its text, type, patient, clinic and expiry. Whether it
-- is still active (withdrawal), its notes and which visits it applies to may still change.
create function consents_lock() returns trigger
language plpgsql as $$
begin
  if (new.consent_text is distinct from old.consent_text
      or new.consent_type is distinct from old.consent_type
      or new.patient_id is distinct from old.patient_id
      or new.clinic_id is distinct from old.clinic_id
      or new.expires_at is distinct from old.expires_at
      or new.created_at is distinct from old.created_at)
     and exists (select 1 from consent_signatures s where s.tenant_id = old.tenant_id and s.consent_id = old.id)
  then
    raise exception 'consent % is signed and locked', old.id
      using errcode = '55000', hint = 'A changed consent is a new consent.';
  end if;
  return new;
end $$;

create trigger consents_lock before update on consents
  for each row execute function consents_lock();

-- A version with answers keeps its schema: the answers always render with what was asked.
create function form_template_versions_lock() returns trigger
language plpgsql as $$
begin
  if (new.form_schema is distinct from old.form_schema
      or new.name is distinct from old.name
      or new.description is distinct from old.description
      or new.version is distinct from old.version
      or new.template_id is distinct from old.template_id)
     and exists (select 1 from form_submissions s
                 where s.tenant_id = old.tenant_id and s.template_id = old.template_id and s.version = old.version)
  then
    raise exception 'version % of form template % has answers and cannot change', old.version, old.template_id
      using errcode = '55000', hint = 'Save a new version instead.';
  end if;
  return new;
end $$;

create trigger form_template_versions_lock before update on form_template_versions
  for each row execute function form_template_versions_lock();

-- Which forms and consents each appointment type (by its key) requires: booking attaches them.
create table appointment_type_forms (
  tenant_id uuid not null references tenants (id) on delete cascade,
  appointment_type text not null check (appointment_type ~ '^[a-z][a-z0-9_]{1,39}$'),
  form_template_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, appointment_type, form_template_id),
  foreign key (tenant_id, form_template_id) references form_templates (tenant_id, id) on delete cascade
);

create table appointment_type_consents (
  tenant_id uuid not null references tenants (id) on delete cascade,
  appointment_type text not null check (appointment_type ~ '^[a-z][a-z0-9_]{1,39}$'),
  consent_type text not null
    check (consent_type in ('hipaa_privacy', 'treatment', 'billing', 'research', 'photography', 'telemedicine')),
  created_at timestamptz not null default now(),
  primary key (tenant_id, appointment_type, consent_type)
);

do $$
declare
  t text;
begin
  foreach t in array array[
    'form_templates', 'form_template_versions', 'form_submissions', 'form_drafts', 'consent_templates',
    'consents', 'consent_signatures', 'appointment_type_forms', 'appointment_type_consents'
  ] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format(
      'create policy tenant_isolation on %I using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant())',
      t
    );
  end loop;
end $$;

-- Templates are deactivated, not deleted; answers and signatures are append-only; consents are
-- withdrawn (is_active), not deleted; drafts and requirements come and go.
grant select, insert, update on form_templates, form_template_versions, consent_templates, consents
  to clinio_app, clinio_system;
grant select, insert on form_submissions, consent_signatures to clinio_app, clinio_system;
grant select, insert, update, delete on form_drafts to clinio_app, clinio_system;
grant select, insert, delete on appointment_type_forms, appointment_type_consents to clinio_app, clinio_system;
