import type { AnalyticsOverview, AnalyticsReport } from '@clinio/contracts';
import { issuedInvoice, line, pay, send } from '../billing/test-fixtures';
import { setSubscription } from '../plans/test-fixtures';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildAnalyticsClinic, insertVisits, rangeQuery, WEEK, type AnalyticsClinic } from './test-fixtures';

/**
 * The figures of ADR 054 against the hand-counted week of the fixture (New York time), and their
 * isolation: another tenant and a member limited to branch A never see a visit they should not.
 */
let ctx: TestContext;
let clinic: AnalyticsClinic;

beforeAll(async () => {
  ctx = await createTestApp();
  clinic = await buildAnalyticsClinic(ctx);
});
afterAll(() => ctx.close());

async function overview(member: Member, extra: Record<string, string> = {}, range = WEEK) {
  const answer = await send(ctx, member, 'GET', `/api/analytics/overview?${rangeQuery(range, extra)}`);
  expect(answer.status).toBe(200);
  return answer.body as unknown as AnalyticsOverview;
}

/** An admin who works in one branch only. */
async function memberOf(branchId: string): Promise<Member> {
  const member = await buildMember(ctx.server, ctx.db.database, { tenant: clinic.tenant, role: 'admin' });
  await ctx.db.database.withTenant(clinic.tenant.tenantId, async (tx) => {
    await tx.deleteFrom('staff_branches').where('user_id', '=', member.id).execute();
    await tx
      .insertInto('staff_branches')
      .values({ tenant_id: clinic.tenant.tenantId, user_id: member.id, branch_id: branchId })
      .execute();
  });
  return member;
}

async function report(member: Member, section: string, extra: Record<string, string> = {}) {
  const answer = await send(
    ctx,
    member,
    'GET',
    `/api/analytics/reports/${section}?${rangeQuery(WEEK, extra)}`,
  );
  return { status: answer.status, body: answer.body as unknown as AnalyticsReport };
}

it('counts the week in the clinic time zone beside the week before', async () => {
  const figures = await overview(clinic.owner);
  expect(figures.previous).toEqual({ from: '2026-02-23', to: '2026-03-01' });
  expect(figures.time_zone).toBe('America/New_York');
  expect(figures.headline).toEqual({
    visits: { current: 6, previous: 2 },
    attended: { current: 4, previous: 2 },
    no_shows: { current: 2, previous: 0 },
    cancelled: { current: 1, previous: 0 },
    no_show_rate: { current: 2 / 6, previous: 0 },
    cancellation_rate: { current: 1 / 7, previous: 0 },
    new_patients: { current: 3, previous: 2 },
    returning_patients: { current: 2, previous: 0 },
  });
});

it('gives the breakdowns, utilisation and lead time on Pro, and money only from Enterprise', async () => {
  const figures = await overview(clinic.owner);
  const advanced = figures.advanced;
  expect(advanced?.by_day.map((day) => day.visits)).toEqual([2, 1, 0, 1, 1, 0, 1]);
  expect(advanced?.by_day[0]).toEqual({ date: '2026-03-02', visits: 2, previous: 0 });
  expect(advanced?.by_week).toEqual([{ week: '2026-03-02', visits: 6 }]);
  expect(advanced?.by_branch.map((row) => [row.key, row.total, row.no_shows])).toEqual([
    [clinic.branchA, 4, 1],
    [clinic.branchB, 3, 1],
  ]);
  const a = advanced?.utilisation.find((row) => row.provider_id === clinic.providerA.id);
  // Seven days of 08:00-18:00; 30 + 60 minutes attended (the no-show and the cancellation free the time).
  expect(a).toMatchObject({ available_minutes: 4200, booked_minutes: 90, rate: 90 / 4200 });
  // Lead times of the six visits not cancelled: 2, 4, 1, 3, 7, 5 days.
  expect(advanced?.lead_time_days.median).toBeCloseTo(3.5);
  expect(advanced?.lead_time_days.average).toBeCloseTo(22 / 6);
  expect(figures.business).toBeNull();

  await setSubscription(ctx.db.database, clinic.tenant.tenantId, { plan: 'enterprise' });
  const rich = await overview(clinic.owner);
  expect(rich.business).toMatchObject({ invoiced: { current: 0, previous: 0 }, outstanding: 0, forecast: 0 });
  await setSubscription(ctx.db.database, clinic.tenant.tenantId, { plan: 'trial' });
  expect((await overview(clinic.owner)).advanced).toBeNull();
  await setSubscription(ctx.db.database, clinic.tenant.tenantId, { plan: 'pro' });
});

it('filters by provider, branch and type, and writes reports with totals', async () => {
  const onlyB = await overview(clinic.owner, { provider_id: clinic.providerB.id });
  expect(onlyB.headline.visits.current).toBe(3);
  expect((await overview(clinic.owner, { appointment_type: 'follow_up' })).headline.visits.current).toBe(0);
  const noShows = await report(clinic.owner, 'no_shows', { group_by: 'branch' });
  expect(noShows.status).toBe(200);
  expect(noShows.body.totals).toEqual({
    visits: 6,
    no_shows: 2,
    no_show_rate: 33.3,
    cancelled: 1,
    cancellation_rate: 14.3,
  });
  expect(noShows.body.rows.map((row) => row.label)).toHaveLength(2);
  const patients = await report(clinic.owner, 'patients', { group_by: 'day' });
  expect(patients.body.totals).toEqual({ seen: 5, new: 3, returning: 2 });
  const visits = await report(clinic.owner, 'visits', { group_by: 'week' });
  expect(visits.body.rows.map((row) => [row.key, row.values.visits, row.values.booked_minutes])).toEqual([
    ['2026-03-02', 6, 150],
  ]);
});

