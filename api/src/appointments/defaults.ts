import type { Insertable } from 'kysely';
import type { TenantTx } from '../db/database';
import type { AppointmentTypes } from '../db/schema';

/** The spec's five types (section 7) every clinic starts with; the same values as 0011's backfill. */
const DEFAULT_TYPES = [
  {
    key: 'consultation',
    name: 'Consultation',
    duration_minutes: 30,
    buffer_after_minutes: 0,
    colour: '#3182ce',
  },
  { key: 'follow_up', name: 'Follow-up', duration_minutes: 20, buffer_after_minutes: 0, colour: '#38a169' },
  { key: 'procedure', name: 'Procedure', duration_minutes: 60, buffer_after_minutes: 15, colour: '#805ad5' },
  { key: 'emergency', name: 'Emergency', duration_minutes: 30, buffer_after_minutes: 0, colour: '#e53e3e' },
  {
    key: 'routine',
    name: 'Routine check-up',
    duration_minutes: 30,
    buffer_after_minutes: 0,
    colour: '#dd6b20',
  },
] as const;

export function defaultAppointmentTypesFor(tenantId: string): Insertable<AppointmentTypes>[] {
  return DEFAULT_TYPES.map((type, index) => ({ ...type, tenant_id: tenantId, sort_order: index + 1 }));
}

/** A new tenant's scheduling defaults: the five types and the booking rules row. Idempotent. */
export async function provisionSchedulingDefaults(tx: TenantTx, tenantId: string): Promise<void> {
  await tx
    .insertInto('appointment_types')
    .values(defaultAppointmentTypesFor(tenantId))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await tx
    .insertInto('booking_settings')
    .values({ tenant_id: tenantId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
