-- Reserved (issue 11): number 14 belongs to the provider-notes branch. A no-op here so 0015
-- migrates on its own in the waitlist branch; the integrator drops this file when that branch's
-- own 0014 arrives.
select 1;
