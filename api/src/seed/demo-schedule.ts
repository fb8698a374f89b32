import { expandSeries, placeLocalTime, wallClockOf, type AppointmentStatus } from '@clinio/contracts';
import { insertAppointment } from '../appointments/insert';
import type { TenantTx } from '../db/database';
import { AppError } from '../errors/app-error';
import { insertActiveStaff, type ProvisionedTenant } from '../tenancy/provision';
import { seededRandom } from './demo-patients';

/**
 * The demo clinic's calendar (issue 11): branch hours matching its opening hours, two rooms per
 * branch, two providers with weekly hours and the types they offer, and a realistic current and
 * next week (from the Monday of the day the seed runs, in the clinic's zone), plus a weekly series.
 * Deterministic apart from "now", which sets the statuses: what is past is completed (or a no-show,
 * or cancelled), what is happening is in progress and what starts within 45 minutes checked in or
 * confirmed (so a seed run during opening hours shows every status), what is ahead is booked or
 * confirmed (or cancelled).
 */
export interface DemoScheduleOptions {
  timezone: string;
  passwordHash: string;
  now: Date;
}

type Hours = Record<number, [string, string][]>;

const MAIN_HOURS: Hours = {
  1: [['08:00', '18:00']],
  2: [['08:00', '18:00']],
  3: [['08:00', '18:00']],
  4: [['08:00', '18:00']],
  5: [['08:00', '18:00']],
  6: [['09:00', '13:00']],
};
const WEST_HOURS: Hours = {
  1: [['09:00', '17:00']],
  2: [['09:00', '17:00']],
  3: [['09:00', '17:00']],
  4: [['09:00', '17:00']],
  5: [['09:00', '15:00']],
};
const ROOMS = [
  ['Exam Room 1', 'Exam Room 2'],
  ['Consult Room A', 'Treatment Room B'],
] as const;

/** Each provider: where and when they work (ISO weekdays), and what they offer. */
const PRIYA_HOURS = (main: string): [string, number[], string, string][] => [
  [main, [1, 2, 3, 4, 5], '08:30', '12:30'],
  [main, [1, 2, 3, 4, 5], '13:30', '17:00'],
];
const DANIEL_HOURS = (main: string, west: string): [string, number[], string, string][] => [
  [main, [1, 3, 5], '09:00', '17:00'],
  [west, [2, 4], '09:00', '17:00'],
];

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A realistic status for a visit at [start, end) seen at `now`. */
function statusAt(start: Date, end: Date, now: Date, roll: number): AppointmentStatus {
  if (end <= now) return roll < 0.1 ? 'no_show' : roll < 0.18 ? 'cancelled' : 'completed';
  if (start <= now) return 'in_progress';
  if (start.getTime() - now.getTime() < 45 * 60_000) return roll < 0.5 ? 'checked_in' : 'confirmed';
  return roll < 0.1 ? 'cancelled' : roll < 0.55 ? 'confirmed' : 'booked';
}

const NOTES = [
  '',
  '',
  '',
  'Prefers morning calls.',
  'Bring previous test results.',
  'Interpreter requested (Spanish).',
  'Follow-up on blood pressure.',
  'Annual check-up.',
];

