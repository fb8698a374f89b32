-- A message template's Spanish text (issue 22, ADR 060): a reminder or campaign goes to a patient
-- whose account reads Spanish in it, when the clinic wrote one; empty means the template's own
-- text for everyone. Bounded like the template's own subject and body.
alter table message_templates add column subject_es text not null default '' check (length(subject_es) <= 200);
alter table message_templates add column body_es text not null default '' check (length(body_es) <= 10000);
