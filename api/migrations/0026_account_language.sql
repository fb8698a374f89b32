-- The reader's language (issue 22, ADR 060): a patient chooses it in the portal, a staff member in
-- My Settings; it follows them to every device and decides the language of the e-mails they are
-- sent. Null means no choice yet: the page follows the browser, an e-mail the page it was asked
-- from. Only the languages the product ships are accepted.
alter table patient_logins add column locale text check (locale in ('en', 'es'));
alter table staff_users add column locale text check (locale in ('en', 'es'));
