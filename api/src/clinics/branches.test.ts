import { randomUUID } from 'node:crypto';
import type { ApiErrorBody, BranchList, BranchResponse, ClinicResponse } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { auditActions, buildMember, patientHeaders, type Member } from '../staff/staff-test-fixtures';
import { buildStaff, buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let owner: Member;
let frontDesk: Member;
let outsider: Member;
let tenantId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database, { name: 'Riverside Clinic' });
  // The clinic's time zone is what a new branch gets when none is given.
  await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx.updateTable('clinics').set({ timezone: 'Europe/Berlin' }).execute(),
  );
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  frontDesk = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'front_desk' });
  outsider = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
  tenantId = tenant.tenantId;
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const branchesUrl = (id = tenantId) => `/api/tenants/${id}/branches`;
const branchUrl = (branchId: string, id = tenantId) => `${branchesUrl(id)}/${branchId}`;

function send(
  by: Member,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return inject({ method, url, headers: by.session.headers, ...(payload === undefined ? {} : { payload }) });
}

const CLOSED_WEEK = {
  monday: null,
  tuesday: null,
  wednesday: null,
  thursday: null,
  friday: null,
  saturday: null,
  sunday: null,
};

async function createBranch(name: string, extra: Record<string, unknown> = {}): Promise<BranchResponse> {
  const response = await send(owner, 'POST', branchesUrl(), { name, ...extra });
  expect(response.statusCode).toBe(201);
  return response.json<BranchResponse>();
}

