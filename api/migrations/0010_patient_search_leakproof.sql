-- Patient search under row-level security (ADR 032; found by the patients bench, quality bar 24).
--
-- `patients` has forced RLS: every query of the request role carries the policy's condition
-- (tenant_id = app_current_tenant()) as a security barrier. PostgreSQL only lets a condition use
-- an index ahead of that barrier when its function is LEAKPROOF (it cannot reveal a row it then
-- drops, e.g. in an error message). LIKE (textlike) and pg_trgm's word-similarity operators are
-- not marked so, so the search's `search_name like '%tok%'`, `'tok' <% search_name`,
-- `phone_digits like …` and `email_normalized like …` were all evaluated row by row after a
-- sequential scan of the table: 0.4–5 s per search at 1,000,000 patients, and no faster than
-- with the trigram indexes switched off. Marked leakproof, they are index conditions again.
--
-- Why it is acceptable: the word-similarity functions never raise an error whatever their input;
-- textlike raises one only when its pattern (right-hand side) ends with the escape character, so
-- a caller who could already run arbitrary SQL as the request role would learn at most whether
-- some other tenant's value ends in a backslash. Our queries always pass the pattern as a
-- parameter. Functions not listed here (e.g. array @> for the tag filter) stay as they are.
--
-- Only a superuser may mark a function leakproof. The embedded PostgreSQL's owner is one; with a
-- DATABASE_URL whose owner is not, the migration warns and search works, but without its indexes:
-- run these three statements once as a superuser.
do $$
begin
  if (select rolsuper from pg_roles where rolname = current_user) then
    alter function pg_catalog.textlike(text, text) leakproof;
    alter function public.word_similarity_op(text, text) leakproof;
    alter function public.word_similarity_commutator_op(text, text) leakproof;
  else
    raise warning 'patient search: % is not a superuser, so LIKE and pg_trgm''s word similarity stay '
      'non-leakproof and row-level security keeps the search from its trigram indexes (see migration 0010)',
      current_user;
  end if;
end $$;
