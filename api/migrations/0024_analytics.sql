-- Analytics (issue 21, ADR 056): System Analytics, the clinic's own use of Clinio, comes with Pro
-- by default. An install made before keeps any choice a system administrator made: only values
-- still at the old default change (the catalogue's tier and default, the Pro and Enterprise cells
-- of the matrix, all off until now). A fresh install has empty tables here; the start fills them
-- from @clinio/contracts.
update feature_catalogue
   set requires_plan_tier = 'pro', default_enabled = true
 where feature_key = 'system_analytics' and requires_plan_tier = 'enterprise' and not default_enabled;

update plan_features
   set is_enabled = true
 where feature_key = 'system_analytics' and plan in ('pro', 'enterprise') and not is_enabled
   and exists (select 1 from feature_catalogue c
                where c.feature_key = 'system_analytics' and c.requires_plan_tier = 'pro');
