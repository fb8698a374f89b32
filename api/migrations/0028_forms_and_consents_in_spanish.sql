-- The clinic's own paperwork in Spanish (issue 22, ADR 062). A consent text and a form's questions
-- are the clinic's words, like its message templates (0027): the clinic writes the Spanish too.
-- Empty means no Spanish text: a Spanish reader is shown the clinic's own text.

-- A consent type's standard text in Spanish, copied to each consent given from it.
alter table consent_templates add column title_es text not null default '' check (length(title_es) <= 200);
alter table consent_templates add column consent_text_es text not null default ''
  check (length(consent_text_es) <= 20000);
alter table consents add column consent_text_es text not null default ''
  check (length(consent_text_es) <= 20000);

-- The language of the text signed. The seal writes the text of that language, and the clinic's
-- own text (and 'en') when the consent has none in it, so the hash always covers what was shown.
alter table consent_signatures add column signed_locale text not null default 'en'
  check (signed_locale in ('en', 'es'));

create or replace function consent_signatures_seal() returns trigger
language plpgsql as $$
declare
  english text;
  spanish text;
begin
  select c.consent_text, c.consent_text_es into english, spanish
    from consents c where c.tenant_id = new.tenant_id and c.id = new.consent_id;
  if new.signed_locale = 'es' and coalesce(spanish, '') <> '' then
    new.signed_text := spanish;
  else
    new.signed_text := english;
    new.signed_locale := 'en';
  end if;
  new.signed_at := date_trunc('milliseconds', new.signed_at);
  new.content_hash := encode(sha256(
    convert_to(new.signed_text, 'UTF8') || '\x00'::bytea
    || coalesce(new.signature_png, ''::bytea) || '\x00'::bytea
    || convert_to(new.signer_name, 'UTF8') || '\x00'::bytea
    || convert_to(to_char(new.signed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'UTF8')
  ), 'hex');
  return new;
end $$;

-- A signed consent keeps both its texts (0021's rule, with the Spanish one).
create or replace function consents_lock() returns trigger
language plpgsql as $$
begin
  if (new.consent_text is distinct from old.consent_text
      or new.consent_text_es is distinct from old.consent_text_es
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

-- A form's questions in Spanish, by field key: { "es": { "name", "description", "fields": { key:
-- { "title", "description", "placeholder", "options": { option: text } } } } }. One set per
-- template, read with whichever version is filled (a key or option it no longer has is ignored);
-- answers keep the form's own option values, so a Spanish answer reads the same to the clinic.
alter table form_templates add column translations jsonb not null default '{}'
  check (jsonb_typeof(translations) = 'object' and octet_length(translations::text) <= 400000);
