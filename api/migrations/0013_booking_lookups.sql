-- Booking from outside (issue 11, ADR 037): the two look-ups that must find a tenant before it is
-- known, as in 0002: the public embed by its clinic id, and a provider's calendar feed by the hash
-- of its secret token. Each runs as clinio_system (SECURITY DEFINER) and returns only what the step
-- needs.

create function booking_embed_clinic(p_clinic_id uuid)
  returns table (tenant_id uuid, clinic_name text, embed_enabled boolean, allowed_origins text[])
  language sql stable security definer set search_path = public
  as $$
    select c.tenant_id, c.name, coalesce(s.embed_enabled, false), coalesce(s.embed_allowed_origins, '{}')
      from clinics c
      join tenants t on t.id = c.tenant_id and t.status <> 'suspended'
      left join booking_settings s on s.tenant_id = c.tenant_id
     where c.id = p_clinic_id
  $$;

create function calendar_feed_by_token(p_token_hash text)
  returns table (tenant_id uuid, provider_id uuid)
  language sql stable security definer set search_path = public
  as $$
    select f.tenant_id, f.provider_id from provider_calendar_feeds f
     where f.token_hash = p_token_hash and f.revoked_at is null
  $$;

alter function booking_embed_clinic(uuid) owner to clinio_system;
alter function calendar_feed_by_token(text) owner to clinio_system;
revoke all on function booking_embed_clinic(uuid), calendar_feed_by_token(text) from public;
grant execute on function booking_embed_clinic(uuid), calendar_feed_by_token(text) to clinio_app;
