import { sql } from 'kysely';
import type { TenantTx } from '../db/database';
import { runJobForTenant } from '../jobs/tenant-job';
import { sendPatientEmail } from '../messaging/patient-email';
import { appUrl, type Services } from '../platform/services';
import { patientAccountLocale } from '../i18n/recipient-locale';
import { localDateTime, waitlistOfferEmail } from './offer-email';
import { hashOfferToken, newOfferToken, offerIdFor } from './offer-tokens';
import { openSlotsFor, type OpenSlot } from './slots';

/**
 * The waitlist's offers (ADR 040). A freed time (an appointment cancelled, marked no-show or
 * moved away) or the end of an offer (declined, hold expired) runs `offerFreedTime`: the oldest
 * waiting entry of the branch whose type, provider (or any) and window fit a slot the
 * availability engine says is really free is offered that slot, with a hold, by e-mail.
 * Each trigger makes at most one offer: its id is derived from the trigger (offerIdFor), so a
 * retried job inserts nothing the second time and sends no second e-mail.
 */

/** Entries looked at per freed time, oldest first. */
const CANDIDATES = 25;
const MINUTE = 60_000;

export interface FreedTime {
  /** What caused this offer: `freed:<appointment>:<job>` or `after:<previous offer>`. */
  triggerKey: string;
  branchId: string;
  providerId: string;
  /** The slot nearest to this instant is preferred (the time that was freed). */
  near: Date;
}

interface Candidate {
  id: string;
  patient_id: string;
  appointment_type: string;
  provider_id: string | null;
  window_start: Date;
  window_end: Date;
  email: string | null;
  first_name: string;
}

async function waitingCandidates(tx: TenantTx, freed: FreedTime, now: Date): Promise<Candidate[]> {
  return tx
    .selectFrom('waitlist_entries as w')
    .innerJoin('patients as p', (join) =>
      join.onRef('p.tenant_id', '=', 'w.tenant_id').onRef('p.id', '=', 'w.patient_id'),
    )
    .select([
      'w.id',
      'w.patient_id',
      'w.appointment_type',
      'w.provider_id',
      'w.window_start',
      'w.window_end',
      'p.email',
      'p.first_name',
    ])
    .where('w.status', '=', 'waiting')
    .where('w.branch_id', '=', freed.branchId)
    .where('w.window_end', '>', now)
    .where((eb) => eb.or([eb('w.provider_id', 'is', null), eb('w.provider_id', '=', freed.providerId)]))
    .where('p.archived_at', 'is', null)
    .orderBy('w.created_at')
    .orderBy('w.id')
    .limit(CANDIDATES)
    .execute();
}

/** Slots a pending offer holds, and slots this entry was already offered (declined or let go). */
async function unavailableStarts(tx: TenantTx, providerId: string, entryId: string) {
  const rows = await tx
    .selectFrom('waitlist_offers')
    .select(['start_time', 'end_time', 'status', 'entry_id'])
    .where('provider_id', '=', providerId)
    .where((eb) => eb.or([eb('status', '=', 'pending'), eb('entry_id', '=', entryId)]))
    .execute();
  return (slot: OpenSlot) =>
    rows.some((row) =>
      row.entry_id === entryId && row.status !== 'pending'
        ? row.start_time.getTime() === slot.start.getTime()
        : row.start_time < slot.end && row.end_time > slot.start,
    );
}

function nearest(slots: OpenSlot[], near: Date): OpenSlot | undefined {
  return [...slots].sort(
    (a, b) =>
      Math.abs(a.start.getTime() - near.getTime()) - Math.abs(b.start.getTime() - near.getTime()) ||
      a.start.getTime() - b.start.getTime(),
  )[0];
}

async function clinicContext(tx: TenantTx, tenantId: string, branchId: string) {
  return tx
    .selectFrom('branches as b')
    .innerJoin('clinics as c', (join) =>
      join.onRef('c.tenant_id', '=', 'b.tenant_id').onRef('c.id', '=', 'b.clinic_id'),
    )
    .innerJoin('booking_settings as s', 's.tenant_id', 'b.tenant_id')
    .select(['b.name as branch_name', 'b.timezone', 'c.name as clinic_name', 's.waitlist_hold_minutes'])
    .where('b.tenant_id', '=', tenantId)
    .where('b.id', '=', branchId)
    .executeTakeFirst();
}

