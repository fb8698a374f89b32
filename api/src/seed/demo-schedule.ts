import { expandSeries, placeLocalTime, wallClockOf, type AppointmentStatus } from '@clinio/contracts';
import { insertAppointment } from '../appointments/insert';
import type { TenantTx } from '../db/database';

/**
 * The demo clinic's scheduling (issue 11): branch hours, rooms, two providers with hours and
 * types, and a realistic week around today in the branch's zone: every status, a weekly series.
 * Times are local wall-clock times placed in the branch's zone, so 09:00 is 09:00 there.
 */
export interface DemoScheduleInput {
  tenantId: string;
  timezone: string;
  /** [Main Street, West End]. */
  branchIds: string[];
  /** Priya Shah (provider) and Olivia Grant (owner, sees patients two days a week at Main Street). */
  providers: { priya: string; olivia: string };
  today: Date;
}

type Slot = readonly [
  dayOffset: number,
  time: string,
  minutes: number,
  type: string,
  status: AppointmentStatus,
];

/** Priya's week: the past with its outcomes, today under way, the coming days booked. */
const PRIYA_SLOTS: readonly Slot[] = [
  [-2, '09:00', 30, 'consultation', 'completed'],
  [-2, '10:00', 20, 'follow_up', 'no_show'],
  [-2, '11:00', 30, 'routine', 'cancelled'],
  [-1, '09:00', 30, 'consultation', 'completed'],
  [-1, '14:00', 60, 'procedure', 'completed'],
  [0, '08:30', 30, 'routine', 'completed'],
  [0, '10:00', 30, 'consultation', 'in_progress'],
  [0, '11:00', 20, 'follow_up', 'checked_in'],
  [0, '14:00', 30, 'consultation', 'confirmed'],
  [0, '15:30', 30, 'emergency', 'booked'],
  [1, '09:00', 30, 'consultation', 'confirmed'],
  [1, '10:30', 20, 'follow_up', 'booked'],
  [2, '13:00', 60, 'procedure', 'booked'],
  [3, '09:30', 30, 'routine', 'booked'],
];
const OLIVIA_SLOTS: readonly Slot[] = [
  [-1, '10:00', 30, 'consultation', 'completed'],
  [0, '09:30', 30, 'routine', 'confirmed'],
  [1, '11:00', 30, 'consultation', 'booked'],
  [2, '15:00', 20, 'follow_up', 'booked'],
];

const WEEKDAYS = [1, 2, 3, 4, 5] as const;

function localDate(today: Date, timezone: string, offsetDays: number): string {
  const { date } = wallClockOf(new Date(today.getTime() + offsetDays * 86_400_000), timezone);
  return date;
}

