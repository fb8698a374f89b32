import type { AvailabilityResponse } from '@clinio/contracts';
import type { KyselyPlugin } from 'kysely';
import type { ProvisionedTenant } from '../tenancy/provision';
import { buildPatient, buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import { findAvailableSlots } from './availability';
import { buildSchedule, holdAppointment, type ScheduleFixture } from './schedule-fixtures';

let ctx: TestContext;
let owner: Member;
let schedule: ScheduleFixture;
let tenant: ProvisionedTenant;

// Monday 2 March 2027 .. Friday; "now" far before so notice rules do not interfere.
const WEEK = 'start_date=2027-03-01&end_date=2027-03-05';

beforeAll(async () => {
  ctx = await createTestApp();
  tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  schedule = await buildSchedule(ctx.db.database, tenant, { providers: 2 });
});
afterAll(() => ctx.close());

const get = (query: string, headers = owner.session.headers) =>
  ctx.server.inject({ method: 'GET', url: `/api/availability?${query}`, headers });

it('answers the slots of every provider offering the type, in the branch zone, around existing bookings', async () => {
  const [first, second] = schedule.providerIds as [string, string];
  const patient = await buildPatient(ctx.db.database, { tenant });
  await holdAppointment(ctx.db.database, schedule, {
    patientId: patient.id,
    providerId: first,
    start: '2027-03-01T10:00:00+01:00',
    minutes: 30,
  });
  const response = await get(`appointment_type=consultation&branch_id=${schedule.branchId}&${WEEK}`);
  expect(response.statusCode).toBe(200);
  const body = response.json<AvailabilityResponse>();
  expect(body.timezone).toBe('Europe/Berlin');
  // 09:00-17:00 every 15 minutes for a 30-minute type: 31 starts a day, 5 days, 2 providers.
  const monday = (id: string) =>
    body.slots.filter((s) => s.provider_id === id && s.start_time.startsWith('2027-03-01'));
  expect(monday(second)).toHaveLength(31);
  // 09:45, 10:00 and 10:15 would overlap the 10:00-10:30 booking.
  expect(monday(first)).toHaveLength(28);
  expect(monday(first).map((s) => s.start_time)).not.toContain('2027-03-01T10:00:00+01:00');
  expect(body.slots[0]).toMatchObject({
    start_time: '2027-03-01T09:00:00+01:00',
    end_time: '2027-03-01T09:30:00+01:00',
    room_id: null,
  });
  const only = await get(
    `appointment_type=consultation&branch_id=${schedule.branchId}&provider_ids=${second}&${WEEK}`,
  );
  expect(new Set(only.json<AvailabilityResponse>().slots.map((s) => s.provider_id))).toEqual(
    new Set([second]),
  );
});

it('keeps 09:00 local across the spring change in the branch zone', async () => {
  const response = await get(
    `appointment_type=consultation&branch_id=${schedule.branchId}&start_date=2027-03-26&end_date=2027-03-29`,
  );
  const firsts = response
    .json<AvailabilityResponse>()
    .slots.filter((s) => s.start_time.includes('T09:00'))
    .map((s) => s.start_time);
  expect([...new Set(firsts)]).toEqual(['2027-03-26T09:00:00+01:00', '2027-03-29T09:00:00+02:00']);
});

it('refuses bad input with field errors, and an unknown or foreign branch with 404', async () => {
  const reversed = await get(
    `appointment_type=consultation&branch_id=${schedule.branchId}&start_date=2027-03-05&end_date=2027-03-01`,
  );
  expect(reversed.statusCode).toBe(400);
  expect(reversed.json()).toMatchObject({ code: 'validation_error', fields: [{ field: 'end_date' }] });
  const tooLong = await get(
    `appointment_type=consultation&branch_id=${schedule.branchId}&start_date=2027-03-01&end_date=2027-06-01`,
  );
  expect(tooLong.statusCode).toBe(400);
  const badIds = await get(
    `appointment_type=consultation&branch_id=${schedule.branchId}&provider_ids=x&${WEEK}`,
  );
  expect(badIds.json()).toMatchObject({ fields: [{ field: 'provider_ids' }] });
  const other = await buildTenant(ctx.db.database);
  const foreign = await get(`appointment_type=consultation&branch_id=${other.branchIds[0]}&${WEEK}`);
  expect(foreign.statusCode).toBe(404);
  const unknownType = await get(`appointment_type=massage&branch_id=${schedule.branchId}&${WEEK}`);
  expect(unknownType.statusCode).toBe(404);
});

it('applies the public rules only when asked: online types, notice and horizon', async () => {
  const query = {
    appointment_type: 'emergency',
    branch_id: schedule.branchId,
    start_date: '2027-03-01',
    end_date: '2027-03-01',
  };
  const staff = await ctx.db.database.withTenant(schedule.tenantId, (tx) =>
    findAvailableSlots(tx, schedule.tenantId, query, { forPublic: false }),
  );
  expect(staff.slots.length).toBeGreaterThan(0);
  await expect(
    ctx.db.database.withTenant(schedule.tenantId, (tx) =>
      findAvailableSlots(tx, schedule.tenantId, query, { forPublic: true }),
    ),
  ).rejects.toMatchObject({ statusCode: 404 });
  // Now = Monday 08:00 local: two hours' notice leaves 10:00 as the first start.
  const now = Date.parse('2027-03-01T08:00:00+01:00');
  const notice = await ctx.db.database.withTenant(schedule.tenantId, (tx) =>
    findAvailableSlots(
      tx,
      schedule.tenantId,
      { ...query, appointment_type: 'consultation' },
      { forPublic: true, now },
    ),
  );
  expect(notice.slots[0]?.start_time).toBe('2027-03-01T10:00:00+01:00');
  const farAway = await ctx.db.database.withTenant(schedule.tenantId, (tx) =>
    findAvailableSlots(
      tx,
      schedule.tenantId,
      { ...query, appointment_type: 'consultation', start_date: '2027-07-01', end_date: '2027-07-02' },
      { forPublic: true, now },
    ),
  );
  expect(farAway.slots).toEqual([]);
});

it('reads in at most three SQL round trips, whatever the number of providers', async () => {
  const big = await buildSchedule(ctx.db.database, await buildTenant(ctx.db.database), { providers: 10 });
  await ctx.db.database.withTenant(big.tenantId, (tx) =>
    tx
      .insertInto('rooms')
      .values({ tenant_id: big.tenantId, branch_id: big.branchId, name: 'Room 1' })
      .execute(),
  );
  const count = async (schedule: ScheduleFixture) => {
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    };
    const answer = await ctx.db.database.withTenant(schedule.tenantId, (tx) =>
      findAvailableSlots(
        tx.withPlugin(counter),
        schedule.tenantId,
        {
          appointment_type: 'consultation',
          branch_id: schedule.branchId,
          start_date: '2027-03-01',
          end_date: '2027-03-30',
        },
        { forPublic: false },
      ),
    );
    return { queries, providers: new Set(answer.slots.map((s) => s.provider_id)).size, answer };
  };
  const ten = await count(big);
  expect(ten.providers).toBe(10);
  expect(ten.queries).toBe(3);
  expect(ten.answer.slots.every((s) => s.room_id !== null)).toBe(true);
  const two = await count(schedule);
  expect(two.queries).toBeLessThanOrEqual(3);
});
