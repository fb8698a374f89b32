import type { WaitlistOfferView } from '@clinio/contracts';
import { sql } from 'kysely';
import type { AuditActor } from '../audit/audit';
import { writeAudit } from '../audit/audit';
import { insertAppointment } from '../appointments/insert';
import type { TenantTx } from '../db/database';
import { AppError, notFound } from '../errors/app-error';
import { notify } from '../notifications/notify';
import type { Services } from '../platform/services';
import { closeOfferAndHandOn } from './offers';
import { hashOfferToken, tenantOfToken } from './offer-tokens';
import { waitlistBookedNotice } from './waitlist-notices';

/**
 * The offer's public page (ADR 040): the link's token is the only credential. The page shows the
 * slot and the clinic, never the patient; accepting books the slot (source 'waitlist') through
 * the same insert as every booking, so a slot someone else took meanwhile is refused by the
 * database and the patient is told so.
 */
const INVALID = 'This offer link is not valid. Please contact the clinic.';

const CLOSED: Record<'accepted' | 'expired' | 'declined', string> = {
  accepted: 'You already accepted this offer: the appointment is booked.',
  expired: 'This offer has expired: the time was offered to the next person on the waitlist.',
  declined: 'You declined this offer, so the time was offered to the next person on the waitlist.',
};

async function loadOffer(tx: TenantTx, token: string) {
  return tx
    .selectFrom('waitlist_offers as o')
    .innerJoin('waitlist_entries as w', (join) =>
      join.onRef('w.tenant_id', '=', 'o.tenant_id').onRef('w.id', '=', 'o.entry_id'),
    )
    .innerJoin('branches as b', (join) =>
      join.onRef('b.tenant_id', '=', 'o.tenant_id').onRef('b.id', '=', 'o.branch_id'),
    )
    .innerJoin('clinics as c', (join) =>
      join.onRef('c.tenant_id', '=', 'b.tenant_id').onRef('c.id', '=', 'b.clinic_id'),
    )
    .innerJoin('staff_users as s', (join) =>
      join.onRef('s.tenant_id', '=', 'o.tenant_id').onRef('s.id', '=', 'o.provider_id'),
    )
    .innerJoin('appointment_types as t', (join) =>
      join.onRef('t.tenant_id', '=', 'w.tenant_id').onRef('t.key', '=', 'w.appointment_type'),
    )
    .select([
      'o.id',
      'o.entry_id',
      'o.status',
      'o.start_time',
      'o.end_time',
      'o.expires_at',
      'o.provider_id',
      'o.branch_id',
      'o.room_id',
      'w.patient_id',
      'w.appointment_type',
      't.name as type_name',
      't.buffer_before_minutes',
      't.buffer_after_minutes',
      'b.name as branch_name',
      'b.timezone',
      'c.name as clinic_name',
      sql<string>`trim(s.first_name || ' ' || s.last_name)`.as('provider_name'),
    ])
    .where('o.token_hash', '=', hashOfferToken(token))
    .forUpdate('o')
    .executeTakeFirst();
}
type OfferRow = NonNullable<Awaited<ReturnType<typeof loadOffer>>>;

function viewOf(row: OfferRow, status: WaitlistOfferView['status'] = row.status): WaitlistOfferView {
  return {
    status,
    clinic_name: row.clinic_name,
    branch_name: row.branch_name,
    timezone: row.timezone,
    appointment_type_name: row.type_name,
    provider_name: row.provider_name,
    start_time: row.start_time.toISOString(),
    end_time: row.end_time.toISOString(),
    expires_at: row.expires_at.toISOString(),
  };
}

type Outcome = { view: WaitlistOfferView } | { error: AppError };

/** Runs `work` in the token's tenant; an unknown token is the same 404 whatever the reason. */
async function withOffer(
  services: Services,
  token: string,
  work: (tx: TenantTx, tenantId: string, offer: OfferRow) => Promise<Outcome>,
): Promise<WaitlistOfferView> {
  const tenantId = tenantOfToken(token);
  if (tenantId === null) throw notFound(INVALID);
  const outcome = await services.database.withTenant(tenantId, async (tx) => {
    const offer = await loadOffer(tx, token);
    if (offer === undefined) return { error: notFound(INVALID) };
    return work(tx, tenantId, offer);
  });
  // A refusal is thrown after its transaction committed (the offer's new state is kept).
  if ('error' in outcome) throw outcome.error;
  return outcome.view;
}