export async function seedDemoSchedule(tx: TenantTx, input: DemoScheduleInput): Promise<void> {
  const { tenantId, timezone, branchIds, providers, today } = input;
  const [main, west] = branchIds as [string, string];
  await tx
    .insertInto('branch_hours')
    .values([
      ...WEEKDAYS.map((weekday) => ({
        tenant_id: tenantId,
        branch_id: main,
        weekday,
        opens: '08:00',
        closes: '18:00',
      })),
      { tenant_id: tenantId, branch_id: main, weekday: 6, opens: '09:00', closes: '13:00' },
      ...WEEKDAYS.map((weekday) => ({
        tenant_id: tenantId,
        branch_id: west,
        weekday,
        opens: '09:00',
        closes: '17:00',
      })),
    ])
    .execute();
  const rooms = await tx
    .insertInto('rooms')
    .values(
      [
        [main, 'Room 1'],
        [main, 'Room 2'],
        [main, 'Procedure room'],
        [west, 'Room A'],
      ].map(([branch_id, name]) => ({
        tenant_id: tenantId,
        branch_id: branch_id as string,
        name: name as string,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  await tx
    .insertInto('provider_hours')
    .values([
      ...WEEKDAYS.map((weekday) => ({
        tenant_id: tenantId,
        provider_id: providers.priya,
        branch_id: main,
        weekday,
        starts: '08:00',
        ends: '17:00',
      })),
      ...[2, 4].map((weekday) => ({
        tenant_id: tenantId,
        provider_id: providers.olivia,
        branch_id: main,
        weekday,
        starts: '09:00',
        ends: '17:00',
      })),
      ...[1, 3, 5].map((weekday) => ({
        tenant_id: tenantId,
        provider_id: providers.olivia,
        branch_id: west,
        weekday,
        starts: '09:00',
        ends: '17:00',
      })),
    ])
    .execute();
  const types = await tx.selectFrom('appointment_types').select(['id', 'key']).execute();
  const oliviaTypes = new Set(['consultation', 'follow_up', 'routine']);
  await tx
    .insertInto('provider_appointment_types')
    .values([
      ...types.map((type) => ({
        tenant_id: tenantId,
        provider_id: providers.priya,
        appointment_type_id: type.id,
      })),
      ...types
        .filter((type) => oliviaTypes.has(type.key))
        .map((type) => ({
          tenant_id: tenantId,
          provider_id: providers.olivia,
          appointment_type_id: type.id,
        })),
    ])
    .execute();

  const patients = await tx.selectFrom('patients').select('id').orderBy('created_at').limit(24).execute();
  const patientAt = (index: number) => patients[index % patients.length]?.id ?? '';
  const roomOf = (type: string) =>
    rooms.find((room) => room.name === (type === 'procedure' ? 'Procedure room' : 'Room 1'))?.id ?? null;
  let next = 0;
  const book = async (
    providerId: string,
    [offset, time, minutes, type, status]: Slot,
    room: string | null,
  ) => {
    const start = placeLocalTime(`${localDate(today, timezone, offset)}T${time}`, timezone).instant;
    const { id } = await insertAppointment(tx, tenantId, {
      patient_id: patientAt(next++),
      provider_id: providerId,
      branch_id: main,
      room_id: room,
      appointment_type: type,
      start_time: start,
      end_time: new Date(start.getTime() + minutes * 60_000),
      buffer_before_minutes: 0,
      buffer_after_minutes: 0,
      status,
      source: 'staff',
      notes: status === 'cancelled' ? '' : type === 'procedure' ? 'Bring previous results.' : '',
      created_by: null,
    });
    if (status === 'cancelled')
      await tx
        .updateTable('appointments')
        .set({ cancellation_reason: 'Patient is travelling' })
        .where('id', '=', id)
        .execute();
  };
  for (const slot of PRIYA_SLOTS) await book(providers.priya, slot, roomOf(slot[3]));
  for (const slot of OLIVIA_SLOTS)
    await book(providers.olivia, slot, rooms.find((room) => room.name === 'Room 2')?.id ?? null);

  // A weekly series: four follow-ups from tomorrow at 16:00, the same wall-clock time each week.
  const localStart = `${localDate(today, timezone, 1)}T16:00`;
  const rule = { frequency: 'weekly' as const, interval: 1, count: 4 };
  const series = await tx
    .insertInto('appointment_series')
    .values({ tenant_id: tenantId, rule: JSON.stringify(rule), timezone, local_start: localStart })
    .returning('id')
    .executeTakeFirstOrThrow();
  const seriesPatient = patientAt(next++);
  for (const occurrence of expandSeries(localStart, 20, timezone, rule)) {
    await insertAppointment(tx, tenantId, {
      patient_id: seriesPatient,
      provider_id: providers.priya,
      branch_id: main,
      room_id: rooms.find((room) => room.name === 'Room 2')?.id ?? null,
      appointment_type: 'follow_up',
      start_time: occurrence.start,
      end_time: occurrence.end,
      buffer_before_minutes: 0,
      buffer_after_minutes: 0,
      status: 'booked',
      source: 'staff',
      notes: 'Weekly follow-up',
      series_id: series.id,
      series_index: occurrence.index,
      created_by: null,
    });
  }
}
