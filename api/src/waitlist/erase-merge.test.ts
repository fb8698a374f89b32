import type { PatientRecord, WaitlistEntry } from '@clinio/contracts';
import { runMergeMovers } from '../patients/merge/merge-movers';
import { buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import type { ProvisionedTenant } from '../tenancy/provision';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import { dayAt, firstBranch } from './scheduling-fixtures';

/** A patient's erase takes their waitlist entries (0015); a merge moves them to the survivor. */
let ctx: TestContext;
let tenant: ProvisionedTenant;
let owner: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
});
afterAll(() => ctx.close());

async function patientOnWaitlist(name: string) {
  const headers = owner.session.headers;
  const record = (
    await ctx.server.inject({
      method: 'POST',
      url: '/api/patients/',
      headers,
      payload: { first_name: name, last_name: 'Wait' },
    })
  ).json<PatientRecord>();
  const entry = await ctx.server.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers,
    payload: {
      patient_id: record.id,
      branch_id: firstBranch(tenant),
      appointment_type: 'consultation',
      window_start: dayAt(2, '09:00').toISOString(),
      window_end: dayAt(2, '17:00').toISOString(),
    },
  });
  expect(entry.statusCode).toBe(201);
  return { record, entry: entry.json<WaitlistEntry>() };
}

it('erases a patient who is on the waitlist, and the entry with them', async () => {
  const { record, entry } = await patientOnWaitlist('Erin');
  const erased = await ctx.server.inject({
    method: 'POST',
    url: `/api/patients/${record.id}/erase`,
    headers: owner.session.headers,
    payload: { confirm_chart_number: record.chart_number },
  });
  expect(erased.statusCode).toBe(200);
  const left = await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx.selectFrom('waitlist_entries').select('id').where('id', '=', entry.id).execute(),
  );
  expect(left).toEqual([]);
});

it("moves the merged record's entries to the survivor", async () => {
  const merged = await patientOnWaitlist('Mia');
  const survivor = await patientOnWaitlist('Sam');
  const moved = await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    runMergeMovers(tx, {
      tenantId: tenant.tenantId,
      survivorId: survivor.record.id,
      mergedId: merged.record.id,
    }),
  );
  expect(moved.waitlist_entries).toBe(1);
  const owners = await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx
      .selectFrom('waitlist_entries')
      .select('patient_id')
      .where('id', 'in', [merged.entry.id, survivor.entry.id])
      .execute(),
  );
  expect(owners.map((row) => row.patient_id)).toEqual([survivor.record.id, survivor.record.id]);
});
