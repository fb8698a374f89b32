-- Provider notes (issue 11 section 4, ADR 039): the clinic's own note templates, notes written for a
-- patient (optionally for one appointment) from a template, drafts saved as the provider types,
-- signing that locks the note, addenda after signing and sharing a signed note with the patient.
-- Tenant-owned tables follow 0001's rules (tenant_id in every key, forced RLS, tenant_isolation).
-- The built-in templates (SOAP, Quick note) are constants of shared/contracts, not rows.

create table note_templates (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 80),
  -- [{ "key": "s1", "label": "History" }, ...]: the sections a note of this template starts with.
  sections jsonb not null default '[]' check (jsonb_typeof(sections) = 'array'),
  archived_at timestamptz,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id)
);
create unique index note_templates_name_idx on note_templates (tenant_id, lower(name)) where archived_at is null;

create table provider_notes (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  patient_id uuid not null,
  appointment_id uuid,
  author_id uuid not null,
  -- A built-in template ('soap', 'quick'), or 'custom': one of the clinic's, named by template_id.
  template_key text not null default 'soap' check (template_key in ('soap', 'quick', 'custom')),
  template_id uuid,
  -- The template's name and sections when the note was started, and the text of each:
  -- [{ "key": "subjective", "label": "Subjective", "text": "..." }, ...].
  template_name text not null check (length(template_name) between 1 and 80),
  sections jsonb not null default '[]' check (jsonb_typeof(sections) = 'array'),
  status text not null default 'draft' check (status in ('draft', 'signed')),
  -- Optimistic concurrency of the autosave: a PATCH sends the version it read.
  version integer not null default 1 check (version >= 1),
  signed_by uuid,
  signed_at timestamptz,
  -- sha256 (hex) of the canonical content (shared/contracts canonicalNoteContent), set at signing.
  content_hash text check (content_hash ~ '^[0-9a-f]{64}$'),
  shared_with_patient_at timestamptz,
  shared_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  check ((template_key = 'custom') = (template_id is not null)),
  check ((status = 'signed') = (signed_at is not null and signed_by is not null and content_hash is not null)),
  check (shared_with_patient_at is null or status = 'signed'),
  foreign key (tenant_id, patient_id) references patients (tenant_id, id) on delete cascade,
  foreign key (tenant_id, appointment_id) references appointments (tenant_id, id),
  foreign key (tenant_id, author_id) references staff_users (tenant_id, id),
  foreign key (tenant_id, signed_by) references staff_users (tenant_id, id),
  foreign key (tenant_id, template_id) references note_templates (tenant_id, id)
);
create index provider_notes_patient_idx on provider_notes (tenant_id, patient_id, updated_at desc);
create index provider_notes_author_idx on provider_notes (tenant_id, author_id, status, updated_at desc);

-- Addenda: written after signing, each signed and dated when written. Append-only: the request
-- role may insert and read them, never change or delete them (no grant below).
create table provider_note_addenda (
  tenant_id uuid not null references tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  note_id uuid not null,
  author_id uuid not null,
  text text not null check (length(text) between 1 and 20000),
  signed_at timestamptz not null default now(),
  -- sha256 (hex) of shared/contracts canonicalAddendumContent, written by the server.
  content_hash text not null,
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, note_id) references provider_notes (tenant_id, id) on delete cascade,
  foreign key (tenant_id, author_id) references staff_users (tenant_id, id)
);
create index provider_note_addenda_note_idx on provider_note_addenda (tenant_id, note_id, signed_at);

-- The lock, in the database itself: once a note is signed, nothing of what was signed may change,
-- whoever runs the UPDATE (the API, a script, psql). Only the sharing with the patient (and the
-- row's updated_at) may still move. A signed note cannot become a draft again either.
create function provider_notes_lock() returns trigger
language plpgsql as $$
begin
  if old.status = 'signed' and (
       new.status is distinct from old.status
    or new.sections is distinct from old.sections
    or new.template_name is distinct from old.template_name
    or new.template_key is distinct from old.template_key
    or new.template_id is distinct from old.template_id
    -- A merge of two records (ADR 033) moves signed notes to the surviving record: the merge's
    -- mover names that exact move in a transaction-local setting first (ADR 039).
    or (new.patient_id is distinct from old.patient_id
        and coalesce(current_setting('clinio.merge_move', true), '') <> old.patient_id::text || '>' || new.patient_id::text)
    or new.appointment_id is distinct from old.appointment_id
    or new.author_id is distinct from old.author_id
    or new.signed_by is distinct from old.signed_by
    or new.signed_at is distinct from old.signed_at
    or new.content_hash is distinct from old.content_hash
    or new.version is distinct from old.version
    or new.created_at is distinct from old.created_at
  ) then
    raise exception 'provider note % is signed and locked', old.id
      using errcode = '55000', hint = 'Add an addendum instead.';
  end if;
  return new;
end $$;

create trigger provider_notes_lock before update on provider_notes
  for each row execute function provider_notes_lock();

do $$
declare
  t text;
begin
  foreach t in array array['note_templates', 'provider_notes', 'provider_note_addenda'] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format(
      'create policy tenant_isolation on %I using (tenant_id = app_current_tenant()) with check (tenant_id = app_current_tenant())',
      t
    );
  end loop;
end $$;

-- No DELETE for the request role: templates are archived, notes are kept (drafts go only with an
-- erased patient record, through the key's cascade), addenda are append-only.
grant select, insert, update on note_templates, provider_notes to clinio_app, clinio_system;
grant select, insert on provider_note_addenda to clinio_app, clinio_system;
