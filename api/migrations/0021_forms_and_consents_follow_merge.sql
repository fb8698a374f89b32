-- A merge of two patient records (ADR 033) moves the merged record's answers, drafts and consents
-- to the surviving record (ADR 044). Answers are otherwise append-only, so the request role may
-- change only their patient; a signed consent's patient moves only in the exact move the merge
-- names first in a transaction-local setting, as signed notes do (0014). The signature's hash does
-- not cover the patient, so a moved consent still verifies.

grant update (patient_id) on form_submissions to clinio_app, clinio_system;

create or replace function consents_lock() returns trigger
language plpgsql as $$
begin
  if (new.consent_text is distinct from old.consent_text
      or new.consent_type is distinct from old.consent_type
      or (new.patient_id is distinct from old.patient_id
          and coalesce(current_setting('clinio.merge_move', true), '') <> old.patient_id::text || '>' || new.patient_id::text)
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
