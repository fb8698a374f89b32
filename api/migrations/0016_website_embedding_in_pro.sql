-- The public booking page follows the plan (ADR 041): Website Embedding moves from Enterprise to
-- Pro by default. An install made before keeps any choice a system administrator made: only
-- values still at the old default change (the catalogue's tier, the Pro cell of the matrix).
-- A fresh install has empty tables here; the start fills them from @clinio/contracts.
update feature_catalogue
   set requires_plan_tier = 'pro'
 where feature_key = 'website_embedding' and requires_plan_tier = 'enterprise';

update plan_features
   set is_enabled = true
 where feature_key = 'website_embedding' and plan = 'pro' and not is_enabled
   and exists (select 1 from feature_catalogue c
                where c.feature_key = 'website_embedding' and c.requires_plan_tier = 'pro');
