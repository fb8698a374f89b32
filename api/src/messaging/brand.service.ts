import type { ENDPOINTS } from '@clinio/contracts';
import type { z } from 'zod';
import type { StaffContext } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import { assertFound, conflict } from '../errors/app-error';
import { validationError } from '../forms/answer-validator';
import type { Services } from '../platform/services';

type BrandInput = z.output<(typeof ENDPOINTS)['createBrandRegistration']['body']>;
type CampaignInput = z.output<(typeof ENDPOINTS)['createA2pCampaign']['body']>;
type Status = 'pending' | 'approved' | 'rejected';

const PROGRESS = ['status', 'rejection_reason', 'submitted_at', 'checked_at', 'submit_error'] as const;
const BRAND_COLUMNS = [
  'id',
  'legal_name',
  'ein',
  'address',
  'contact_email',
  'vertical',
  ...PROGRESS,
  'created_at',
] as const;
const CAMPAIGN_COLUMNS = [
  'id',
  'brand_id',
  'use_case',
  'description',
  'message_flow',
  'sample_messages',
  'has_embedded_links',
  'has_embedded_phone',
  ...PROGRESS,
  'created_at',
] as const;

interface Progress {
  status: string;
  rejection_reason: string | null;
  submitted_at: Date | null;
  checked_at: Date | null;
  submit_error: string | null;
  created_at: Date;
}

const progress = <R extends Progress>(row: R) => ({
  ...row,
  status: row.status as Status,
  submitted_at: row.submitted_at?.toISOString() ?? null,
  checked_at: row.checked_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

type CampaignRow = Progress & {
  id: string;
  brand_id: string;
  use_case: string;
  description: string;
  message_flow: string;
  sample_messages: string[];
  has_embedded_links: boolean;
  has_embedded_phone: boolean;
};

async function campaignsOf(tx: TenantTx, where: { brandId?: string; campaignId?: string } = {}) {
  let query = tx.selectFrom('a2p_campaigns').select(CAMPAIGN_COLUMNS).orderBy('created_at');
  if (where.brandId !== undefined) query = query.where('brand_id', '=', where.brandId);
  if (where.campaignId !== undefined) query = query.where('id', '=', where.campaignId);
  const rows = (await query.execute()) as CampaignRow[];
  const numbers =
    rows.length === 0
      ? []
      : await tx
          .selectFrom('a2p_campaign_numbers as n')
          .innerJoin('messaging_phone_numbers as p', (join) =>
            join.onRef('p.tenant_id', '=', 'n.tenant_id').onRef('p.id', '=', 'n.phone_number_id'),
          )
          .select(['n.campaign_id', 'p.id', 'p.e164', 'n.added_at'])
          .where(
            'n.campaign_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('p.e164')
          .execute();
  return rows.map((row) => ({
    ...progress(row),
    use_case: row.use_case as CampaignInput['use_case'],
    numbers: numbers
      .filter((number) => number.campaign_id === row.id)
      .map((number) => ({ id: number.id, e164: number.e164, added: number.added_at !== null })),
  }));
}

/** The clinic's US A2P 10DLC brands, newest first, each with its campaigns and their status. */
export async function listBrandRegistrations(ctx: StaffContext) {
  const brands = await ctx.tx
    .selectFrom('brand_registrations')
    .select(BRAND_COLUMNS)
    .orderBy('created_at', 'desc')
    .execute();
  const campaigns = await campaignsOf(ctx.tx);
  return {
    items: brands.map((brand) => ({
      ...progress(brand),
      campaigns: campaigns.filter((campaign) => campaign.brand_id === brand.id),
    })),
  };
}

/**
 * Records the clinic's brand (pending) and queues its submission to the provider, which happens
 * once this transaction commits (ADR 063); its review's outcome comes from the status checks.
 */
export async function createBrandRegistration(services: Services, ctx: StaffContext, input: BrandInput) {
  const row = await ctx.tx
    .insertInto('brand_registrations')
    .values({ tenant_id: ctx.principal.tenantId, ...input, ein: input.ein.replace(/^(\d{2})-?/, '$1-') })
    .returning(BRAND_COLUMNS)
    .executeTakeFirstOrThrow();
  await services.jobs.enqueue(ctx.tx, 'a2p.submit', {
    tenantId: ctx.principal.tenantId,
    kind: 'brand',
    id: row.id,
  });
  return { ...progress(row), campaigns: [] };
}

/**
 * A campaign of the brand, covering some of the clinic's active numbers. Queued for the provider
 * at once; the provider takes a campaign only from an approved brand, so until then it waits and
 * the status checks submit it when the brand is approved.
 */
export async function createA2pCampaign(
  services: Services,
  ctx: StaffContext,
  brandId: string,
  input: CampaignInput,
) {
  const brand = assertFound(
    await ctx.tx
      .selectFrom('brand_registrations')
      .select(['id', 'status'])
      .where('id', '=', brandId)
      .executeTakeFirst(),
    'Brand registration',
  );
  if (brand.status === 'rejected')
    throw conflict('This brand was rejected: register the brand again, then its campaigns.');
  const numbers = await ctx.tx
    .selectFrom('messaging_phone_numbers')
    .select(['id', 'provider_sid'])
    .where('id', 'in', input.phone_number_ids)
    .where('status', '=', 'active')
    .execute();
  if (numbers.length !== input.phone_number_ids.length)
    throw validationError([{ field: 'phone_number_ids', message: 'Choose active numbers of this clinic' }]);
  if (services.config.sms.apiUrl !== null && numbers.some((number) => number.provider_sid === null))
    throw validationError([
      {
        field: 'phone_number_ids',
        message: 'Only numbers bought through the SMS provider can be registered',
      },
    ]);
  // A number belongs to one campaign's messaging service at the provider: a second would fail there.
  const taken = await ctx.tx
    .selectFrom('a2p_campaign_numbers as n')
    .innerJoin('a2p_campaigns as c', (join) =>
      join.onRef('c.tenant_id', '=', 'n.tenant_id').onRef('c.id', '=', 'n.campaign_id'),
    )
    .select('n.phone_number_id')
    .where('n.phone_number_id', 'in', input.phone_number_ids)
    .where('c.status', '!=', 'rejected')
    .executeTakeFirst();
  if (taken !== undefined)
    throw conflict('A chosen number already belongs to another campaign of this clinic.');
  const { phone_number_ids: ids, ...fields } = input;
  const row = await ctx.tx
    .insertInto('a2p_campaigns')
    .values({
      tenant_id: ctx.principal.tenantId,
      brand_id: brand.id,
      ...fields,
      created_by: ctx.principal.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.tx
    .insertInto('a2p_campaign_numbers')
    .values(
      ids.map((id) => ({ tenant_id: ctx.principal.tenantId, campaign_id: row.id, phone_number_id: id })),
    )
    .execute();
  await services.jobs.enqueue(ctx.tx, 'a2p.submit', {
    tenantId: ctx.principal.tenantId,
    kind: 'campaign',
    id: row.id,
  });
  const [created] = await campaignsOf(ctx.tx, { campaignId: row.id });
  return assertFound(created, 'Campaign');
}
