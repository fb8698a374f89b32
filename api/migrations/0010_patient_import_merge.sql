-- Patient import and merge (issue 10, ADR 033). The duplicate rule compares the phone digits and
-- the e-mail of active records for equality: once per imported row (500 probes a batch) and as a
-- self-join for the merge suggestions. The trigram indexes of 0008 can answer equality, but each
-- probe reads the posting lists of trigrams nearly every number or address shares ('212', 'com'),
-- so it costs in proportion to the clinic's size; a btree answers it in a few pages. Partial: only
-- active records with a value are ever compared.
create index patients_active_phone_idx on patients (tenant_id, phone_digits)
  where archived_at is null and phone_digits <> '';
create index patients_active_email_idx on patients (tenant_id, email_normalized)
  where archived_at is null and email_normalized <> '';
