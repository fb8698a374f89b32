-- Scheduling (issue 11, ADR 036): a patient record's permanent erase (ADR 032) takes its
-- appointments with it. They are the person's data (when, with whom, why) and nothing the clinic
-- must keep on their own account; what must be kept (invoices, signed notes) blocks the erase
-- through its own erase blocker. 0011 made the reference without an action, so an erase of a
-- patient with appointments failed on the foreign key.
alter table appointments
  drop constraint appointments_tenant_id_patient_id_fkey,
  add constraint appointments_tenant_id_patient_id_fkey
    foreign key (tenant_id, patient_id) references patients (tenant_id, id) on delete cascade;