const isLapsed = (offer: OfferRow) => offer.status === 'pending' && offer.expires_at.getTime() <= Date.now();

export function viewWaitlistOffer(services: Services, token: string): Promise<WaitlistOfferView> {
  return withOffer(services, token, async (_tx, _tenantId, offer) => ({
    view: viewOf(offer, isLapsed(offer) ? 'expired' : offer.status),
  }));
}

export function acceptWaitlistOffer(
  services: Services,
  actor: AuditActor,
  token: string,
): Promise<WaitlistOfferView> {
  return withOffer(services, token, async (tx, tenantId, offer) => {
    if (offer.status !== 'pending') return { error: new AppError(409, 'offer_closed', CLOSED[offer.status]) };
    if (isLapsed(offer)) {
      await closeOfferAndHandOn(services, tx, tenantId, offer, 'expired');
      return { error: new AppError(409, 'offer_closed', CLOSED.expired) };
    }
    let appointmentId: string;
    try {
      ({ id: appointmentId } = await insertAppointment(tx, tenantId, {
        patient_id: offer.patient_id,
        provider_id: offer.provider_id,
        branch_id: offer.branch_id,
        room_id: offer.room_id,
        appointment_type: offer.appointment_type,
        start_time: offer.start_time,
        end_time: offer.end_time,
        buffer_before_minutes: offer.buffer_before_minutes,
        buffer_after_minutes: offer.buffer_after_minutes,
        source: 'waitlist',
        notes: '',
        created_by: null,
      }));
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
      // Taken meanwhile (staff or an online booking): the offer ends, the patient keeps their place.
      await tx.updateTable('waitlist_offers').set({ status: 'expired' }).where('id', '=', offer.id).execute();
      await tx
        .updateTable('waitlist_entries')
        .set({ status: 'waiting', updated_at: new Date() })
        .where('id', '=', offer.entry_id)
        .execute();
      await writeAudit(tx, tenantId, actor, {
        action: 'waitlist.offer_accept_refused',
        resourceType: 'waitlist_offer',
        resourceId: offer.id,
        outcome: 'failure',
      });
      return {
        error: new AppError(
          409,
          'slot_unavailable',
          'Sorry, this time was booked by someone else before you accepted. You are still on the waitlist.',
        ),
      };
    }
    await tx
      .updateTable('waitlist_offers')
      .set({ status: 'accepted', appointment_id: appointmentId })
      .where('id', '=', offer.id)
      .execute();
    await tx
      .updateTable('waitlist_entries')
      .set({ status: 'booked', updated_at: new Date() })
      .where('id', '=', offer.entry_id)
      .execute();
    await writeAudit(tx, tenantId, actor, {
      action: 'appointment.created',
      resourceType: 'appointment',
      resourceId: appointmentId,
      outcome: 'success',
      branchId: offer.branch_id,
    });
    await notify(
      tx,
      tenantId,
      { userIds: [offer.provider_id], superAdmins: true },
      waitlistBookedNotice({
        typeName: offer.type_name,
        providerName: offer.provider_name,
        start: offer.start_time,
        timezone: offer.timezone,
      }),
    );
    return { view: viewOf(offer, 'accepted') };
  });
}

export function declineWaitlistOffer(
  services: Services,
  actor: AuditActor,
  token: string,
): Promise<WaitlistOfferView> {
  return withOffer(services, token, async (tx, tenantId, offer) => {
    if (offer.status !== 'pending') return { error: new AppError(409, 'offer_closed', CLOSED[offer.status]) };
    await closeOfferAndHandOn(services, tx, tenantId, offer, isLapsed(offer) ? 'expired' : 'declined');
    await writeAudit(tx, tenantId, actor, {
      action: 'waitlist.offer_declined',
      resourceType: 'waitlist_offer',
      resourceId: offer.id,
      outcome: 'success',
    });
    return { view: viewOf(offer, 'declined') };
  });
}
