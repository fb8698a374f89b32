-- Waitlist (issue 11, ADR 040): a patient record's permanent erase (ADR 032) takes the record's
-- waitlist entries and their offers with it, as 0012 does for appointments. 0011 made the
-- reference without an action, so erasing a patient who was on the waitlist failed on the key.
alter table waitlist_entries
  drop constraint waitlist_entries_tenant_id_patient_id_fkey,
  add constraint waitlist_entries_tenant_id_patient_id_fkey
    foreign key (tenant_id, patient_id) references patients (tenant_id, id) on delete cascade;
