import { sql } from 'kysely';
import type { TenantTx } from '../db/database';
import { runJobForTenant, systemJobHandle } from '../jobs/tenant-job';
import type { Services } from '../platform/services';
import { A2pProviderError, type ProviderRefs, type ReviewState } from './a2p-registry';
import { clinicMessaging } from './message-store';

/**
 * US A2P 10DLC at the provider (ADR 063): `a2p.submit` sends one brand or campaign, `a2p.poll`
 * (every ten minutes) and the page's "Check status now" read the outcome of the reviews and send
 * the campaigns whose brand has just been approved.
 */

type Kind = 'brand' | 'campaign';
const table = (kind: Kind) => (kind === 'brand' ? 'brand_registrations' : 'a2p_campaigns');

/** Why a submission failed, kept on the row for the page (the provider's words, no credential). */
const reasonOf = (error: unknown) =>
  (error instanceof A2pProviderError ? error.reason : 'The submission failed').slice(0, 500);

/**
 * Holds the registration's advisory lock for the length of `work`: one submission of a row at a
 * time, however many jobs or processes try (the provider's steps are not idempotent).
 */
async function exclusively(services: Services, tenantId: string, id: string, work: () => Promise<void>) {
  await runJobForTenant(services.database, tenantId, async (tx) => {
    const lock = await sql<{
      ok: boolean;
    }>`select pg_try_advisory_xact_lock(hashtextextended(${`a2p:${id}`}, 0)) as ok`.execute(tx);
    if (lock.rows[0]?.ok !== true) return;
    await work();
  });
}