export async function seedDemoSchedule(
  tx: TenantTx,
  tenant: ProvisionedTenant,
  options: DemoScheduleOptions,
): Promise<void> {
  const { tenantId } = tenant;
  const [main = '', west = ''] = tenant.branchIds;
  const zone = options.timezone;
  for (const [branchId, hours] of [
    [main, MAIN_HOURS],
    [west, WEST_HOURS],
  ] as const) {
    await tx
      .insertInto('branch_hours')
      .values(
        Object.entries(hours).flatMap(([weekday, spans]) =>
          spans.map(([opens, closes]) => ({
            tenant_id: tenantId,
            branch_id: branchId,
            weekday: Number(weekday),
            opens,
            closes,
          })),
        ),
      )
      .execute();
  }
  const rooms = await tx
    .insertInto('rooms')
    .values(
      [main, west].flatMap(
        (branchId, index) =>
          ROOMS[index]?.map((name) => ({ tenant_id: tenantId, branch_id: branchId, name })) ?? [],
      ),
    )
    .returning(['id', 'branch_id'])
    .execute();

  const priya = await tx
    .selectFrom('staff_users')
    .select('id')
    .where('username_normalized', '=', 'provider')
    .executeTakeFirstOrThrow();
  const daniel = await insertActiveStaff(tx, {
    tenantId,
    roleId: tenant.roleIds.provider,
    branchIds: [main, west],
    username: 'doctor',
    email: 'doctor@demo.test',
    firstName: 'Daniel',
    lastName: 'Okafor',
    passwordHash: options.passwordHash,
    emailVerified: true,
  });
  const types = await tx
    .selectFrom('appointment_types')
    .select(['id', 'key', 'duration_minutes', 'buffer_before_minutes', 'buffer_after_minutes'])
    .execute();
  const offers: Record<string, string[]> = {
    [priya.id]: ['consultation', 'follow_up', 'routine', 'emergency'],
    [daniel]: ['consultation', 'follow_up', 'procedure', 'emergency', 'routine'],
  };
  await tx
    .insertInto('provider_appointment_types')
    .values(
      Object.entries(offers).flatMap(([providerId, keys]) =>
        types
          .filter((t) => keys.includes(t.key))
          .map((t) => ({ tenant_id: tenantId, provider_id: providerId, appointment_type_id: t.id })),
      ),
    )
    .execute();
  const shifts = [
    ...PRIYA_HOURS(main).map((s) => [priya.id, ...s] as const),
    ...DANIEL_HOURS(main, west).map((s) => [daniel, ...s] as const),
  ];
  await tx
    .insertInto('provider_hours')
    .values(
      shifts.flatMap(([providerId, branchId, days, starts, ends]) =>
        days.map((weekday) => ({
          tenant_id: tenantId,
          provider_id: providerId,
          branch_id: branchId,
          weekday,
          starts,
          ends,
        })),
      ),
    )
    .execute();

  const patients = await tx
    .selectFrom('patients')
    .select(['id', 'email'])
    .where('archived_at', 'is', null)
    .orderBy('created_at')
    .limit(60)
    .execute();
  const jordan = patients.find((p) => p.email === 'patient@demo.test') ?? patients[0];
  const others = patients.filter((p) => p !== jordan);
  const random = seededRandom(11_011);
  const today = wallClockOf(options.now, zone);
  const monday = addDays(today.date, 1 - today.weekday);
  const typeOf = (key: string) => types.find((t) => t.key === key) ?? types[0];
  let patientTurn = 0;

  // The recurring series first: Jordan's weekly follow-up with Priya, Tuesdays 16:00, eight weeks.
  const followUp = typeOf('follow_up');
  if (jordan && followUp) {
    const rule = { frequency: 'weekly' as const, interval: 1, count: 8 };
    const localStart = `${addDays(monday, 1)}T16:00`;
    const series = await tx
      .insertInto('appointment_series')
      .values({ tenant_id: tenantId, rule: JSON.stringify(rule), timezone: zone, local_start: localStart })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const occurrence of expandSeries(localStart, followUp.duration_minutes, zone, rule)) {
      await insertAppointment(tx, tenantId, {
        patient_id: jordan.id,
        provider_id: priya.id,
        branch_id: main,
        room_id: null,
        appointment_type: followUp.key,
        start_time: occurrence.start,
        end_time: occurrence.end,
        buffer_before_minutes: followUp.buffer_before_minutes,
        buffer_after_minutes: followUp.buffer_after_minutes,
        status: statusAt(occurrence.start, occurrence.end, options.now, 0.5),
        source: 'staff',
        notes: 'Blood pressure review',
        series_id: series.id,
        series_index: occurrence.index,
        created_by: priya.id,
      });
    }
  }

  // This week and the next: each provider's shifts, Monday to Friday, filled with visits and a
  // few gaps (so a seed run at the weekend still shows a week ahead).
  for (let day = 0; day < 12; day += 1) {
    const date = addDays(monday, day);
    const weekday = (day % 7) + 1;
    for (const [providerId, branchId, days, starts, ends] of shifts) {
      if (!days.includes(weekday)) continue;
      const branchRooms = rooms.filter((r) => r.branch_id === branchId);
      let minute = toMinutes(starts);
      while (minute < toMinutes(ends)) {
        const roll = random();
        const key =
          roll < 0.4
            ? 'consultation'
            : roll < 0.65
              ? 'follow_up'
              : roll < 0.85
                ? 'routine'
                : providerId === daniel
                  ? 'procedure'
                  : 'emergency';
        const type = typeOf(key);
        if (!type || minute + type.duration_minutes + type.buffer_after_minutes > toMinutes(ends)) break;
        if (random() < 0.25) {
          minute += 30; // a free slot, for the booking screens
          continue;
        }
        const start = placeLocalTime(`${date}T${toTime(minute)}`, zone).instant;
        const end = new Date(start.getTime() + type.duration_minutes * 60_000);
        const patient = others[patientTurn % others.length];
        patientTurn += 1;
        if (patient) {
          const status = statusAt(start, end, options.now, random());
          const room = branchRooms[providerId === daniel ? 1 : 0] ?? null;
          // A slot the series already holds is skipped (the database refuses it; the savepoint keeps the seed going).
          const booked = await insertAppointment(tx, tenantId, {
            patient_id: patient.id,
            provider_id: providerId,
            branch_id: branchId,
            room_id: room?.id ?? null,
            appointment_type: type.key,
            start_time: start,
            end_time: end,
            buffer_before_minutes: type.buffer_before_minutes,
            buffer_after_minutes: type.buffer_after_minutes,
            status,
            source: random() < 0.15 ? 'portal' : 'staff',
            notes: NOTES[Math.floor(random() * NOTES.length)] ?? '',
            created_by: null,
          }).catch((error: unknown) => {
            if (error instanceof AppError && error.statusCode === 409) return null;
            throw error;
          });
          if (booked && status === 'cancelled') {
            await tx
              .updateTable('appointments')
              .set({ cancellation_reason: 'Patient called to cancel' })
              .where('id', '=', booked.id)
              .execute();
          }
        }
        minute += type.duration_minutes + type.buffer_after_minutes;
      }
    }
  }
}