/** Answers the new offer's id, or null when no entry fits (or this trigger already made its offer). */
export async function offerFreedTime(
  services: Services,
  tx: TenantTx,
  tenantId: string,
  freed: FreedTime,
): Promise<string | null> {
  const offerId = offerIdFor(tenantId, freed.triggerKey);
  // One offer-maker per provider at a time: two freed times of one provider must not offer the
  // same slot to two patients (each would not see the other's uncommitted offer).
  await sql`select pg_advisory_xact_lock(hashtext(${`waitlist:${tenantId}:${freed.providerId}`}))`.execute(
    tx,
  );
  const done = await tx
    .selectFrom('waitlist_offers')
    .select('id')
    .where('id', '=', offerId)
    .executeTakeFirst();
  if (done !== undefined) return null;
  const now = new Date();
  // Entries whose window has passed leave the list.
  await tx
    .updateTable('waitlist_entries')
    .set({ status: 'expired', updated_at: now })
    .where('status', '=', 'waiting')
    .where('window_end', '<=', now)
    .execute();
  const clinic = await clinicContext(tx, tenantId, freed.branchId);
  if (clinic === undefined) return null;

  for (const entry of await waitingCandidates(tx, freed, now)) {
    if (entry.email === null || entry.email === '') continue;
    const slots = await openSlotsFor(tx, tenantId, {
      appointmentType: entry.appointment_type,
      branchId: freed.branchId,
      providerId: freed.providerId,
      from: new Date(Math.max(entry.window_start.getTime(), now.getTime() + 5 * MINUTE)),
      to: entry.window_end,
      // The freed time itself, even where staff had booked it off the clinic's grid (a visit
      // that followed a shorter one): it is the time that opened up.
      alsoStart: freed.near,
    });
    const taken = await unavailableStarts(tx, freed.providerId, entry.id);
    const slot = nearest(
      slots.filter((candidate) => !taken(candidate)),
      freed.near,
    );
    if (slot === undefined) continue;

    const token = newOfferToken(tenantId);
    const expires = new Date(
      Math.min(now.getTime() + clinic.waitlist_hold_minutes * MINUTE, slot.start.getTime()),
    );
    const inserted = await tx
      .insertInto('waitlist_offers')
      .values({
        tenant_id: tenantId,
        id: offerId,
        entry_id: entry.id,
        provider_id: slot.providerId,
        branch_id: freed.branchId,
        room_id: slot.roomId,
        start_time: slot.start,
        end_time: slot.end,
        token_hash: hashOfferToken(token),
        expires_at: expires,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted === undefined) return null;
    await tx
      .updateTable('waitlist_entries')
      .set({ status: 'offered', updated_at: now })
      .where('id', '=', entry.id)
      .execute();
    const names = await tx
      .selectFrom('appointment_types as t')
      .innerJoin('staff_users as s', (join) => join.onRef('s.tenant_id', '=', 't.tenant_id'))
      .select([
        't.name as type_name',
        sql<string>`trim(s.first_name || ' ' || s.last_name)`.as('provider_name'),
      ])
      .where('t.key', '=', entry.appointment_type)
      .where('s.id', '=', slot.providerId)
      .executeTakeFirstOrThrow();
    const link = (action: string) =>
      appUrl(
        services,
        `/waitlist-offer?token=${encodeURIComponent(token)}${action === 'decline' ? '&action=decline' : ''}`,
      );
    const locale = (await patientAccountLocale(tx, entry.patient_id)) ?? 'en';
    await sendPatientEmail(
      services,
      tx,
      { patientId: entry.patient_id, branchId: freed.branchId },
      waitlistOfferEmail(
        entry.email,
        {
          firstName: entry.first_name,
          clinicName: clinic.clinic_name,
          typeName: names.type_name,
          providerName: names.provider_name,
          branchName: clinic.branch_name,
          when: localDateTime(slot.start, clinic.timezone, locale),
          holdUntil: localDateTime(expires, clinic.timezone, locale),
          acceptUrl: link('accept'),
          declineUrl: link('decline'),
        },
        locale,
      ),
    );
    await services.jobs.enqueue(tx, 'waitlist.offer_expire', { tenantId, offerId }, { startAfter: expires });
    return offerId;
  }
  return null;
}

/** The `waitlist.slot_freed` job: the appointment's time (as it was) is offered to the list. */
export async function runSlotFreedJob(
  services: Services,
  data: { tenantId: string; appointmentId: string; branchId: string; providerId: string; start: string },
  job: { id: string },
): Promise<void> {
  await runJobForTenant(services.database, data.tenantId, (tx) =>
    offerFreedTime(services, tx, data.tenantId, {
      triggerKey: `freed:${data.appointmentId}:${job.id}`,
      branchId: data.branchId,
      providerId: data.providerId,
      near: new Date(data.start),
    }),
  );
}

/**
 * Ends an offer (expired or declined) in the caller's transaction and hands its slot to the next
 * entry: the entry goes back to waiting (it keeps its place for other slots, never this one).
 */
export async function closeOfferAndHandOn(
  services: Services,
  tx: TenantTx,
  tenantId: string,
  offer: { id: string; entry_id: string; branch_id: string; provider_id: string; start_time: Date },
  status: 'expired' | 'declined',
): Promise<void> {
  await tx.updateTable('waitlist_offers').set({ status }).where('id', '=', offer.id).execute();
  await tx
    .updateTable('waitlist_entries')
    .set({ status: 'waiting', updated_at: new Date() })
    .where('id', '=', offer.entry_id)
    .where('status', '=', 'offered')
    .execute();
  await offerFreedTime(services, tx, tenantId, {
    triggerKey: `after:${offer.id}`,
    branchId: offer.branch_id,
    providerId: offer.provider_id,
    near: offer.start_time,
  });
}

/** The `waitlist.offer_expire` job, due when the hold ends: a pending offer expires and moves on. */
export async function runOfferExpireJob(
  services: Services,
  data: { tenantId: string; offerId: string },
): Promise<void> {
  await runJobForTenant(services.database, data.tenantId, async (tx) => {
    const offer = await tx
      .selectFrom('waitlist_offers')
      .select(['id', 'entry_id', 'branch_id', 'provider_id', 'start_time', 'status', 'expires_at'])
      .where('id', '=', data.offerId)
      .forUpdate()
      .executeTakeFirst();
    if (offer === undefined || offer.status !== 'pending') return;
    // A job run early (a clock skew, a test) leaves the hold alone; polling runs it again later.
    if (offer.expires_at.getTime() > Date.now()) {
      await services.jobs.enqueue(tx, 'waitlist.offer_expire', data, { startAfter: offer.expires_at });
      return;
    }
    await closeOfferAndHandOn(services, tx, data.tenantId, offer, 'expired');
  });
}
