-- Reserved (issue 11): another branch holds number 13 (0012 sched-api, 0013 waitlist, if needed).
-- A no-op here so the provider-notes branch (0014) migrates on its own; the integrator drops
-- this file when that branch's own 0013 arrives.
select 1;