it('shows a member limited to branch A only its visits, and another tenant nothing of this one', async () => {
  const limited = await memberOf(clinic.branchA);
  const mine = await overview(limited);
  expect(mine.headline.visits.current).toBe(3);
  expect(mine.headline.new_patients.current).toBe(2);
  expect(mine.advanced?.by_branch.map((row) => row.key)).toEqual([clinic.branchA]);
  expect(mine.advanced?.utilisation.map((row) => row.provider_id)).toEqual([clinic.providerA.id]);
  // Asking for branch B by name changes nothing: its visits stay out.
  expect((await overview(limited, { branch_id: clinic.branchB })).headline.visits.current).toBe(0);
  expect((await report(limited, 'visits', { group_by: 'branch' })).body.totals.visits).toBe(3);
  expect((await send(ctx, limited, 'GET', `/api/analytics/system?${rangeQuery(WEEK)}`)).status).toBe(403);

  const stranger = await buildAnalyticsClinic(ctx);
  await insertVisits(ctx, stranger.tenant.tenantId, [
    {
      provider: stranger.providerA.id,
      branch: stranger.branchA,
      patient: stranger.patients[0] ?? '',
      start: new Date('2026-03-04T15:00:00Z'),
      minutes: 30,
      status: 'no_show',
      leadDays: 1,
    },
  ]);
  const theirs = await overview(stranger.owner, { branch_id: stranger.branchA });
  expect(theirs.headline.no_shows.current).toBe(2);
  const probes: Record<string, string>[] = [
    { branch_id: clinic.branchA },
    { provider_id: clinic.providerA.id },
  ];
  for (const probe of probes) {
    const figures = await overview(stranger.owner, probe);
    expect(figures.headline.visits.current).toBe(0);
    expect(figures.advanced?.utilisation).toEqual([]);
  }
  expect((await report(stranger.owner, 'visits', { branch_id: clinic.branchA })).body.rows).toEqual([]);
  expect((await overview(clinic.owner)).headline.no_shows.current).toBe(2);
});

it('counts revenue, collections, what is owed and the expected revenue of booked visits', async () => {
  await setSubscription(ctx.db.database, clinic.tenant.tenantId, { plan: 'enterprise' });
  // The clinic's day (America/New_York), not UTC's: between midnight UTC and midnight in New York
  // an invoice issued now belongs to the clinic's yesterday (the run at 04:30 UTC counted nothing).
  const dayIn = (instant: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(instant);
  const today = dayIn(new Date());
  const range = { from: today, to: today };
  await ctx.db.database.withTenant(clinic.tenant.tenantId, (tx) =>
    tx
      .updateTable('appointment_types')
      .set({ price_minor: 12_000 })
      .where('key', '=', 'consultation')
      .execute(),
  );
  // Invoiced from P1's visit in branch A, so the invoice belongs to branch A.
  const visit = await ctx.db.database.withTenant(clinic.tenant.tenantId, (tx) =>
    tx
      .selectFrom('appointments')
      .select('id')
      .where('branch_id', '=', clinic.branchA)
      .where('status', '=', 'completed')
      .orderBy('start_time')
      .executeTakeFirstOrThrow(),
  );
  const billingClinic = { owner: clinic.owner, clinic: { patientId: clinic.patients[0] ?? '' } };
  const invoice = await issuedInvoice(ctx, billingClinic, {
    appointment_id: visit.id,
    line_items: [line(10_000)],
  });
  await pay(ctx, billingClinic, invoice.id, 2_500);
  const upcoming = new Date(Date.now() + 2 * 3_600_000);
  await insertVisits(ctx, clinic.tenant.tenantId, [
    {
      provider: clinic.providerB.id,
      branch: clinic.branchB,
      patient: clinic.patients[1] ?? '',
      start: upcoming,
      minutes: 30,
      status: 'booked',
      leadDays: 1,
    },
  ]);
  const wide = { from: today, to: dayIn(new Date(Date.now() + 2 * 86_400_000)) };
  const figures = await overview(clinic.owner, {}, wide);
  expect(figures.business).toMatchObject({
    invoiced: { current: 10_000 },
    collected: { current: 2_500 },
    outstanding: 7_500,
    forecast: 12_000,
    forecast_visits: 1,
  });
  const billing = await report(clinic.owner, 'billing', { ...range, group_by: 'branch' });
  expect(billing.status).toBe(200);
  const limited = await memberOf(clinic.branchB);
  const theirs = await overview(limited, {}, wide);
  expect(theirs.business).toMatchObject({ outstanding: 0, forecast: 12_000, invoiced: { current: 0 } });
  await setSubscription(ctx.db.database, clinic.tenant.tenantId, { plan: 'pro' });
});
