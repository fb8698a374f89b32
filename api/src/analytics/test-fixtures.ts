import type { AppointmentStatus } from '@clinio/contracts';
import { addProvider } from '../appointments/test-fixtures';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import { buildBranch, buildPatient, buildTenant, type StaffFixture } from '../test/factories';
import type { TestContext } from '../test/test-app';
import type { ProvisionedTenant } from '../tenancy/provision';

/**
 * A clinic in New York with two branches (A and B), a provider working 08:00-18:00 every day in
 * each, five patients and the hand-counted visits of ADR 054's worked example. The range is the
 * week of Monday 2 March 2026; the previous period the week before.
 */
export const WEEK = { from: '2026-03-02', to: '2026-03-08' };

export interface AnalyticsClinic {
  tenant: ProvisionedTenant;
  branchA: string;
  branchB: string;
  providerA: StaffFixture;
  providerB: StaffFixture;
  owner: Member;
  patients: string[];
}

type Visit = [
  provider: 'A' | 'B',
  patient: number,
  startUtc: string,
  minutes: number,
  status: string,
  leadDays: number,
];

/** The visits: start in UTC; New York is UTC-5 in these weeks. */
export const VISITS: Visit[] = [
  ['A', 0, '2026-02-25T15:00:00Z', 30, 'completed', 2], // previous period, P1's first visit
  ['B', 4, '2026-03-02T04:00:00Z', 30, 'completed', 1], // 1 March 23:00 local: previous period
  ['A', 0, '2026-03-02T15:00:00Z', 30, 'completed', 2], // P1 returning
  ['A', 1, '2026-03-03T15:00:00Z', 30, 'no_show', 4], // P2 new
  ['A', 2, '2026-03-04T14:00:00Z', 30, 'cancelled', 9], // never due
  ['A', 2, '2026-03-05T14:00:00Z', 60, 'completed', 1], // P3 new
  ['B', 3, '2026-03-02T16:00:00Z', 30, 'completed', 3], // P4 new
  ['B', 3, '2026-03-06T16:00:00Z', 30, 'no_show', 7],
  ['B', 4, '2026-03-09T03:30:00Z', 30, 'completed', 5], // 8 March 22:30 local: in range, P5 returning
];

export async function insertVisits(
  ctx: TestContext,
  tenantId: string,
  rows: ReadonlyArray<{
    provider: string;
    branch: string;
    patient: string;
    start: Date;
    minutes: number;
    status: string;
    leadDays: number;
    type?: string;
  }>,
): Promise<void> {
  await ctx.db.database.withTenant(tenantId, (tx) =>
    tx
      .insertInto('appointments')
      .values(
        rows.map((row) => {
          const end = new Date(row.start.getTime() + row.minutes * 60_000);
          return {
            tenant_id: tenantId,
            patient_id: row.patient,
            provider_id: row.provider,
            branch_id: row.branch,
            appointment_type: row.type ?? 'consultation',
            start_time: row.start,
            end_time: end,
            blocked_from: row.start,
            blocked_to: end,
            status: row.status as AppointmentStatus,
            cancelled_at: row.status === 'cancelled' ? row.start : null,
            created_at: new Date(row.start.getTime() - row.leadDays * 86_400_000),
          };
        }),
      )
      .execute(),
  );
}

export async function buildAnalyticsClinic(ctx: TestContext): Promise<AnalyticsClinic> {
  const { database } = ctx.db;
  const tenant = await buildTenant(database);
  const branchA = tenant.branchIds[0] ?? '';
  const branchB = (await buildBranch(database, { tenant })).id;
  await database.withTenant(tenant.tenantId, (tx) =>
    tx.updateTable('clinics').set({ timezone: 'America/New_York' }).execute(),
  );
  const providerA = await addProvider(database, tenant, branchA);
  const providerB = await addProvider(database, tenant, branchB);
  const patients: string[] = [];
  for (let index = 0; index < 5; index += 1) patients.push((await buildPatient(database, { tenant })).id);
  await insertVisits(
    ctx,
    tenant.tenantId,
    VISITS.map(([provider, patient, start, minutes, status, leadDays]) => ({
      provider: provider === 'A' ? providerA.id : providerB.id,
      branch: provider === 'A' ? branchA : branchB,
      patient: patients[patient] ?? '',
      start: new Date(start),
      minutes,
      status,
      leadDays,
    })),
  );
  const owner = await buildMember(ctx.server, database, { tenant, role: 'super_admin' });
  return { tenant, branchA, branchB, providerA, providerB, owner, patients };
}

export const rangeQuery = (range: { from: string; to: string }, extra: Record<string, string> = {}) =>
  new URLSearchParams({ ...range, ...extra }).toString();