async function update(
  services: Services,
  tenantId: string,
  kind: Kind,
  id: string,
  values: {
    provider_refs?: ProviderRefs;
    provider_sid?: string;
    submitted_at?: Date;
    submit_error?: string | null;
    status?: ReviewState['status'];
    rejection_reason?: string | null;
  },
) {
  const { provider_refs: refs, ...rest } = values;
  await runJobForTenant(services.database, tenantId, (tx) =>
    tx
      .updateTable(table(kind))
      .set({
        ...rest,
        ...(refs === undefined ? {} : { provider_refs: JSON.stringify(refs) }),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute(),
  );
}

/** The `a2p.submit` job: one brand or campaign to the provider, resumed from its saved steps. */
export async function runA2pSubmitJob(
  services: Services,
  data: { tenantId: string; kind: Kind; id: string },
): Promise<void> {
  const { tenantId, kind, id } = data;
  await exclusively(services, tenantId, id, async () => {
    const save = (refs: ProviderRefs) => update(services, tenantId, kind, id, { provider_refs: refs });
    let submitted: { sid: string } | null;
    try {
      submitted =
        kind === 'brand'
          ? await submitBrand(services, tenantId, id, save)
          : await submitCampaign(services, tenantId, id, save);
    } catch (error) {
      const reason = reasonOf(error);
      if (error instanceof A2pProviderError && error.refused) {
        // The provider said no to what the clinic entered: final until the clinic registers again.
        await update(services, tenantId, kind, id, {
          status: 'rejected',
          rejection_reason: reason,
          submit_error: reason,
        });
        return;
      }
      await update(services, tenantId, kind, id, { submit_error: reason });
      throw error;
    }
    if (submitted === null) return;
    await update(services, tenantId, kind, id, {
      provider_sid: submitted.sid,
      submitted_at: new Date(),
      submit_error: null,
    });
  });
}

async function submitBrand(
  services: Services,
  tenantId: string,
  id: string,
  save: (refs: ProviderRefs) => Promise<void>,
) {
  const brand = await runJobForTenant(services.database, tenantId, (tx) =>
    tx.selectFrom('brand_registrations').selectAll().where('id', '=', id).executeTakeFirst(),
  );
  if (brand === undefined || brand.provider_sid !== null || brand.status !== 'pending') return null;
  return services.sms.a2p.submitBrand(
    {
      legalName: brand.legal_name,
      ein: brand.ein,
      address: brand.address,
      contactEmail: brand.contact_email,
      vertical: brand.vertical,
    },
    { ...(brand.provider_refs as ProviderRefs) },
    save,
  );
}

async function submitCampaign(
  services: Services,
  tenantId: string,
  id: string,
  save: (refs: ProviderRefs) => Promise<void>,
) {
  const found = await runJobForTenant(services.database, tenantId, async (tx) => {
    const campaign = await tx.selectFrom('a2p_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
    if (campaign === undefined) return null;
    const brand = await tx
      .selectFrom('brand_registrations')
      .select(['status', 'provider_sid'])
      .where('id', '=', campaign.brand_id)
      .executeTakeFirst();
    const numbers = await tx
      .selectFrom('a2p_campaign_numbers as n')
      .innerJoin('messaging_phone_numbers as p', (join) =>
        join.onRef('p.tenant_id', '=', 'n.tenant_id').onRef('p.id', '=', 'n.phone_number_id'),
      )
      .select(['p.provider_sid'])
      .where('n.campaign_id', '=', id)
      .execute();
    return { campaign, brand, numbers, clinic: await clinicMessaging(tx) };
  });
  if (found === null || found.campaign.provider_sid !== null || found.campaign.status !== 'pending')
    return null;
  // The provider takes a campaign only from an approved brand: the status checks send it then.
  if (found.brand?.status !== 'approved' || found.brand.provider_sid === null) return null;
  const { campaign } = found;
  const app = services.config.publicAppUrl;
  const result = await services.sms.a2p.submitCampaign(
    {
      brandSid: found.brand.provider_sid,
      clinicName: found.clinic.clinicName,
      useCase: campaign.use_case,
      description: campaign.description,
      messageFlow: campaign.message_flow,
      sampleMessages: campaign.sample_messages,
      hasEmbeddedLinks: campaign.has_embedded_links,
      hasEmbeddedPhone: campaign.has_embedded_phone,
      numberSids: found.numbers.flatMap((number) =>
        number.provider_sid === null ? [] : [number.provider_sid],
      ),
      inboundUrl: `${app}/api/webhooks/sms/inbound`,
      statusUrl: `${app}/api/webhooks/sms/status`,
    },
    { ...(campaign.provider_refs as ProviderRefs) },
    save,
  );
  // Every number is in the campaign's messaging service now.
  await runJobForTenant(services.database, tenantId, (tx) =>
    tx
      .updateTable('a2p_campaign_numbers')
      .set({ added_at: sql<Date>`now()` })
      .where('campaign_id', '=', id)
      .where('added_at', 'is', null)
      .execute(),
  );
  return result;
}

/**
 * Reads the provider's review of each of the clinic's pending registrations and records what
 * changed; queues the campaigns that were waiting for their brand. A provider out of reach leaves
 * a registration as it was (checked again next time). Answers how many changed.
 */
export async function checkRegistrations(
  services: Services,
  tx: TenantTx,
  tenantId: string,
): Promise<number> {
  const brands = await tx
    .selectFrom('brand_registrations')
    .select(['id', 'provider_sid', 'submitted_at', 'ein'])
    .where('status', '=', 'pending')
    .where('provider_sid', 'is not', null)
    .execute();
  let changed = 0;
  for (const brand of brands) {
    const state = await services.sms.a2p
      .brandStatus({
        sid: brand.provider_sid ?? '',
        submittedAt: brand.submitted_at ?? new Date(),
        ein: brand.ein,
      })
      .catch(() => null);
    if (state === null) continue;
    await tx
      .updateTable('brand_registrations')
      .set({ status: state.status, rejection_reason: state.reason, checked_at: sql<Date>`now()` })
      .where('id', '=', brand.id)
      .execute();
    if (state.status !== 'pending') changed += 1;
  }
  const campaigns = await tx
    .selectFrom('a2p_campaigns as c')
    .innerJoin('brand_registrations as b', (join) =>
      join.onRef('b.tenant_id', '=', 'c.tenant_id').onRef('b.id', '=', 'c.brand_id'),
    )
    .select([
      'c.id',
      'c.provider_sid',
      'c.provider_refs',
      'c.submitted_at',
      'c.sample_messages',
      'b.status as brand_status',
    ])
    .where('c.status', '=', 'pending')
    .execute();
  for (const campaign of campaigns) {
    if (campaign.provider_sid === null) {
      if (campaign.brand_status === 'approved')
        await services.jobs.enqueue(tx, 'a2p.submit', { tenantId, kind: 'campaign', id: campaign.id });
      else if (campaign.brand_status === 'rejected') {
        await tx
          .updateTable('a2p_campaigns')
          .set({
            status: 'rejected',
            rejection_reason: 'Its brand was rejected',
            checked_at: sql<Date>`now()`,
          })
          .where('id', '=', campaign.id)
          .execute();
        changed += 1;
      }
      continue;
    }
    const state = await services.sms.a2p
      .campaignStatus({
        sid: campaign.provider_sid,
        refs: campaign.provider_refs as ProviderRefs,
        submittedAt: campaign.submitted_at ?? new Date(),
        sampleMessages: campaign.sample_messages,
      })
      .catch(() => null);
    if (state === null) continue;
    await tx
      .updateTable('a2p_campaigns')
      .set({ status: state.status, rejection_reason: state.reason, checked_at: sql<Date>`now()` })
      .where('id', '=', campaign.id)
      .execute();
    if (state.status !== 'pending') changed += 1;
  }
  return changed;
}

/** `a2p.poll` (every ten minutes): the status checks of every clinic with a pending registration. */
export async function runA2pPollJob(services: Services): Promise<void> {
  const db = systemJobHandle(services.database);
  const tenants = await db
    .selectFrom('brand_registrations')
    .select('tenant_id')
    .where('status', '=', 'pending')
    .union(db.selectFrom('a2p_campaigns').select('tenant_id').where('status', '=', 'pending'))
    .execute();
  for (const { tenant_id: tenantId } of tenants)
    await runJobForTenant(services.database, tenantId, (tx) => checkRegistrations(services, tx, tenantId));
}