describe('GET and POST /api/tenants/{tenantId}/branches', () => {
  it('creates a branch with address, phone and opening hours, lists it, and audits it', async () => {
    const response = await send(owner, 'POST', branchesUrl(), {
      name: ' Harbour Road ',
      address_line1: '4 Harbour Road',
      city: 'Hamburg',
      postal_code: '20457',
      country: 'de',
      phone: '+49 40 555 0101',
      opening_hours: {
        monday: { open: '08:00', close: '18:00' },
        tuesday: { open: '08:00', close: '18:00' },
        saturday: { open: '09:30', close: '24:00' },
        sunday: null,
      },
    });
    expect(response.statusCode).toBe(201);
    const branch = response.json<BranchResponse>();
    expect(branch).toMatchObject({
      name: 'Harbour Road',
      timezone: 'Europe/Berlin',
      country: 'DE',
      phone: '+49 40 555 0101',
      is_default: false,
      staff_count: 0,
      opening_hours: {
        ...CLOSED_WEEK,
        monday: { open: '08:00', close: '18:00' },
        tuesday: { open: '08:00', close: '18:00' },
        saturday: { open: '09:30', close: '24:00' },
      },
    });
    const list = await inject({ method: 'GET', url: branchesUrl(), headers: frontDesk.session.headers });
    expect(list.statusCode).toBe(200);
    const branches = list.json<BranchList>();
    expect(branches.map((item) => [item.id, item.is_default])).toEqual([
      [owner.tenant.branchIds[0], true],
      [branch.id, false],
    ]);
    expect(branches[0]).toMatchObject({ staff_count: 2, opening_hours: CLOSED_WEEK });
    expect(await auditActions(ctx.db.database, tenantId, { resourceId: branch.id })).toEqual([
      { action: 'branch.created', outcome: 'success', actor_id: owner.id, resource_id: branch.id },
    ]);
  });

  it('answers validation errors per field and refuses a second branch of the same name (409)', async () => {
    const invalid = await send(owner, 'POST', branchesUrl(), {
      name: '',
      timezone: 'Nowhere/Special',
      opening_hours: { monday: { open: '18:00', close: '08:00' }, tuesday: { open: '7am', close: '17:00' } },
    });
    expect(invalid.statusCode).toBe(400);
    const body = invalid.json<ApiErrorBody>();
    expect(body.code).toBe('validation_error');
    expect(Object.fromEntries((body.fields ?? []).map(({ field, message }) => [field, message]))).toEqual({
      name: 'Branch name is required',
      timezone: 'Choose a valid time zone, such as Europe/London',
      'opening_hours.monday.close': 'Closing time must be after opening time',
      'opening_hours.tuesday.open': 'Use a time like 08:30 (24-hour clock)',
    });
    const duplicate = await send(owner, 'POST', branchesUrl(), { name: 'HARBOUR ROAD' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<ApiErrorBody>()).toMatchObject({
      code: 'conflict',
      fields: [{ field: 'name', message: 'A branch with this name already exists' }],
    });
  });

  it('refuses ids and tenant ids in the body, and a tenant id in the path that is not the caller’s (404)', async () => {
    for (const extra of [
      { tenant_id: outsider.tenant.tenantId },
      { clinic_id: randomUUID() },
      { id: randomUUID() },
    ]) {
      expect(
        (await send(owner, 'POST', branchesUrl(), { name: 'Mallory Street', ...extra })).statusCode,
      ).toBe(400);
    }
    const foreign = await send(outsider, 'POST', branchesUrl(), { name: 'Planted Branch' });
    const missing = await send(outsider, 'POST', branchesUrl(randomUUID()), { name: 'Planted Branch' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json()).toEqual({ detail: 'Tenant not found', code: 'not_found' });
    const list = await inject({ method: 'GET', url: branchesUrl(), headers: outsider.session.headers });
    expect(list.statusCode).toBe(404);
    const names = (await inject({ method: 'GET', url: branchesUrl(), headers: owner.session.headers }))
      .json<BranchList>()
      .map((branch) => branch.name);
    expect(names).not.toContain('Planted Branch');
    expect(names).not.toContain('Mallory Street');
  });

  it('is refused to front desk and a patient (403)', async () => {
    expect((await send(frontDesk, 'POST', branchesUrl(), { name: 'Desk Branch' })).statusCode).toBe(403);
    const headers = await patientHeaders(ctx.services.keys);
    expect((await inject({ method: 'GET', url: branchesUrl(), headers })).statusCode).toBe(403);
  });
});

describe('PATCH /api/tenants/{tenantId}/branches/{branchId}', () => {
  it('changes fields and only the weekdays given (null closes one), and audits it', async () => {
    const branch = await createBranch('Old Town', {
      opening_hours: { monday: { open: '09:00', close: '17:00' }, friday: { open: '09:00', close: '13:00' } },
    });
    const response = await send(owner, 'PATCH', branchUrl(branch.id), {
      name: 'Old Town Practice',
      timezone: 'Europe/Vienna',
      opening_hours: {
        monday: { open: '07:30', close: '19:00' },
        friday: null,
        sunday: { open: '10:00', close: '12:00' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<BranchResponse>()).toMatchObject({
      id: branch.id,
      name: 'Old Town Practice',
      timezone: 'Europe/Vienna',
      opening_hours: {
        ...CLOSED_WEEK,
        monday: { open: '07:30', close: '19:00' },
        sunday: { open: '10:00', close: '12:00' },
      },
    });
    expect(
      (await auditActions(ctx.db.database, tenantId, { resourceId: branch.id })).map((row) => row.action),
    ).toEqual(['branch.created', 'branch.updated']);
    const taken = await send(owner, 'PATCH', branchUrl(branch.id), { name: 'harbour road' });
    expect(taken.statusCode).toBe(409);
    // Its own name in another case is fine.
    expect((await send(owner, 'PATCH', branchUrl(branch.id), { name: 'OLD TOWN PRACTICE' })).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for another tenant’s branch (same body as a missing one) and changes nothing', async () => {
    const branch = await createBranch('Quayside');
    const foreign = await send(outsider, 'PATCH', branchUrl(branch.id, outsider.tenant.tenantId), {
      name: 'Taken',
    });
    const missing = await send(outsider, 'PATCH', branchUrl(randomUUID(), outsider.tenant.tenantId), {
      name: 'Taken',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json()).toEqual({ detail: 'Branch not found', code: 'not_found' });
    const viaTheirPath = await send(outsider, 'PATCH', branchUrl(branch.id), { name: 'Taken' });
    expect(viaTheirPath.statusCode).toBe(404);
    expect(
      (await send(owner, 'PATCH', branchUrl(branch.id), { tenant_id: outsider.tenant.tenantId })).statusCode,
    ).toBe(400);
    expect((await send(frontDesk, 'PATCH', branchUrl(branch.id), { name: 'Desk' })).statusCode).toBe(403);
    const row = await ctx.db.database.withTenant(tenantId, (tx) =>
      tx
        .selectFrom('branches')
        .select(['name', 'tenant_id'])
        .where('id', '=', branch.id)
        .executeTakeFirstOrThrow(),
    );
    expect(row).toEqual({ name: 'Quayside', tenant_id: tenantId });
  });
});

describe('DELETE /api/tenants/{tenantId}/branches/{branchId}', () => {
  it('deletes an empty branch (204) with its opening hours, audited', async () => {
    const branch = await createBranch('Pop-up', {
      opening_hours: { monday: { open: '09:00', close: '12:00' } },
    });
    expect((await send(frontDesk, 'DELETE', branchUrl(branch.id))).statusCode).toBe(403);
    expect((await send(outsider, 'DELETE', branchUrl(branch.id, outsider.tenant.tenantId))).statusCode).toBe(
      404,
    );
    const response = await send(owner, 'DELETE', branchUrl(branch.id));
    expect(response.statusCode).toBe(204);
    const left = await ctx.db.database.withTenant(tenantId, async (tx) => ({
      branches: await tx.selectFrom('branches').select('id').where('id', '=', branch.id).execute(),
      hours: await tx
        .selectFrom('branch_opening_hours')
        .select('weekday')
        .where('branch_id', '=', branch.id)
        .execute(),
    }));
    expect(left).toEqual({ branches: [], hours: [] });
    expect(
      (await auditActions(ctx.db.database, tenantId, { resourceId: branch.id })).map((row) => row.action),
    ).toEqual(['branch.created', 'branch.deleted']);
    expect((await send(owner, 'DELETE', branchUrl(branch.id))).statusCode).toBe(404);
  });

  it('refuses a branch with staff assigned (409, with the count) and audits the refusal', async () => {
    const mainBranch = owner.tenant.branchIds[0] ?? '';
    const response = await send(owner, 'DELETE', branchUrl(mainBranch));
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorBody>()).toEqual({
      detail: '2 staff members are assigned to this branch. Move them to another branch before deleting it.',
      code: 'conflict',
    });
    const audit = await auditActions(ctx.db.database, tenantId, { resourceId: mainBranch });
    expect(audit).toContainEqual({
      action: 'branch.delete_refused',
      outcome: 'failure',
      actor_id: owner.id,
      resource_id: mainBranch,
    });
  });

  it('refuses the last branch of a clinic (409) and moves the default when the default is deleted', async () => {
    const tenant = await buildTenant(ctx.db.database, { branches: 2 });
    const boss = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'admin' });
    // Staff on the second branch only, so the first (the default) can go.
    await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .deleteFrom('staff_branches')
        .where('branch_id', '=', tenant.branchIds[0] ?? '')
        .execute(),
    );
    const [first = '', second = ''] = tenant.branchIds;
    const url = (id: string) => `/api/tenants/${tenant.tenantId}/branches/${id}`;
    expect((await send(boss, 'DELETE', url(first))).statusCode).toBe(204);
    const clinic = (
      await inject({ method: 'GET', url: `/api/clinics/${tenant.clinicId}`, headers: boss.session.headers })
    ).json<ClinicResponse>();
    expect(clinic.default_branch_id).toBe(second);
    expect(clinic.branches.map((branch) => [branch.id, branch.is_default])).toEqual([[second, true]]);

    await ctx.db.database.withTenant(tenant.tenantId, (tx) => tx.deleteFrom('staff_branches').execute());
    const last = await send(boss, 'DELETE', url(second));
    expect(last.statusCode).toBe(409);
    expect(last.json<ApiErrorBody>()).toEqual({
      detail: 'A clinic needs at least one branch. Add another branch before deleting this one.',
      code: 'conflict',
    });
  });

  it('lets deactivated staff go with the branch (only active and invited staff hold it)', async () => {
    const branch = await createBranch('Seasonal');
    const leaver = await buildStaff(ctx.db.database, { tenant: owner.tenant, role: 'provider' });
    await ctx.db.database.withTenant(tenantId, async (tx) => {
      await tx
        .insertInto('staff_branches')
        .values({ tenant_id: tenantId, user_id: leaver.id, branch_id: branch.id })
        .execute();
      await tx
        .updateTable('staff_users')
        .set({ status: 'deactivated' })
        .where('id', '=', leaver.id)
        .execute();
    });
    expect((await send(owner, 'DELETE', branchUrl(branch.id))).statusCode).toBe(204);
  });
});
