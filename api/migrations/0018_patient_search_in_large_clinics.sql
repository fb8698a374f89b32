-- The patient search in a clinic that holds most of the table (ADR 032, "Large clinics"). The
-- trigram indexes of 0008 carry tenant_id (btree_gin), which keeps a small clinic's search inside
-- its own rows; but when one clinic holds most of the rows, the scan must walk that clinic's
-- posting list (a million entries) beside the trigrams', and that walk cost 4-5 ms of every name
-- search at a million patients. These indexes hold the trigrams alone, on an expression that only
-- the search for such a clinic names (`search_name || ''`), so the planner cannot pick them for a
-- small clinic, where they would return every clinic's matches. api/src/patients/search.ts
-- decides which a search uses from the clinic's share of the table.
create index patients_search_name_shared_trgm_idx on patients using gin ((search_name || '') gin_trgm_ops);
create index patients_phone_digits_shared_trgm_idx on patients using gin ((phone_digits || '') gin_trgm_ops)
  where phone_digits <> '';
