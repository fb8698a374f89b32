import { buildPatient, buildStaff, buildTenant } from '../test/factories';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import type { ProvisionedTenant } from '../tenancy/provision';
import { runMergeMovers } from '../patients/merge/merge-movers';
import './appointments.merge';
import { insertAppointment, loadAppointment, presentAppointment, type NewAppointmentRow } from './insert';

let db: TestDatabase;
let tenant: ProvisionedTenant;
let base: NewAppointmentRow;

beforeAll(async () => {
  db = await createTestDatabase();
  tenant = await buildTenant(db.database);
  const [provider, patient] = await Promise.all([
    buildStaff(db.database, { tenant, role: 'provider' }),
    buildPatient(db.database, { tenant }),
  ]);
  const room = await db.database.withTenant(tenant.tenantId, (tx) =>
    tx
      .insertInto('rooms')
      .values({ tenant_id: tenant.tenantId, branch_id: tenant.branchIds[0]!, name: 'Room 1' })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  base = {
    patient_id: patient.id,
    provider_id: provider.id,
    branch_id: tenant.branchIds[0]!,
    room_id: room.id,
    appointment_type: 'procedure',
    start_time: new Date('2030-01-07T09:00:00Z'),
    end_time: new Date('2030-01-07T10:00:00Z'),
    buffer_before_minutes: 5,
    buffer_after_minutes: 15,
    source: 'staff',
    notes: '',
    created_by: provider.id,
  };
});
afterAll(() => db.drop());

const at = (iso: string) => new Date(iso);

it('every new tenant starts with the five appointment types and booking rules', async () => {
  const { types, settings } = await db.database.withTenant(tenant.tenantId, async (tx) => ({
    types: await tx.selectFrom('appointment_types').select('key').orderBy('sort_order').execute(),
    settings: await tx.selectFrom('booking_settings').select('tenant_id').execute(),
  }));
  expect(types.map((row) => row.key)).toEqual([
    'consultation',
    'follow_up',
    'procedure',
    'emergency',
    'routine',
  ]);
  expect(settings).toHaveLength(1);
});

it('stores the buffers as the blocked range and presents the contract shape', async () => {
  const presented = await db.database.withTenant(tenant.tenantId, async (tx) => {
    const { id } = await insertAppointment(tx, tenant.tenantId, base);
    const row = await tx
      .selectFrom('appointments')
      .select(['blocked_from', 'blocked_to', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      blocked_from: at('2030-01-07T08:55:00Z'),
      blocked_to: at('2030-01-07T10:15:00Z'),
      status: 'booked',
    });
    return presentAppointment((await loadAppointment(tx, tenant.tenantId, id))!);
  });
  expect(presented).toMatchObject({
    start_time: '2030-01-07T09:00:00.000Z',
    provider_name: 'Test User',
    timezone: 'UTC',
    status: 'booked',
    version: 1,
  });
  expect(presented.patient_name).toMatch(/^Rec Ord/);
});

it('maps an overlap with the provider (buffer included) to 409 slot_taken, and keeps the transaction usable', async () => {
  await db.database.withTenant(tenant.tenantId, async (tx) => {
    // Its 5-minute buffer before reaches into the previous appointment's 15 minutes after 10:00.
    const clash = {
      ...base,
      room_id: null,
      start_time: at('2030-01-07T10:10:00Z'),
      end_time: at('2030-01-07T10:40:00Z'),
    };
    await expect(insertAppointment(tx, tenant.tenantId, clash)).rejects.toMatchObject({
      statusCode: 409,
      code: 'slot_taken',
      message: 'This time is no longer available: the provider already has an appointment then.',
    });
    // The savepoint rolled back only the refused insert: the next one succeeds in the same transaction.
    const later = { ...clash, start_time: at('2030-01-07T10:20:00Z'), end_time: at('2030-01-07T10:50:00Z') };
    await expect(insertAppointment(tx, tenant.tenantId, later)).resolves.toHaveProperty('id');
  });
});

it('lets the database alone decide: 20 concurrent inserts of one slot, with no check before them, give one booking', async () => {
  // Issue 20: nothing of the application's runs before these inserts (no availability read, no
  // lock), so only the exclusion constraints can refuse the other 19.
  const patients = await Promise.all(Array.from({ length: 20 }, () => buildPatient(db.database, { tenant })));
  const slot = {
    ...base,
    room_id: null,
    start_time: at('2030-02-04T09:00:00Z'),
    end_time: at('2030-02-04T09:30:00Z'),
  };
  const outcomes = await Promise.allSettled(
    patients.map((patient) =>
      db.database.withTenant(tenant.tenantId, (tx) =>
        insertAppointment(tx, tenant.tenantId, { ...slot, patient_id: patient.id }),
      ),
    ),
  );
  expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  const refusals = outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
  );
  expect(refusals).toHaveLength(19);
  for (const refusal of refusals) expect(refusal).toMatchObject({ statusCode: 409, code: 'slot_taken' });
  const rows = await db.database.withTenant(tenant.tenantId, (tx) =>
    tx
      .selectFrom('appointments')
      .select('id')
      .where('provider_id', '=', base.provider_id)
      .where('start_time', '=', slot.start_time)
      .execute(),
  );
  expect(rows).toHaveLength(1);
});

it('maps an overlap in the room with another provider to 409 room_taken', async () => {
  const second = await buildStaff(db.database, { tenant, role: 'provider' });
  await db.database.withTenant(tenant.tenantId, async (tx) => {
    const clash = {
      ...base,
      provider_id: second.id,
      start_time: at('2030-01-07T09:30:00Z'),
      end_time: at('2030-01-07T09:45:00Z'),
    };
    await expect(insertAppointment(tx, tenant.tenantId, clash)).rejects.toMatchObject({
      statusCode: 409,
      code: 'room_taken',
      message: 'This room is already booked at that time.',
    });
  });
});

it('a cancelled appointment frees the time', async () => {
  await db.database.withTenant(tenant.tenantId, async (tx) => {
    const slot = {
      ...base,
      room_id: null,
      start_time: at('2030-01-08T09:00:00Z'),
      end_time: at('2030-01-08T09:30:00Z'),
    };
    await insertAppointment(tx, tenant.tenantId, { ...slot, status: 'cancelled' });
    await expect(insertAppointment(tx, tenant.tenantId, slot)).resolves.toHaveProperty('id');
  });
});

it("a merge moves the merged record's appointments to the survivor", async () => {
  const merged = await buildPatient(db.database, { tenant });
  await db.database.withTenant(tenant.tenantId, async (tx) => {
    const slot = {
      ...base,
      patient_id: merged.id,
      room_id: null,
      start_time: at('2030-01-09T09:00:00Z'),
      end_time: at('2030-01-09T09:30:00Z'),
    };
    const { id } = await insertAppointment(tx, tenant.tenantId, slot);
    const moved = await runMergeMovers(tx, {
      tenantId: tenant.tenantId,
      survivorId: base.patient_id,
      mergedId: merged.id,
    });
    expect(moved.appointments).toBe(1);
    const row = await tx
      .selectFrom('appointments')
      .select('patient_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.patient_id).toBe(base.patient_id);
  });
});
