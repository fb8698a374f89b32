import type { PatientListResponse } from '@clinio/contracts';
import { buildBranch, buildTenant } from '../test/factories';
import { auditActions, buildMember } from '../staff/staff-test-fixtures';
import { registerEraseBlocker, unregisterEraseBlocker } from './erase-blockers';
import { patientsTestKit } from './patients-test-kit';

// The record's list, erase, access log, export and legacy rows; its writes: patients.test.ts.
const kit = patientsTestKit();
const { call, person, create } = kit;
let { ctx, tenant, owner, frontDesk, provider } = kit;
beforeAll(() => {
  ({ ctx, tenant, owner, frontDesk, provider } = kit);
});

describe('list', () => {
  it('pages, sorts, filters by tag and audits one row per call', async () => {
    const clinic = await buildTenant(ctx.db.database);
    const admin = await buildMember(ctx.server, ctx.db.database, { tenant: clinic, role: 'super_admin' });
    for (const [first, last, tags] of [
      ['Ana', 'Alpha', ['diabetic']],
      ['Ben', 'Bravo', []],
      ['Cy', 'Charlie', ['diabetic', 'vip']],
    ] as const) {
      await create(admin, { first_name: first, last_name: last, tags });
    }
    const page = await call(admin, { method: 'GET', url: '/api/patients/?limit=2&sort=-name' });
    expect(page.json<PatientListResponse>().results.map((row) => row.last_name)).toEqual([
      'Charlie',
      'Bravo',
    ]);
    expect(page.json<PatientListResponse>().total).toBe(3);
    const next = await call(admin, { method: 'GET', url: '/api/patients/?limit=2&skip=2&sort=-name' });
    expect(next.json<PatientListResponse>().results.map((row) => row.last_name)).toEqual(['Alpha']);
    const tagged = await call(admin, { method: 'GET', url: '/api/patients/?tag=diabetic&sort=chart_number' });
    expect(tagged.json<PatientListResponse>().results.map((row) => row.last_name)).toEqual([
      'Alpha',
      'Charlie',
    ]);
    const listed = (await auditActions(ctx.db.database, clinic.tenantId)).filter(
      (row) => row.action === 'patients.listed',
    );
    expect(listed).toHaveLength(3);
    const bad = await call(admin, { method: 'GET', url: '/api/patients/?sort=weird&limit=1000' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('erase', () => {
  it('is for super admins, needs the chart number typed, deletes the record and keeps only the id in the audit', async () => {
    const record = await create(frontDesk, person());
    const url = `/api/patients/${record.id}/erase`;
    expect(
      (await call(frontDesk, { method: 'POST', url, payload: { confirm_chart_number: record.chart_number } }))
        .statusCode,
    ).toBe(403);
    const wrong = await call(owner, { method: 'POST', url, payload: { confirm_chart_number: 'P-999999' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(
      expect.objectContaining({ fields: [expect.objectContaining({ field: 'confirm_chart_number' })] }),
    );
    const erased = await call(owner, {
      method: 'POST',
      url,
      payload: { confirm_chart_number: record.chart_number.toLowerCase() },
    });
    expect(erased.statusCode).toBe(200);
    expect((await call(owner, { method: 'GET', url: `/api/patients/${record.id}` })).statusCode).toBe(404);
    const audit = await auditActions(ctx.db.database, tenant.tenantId, { resourceId: record.id });
    expect(audit.map((row) => row.action)).toEqual(['patient.created', 'patient.erased']);
  });

  it('refuses with a clear 409 while a registered blocker applies, and audits the refusal', async () => {
    const record = await create(frontDesk, person());
    registerEraseBlocker({ key: 'test_invoices', message: 'The patient has invoices', count: async () => 2 });
    try {
      const refused = await call(owner, {
        method: 'POST',
        url: `/api/patients/${record.id}/erase`,
        payload: { confirm_chart_number: record.chart_number },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ detail: string }>().detail).toMatch(/The patient has invoices/);
    } finally {
      unregisterEraseBlocker('test_invoices');
    }
    const audit = await auditActions(ctx.db.database, tenant.tenantId, { resourceId: record.id });
    expect(audit.map((row) => [row.action, row.outcome])).toEqual([
      ['patient.created', 'success'],
      ['patient.erase_refused', 'failure'],
    ]);
    expect((await call(owner, { method: 'GET', url: `/api/patients/${record.id}` })).statusCode).toBe(200);
  });
});

describe('access log', () => {
  it('lists who viewed or changed the record, in plain words, newest first', async () => {
    const record = await create(frontDesk, person());
    await call(provider, { method: 'GET', url: `/api/patients/${record.id}` });
    await call(provider, { method: 'PATCH', url: `/api/patients/${record.id}`, payload: { city: 'Braga' } });
    const response = await call(owner, { method: 'GET', url: `/api/patients/${record.id}/access-log` });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ results: Record<string, unknown>[]; total: number }>();
    expect(body.total).toBe(3);
    expect(body.results).toEqual([
      expect.objectContaining({
        action: 'patient.updated',
        action_label: 'Changed the record: city',
        actor_name: 'Test User',
        actor_role: 'Clinician',
        actor_type: 'staff',
        outcome: 'success',
      }),
      expect.objectContaining({ action: 'patient.viewed', action_label: 'Viewed the chart' }),
      expect.objectContaining({ action: 'patient.created', actor_role: 'Front desk' }),
    ]);
    // Reading the log is itself a read of the record.
    const actions = (await auditActions(ctx.db.database, tenant.tenantId, { resourceId: record.id })).map(
      (row) => row.action,
    );
    expect(actions.at(-1)).toBe('patient.access_log_viewed');
  });
});

describe('export', () => {
  it('streams the filtered list as CSV (formula-safe), as an attachment, and audits the export', async () => {
    const clinic = await buildTenant(ctx.db.database);
    const admin = await buildMember(ctx.server, ctx.db.database, { tenant: clinic, role: 'super_admin' });
    // More rows than one batch, inserted directly.
    await ctx.db.database.withTenant(clinic.tenantId, (tx) =>
      tx
        .insertInto('patients')
        .values(
          Array.from({ length: 1_205 }, (_, index) => ({
            tenant_id: clinic.tenantId,
            first_name: index === 0 ? '=HYPERLINK("x")' : `Exp${index}`,
            last_name: 'Exported',
            phone_number: '+14155550100',
          })),
        )
        .execute(),
    );
    await create(admin, { first_name: 'Other', last_name: 'Person' });
    const response = await call(admin, { method: 'GET', url: '/api/patients/export.csv?search=exported' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="patients-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^chart_number,first_name,last_name,/);
    expect(lines).toHaveLength(1 + 1_205);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain('+14155550100');
    expect(response.body).not.toContain('Other');
    const audit = (await auditActions(ctx.db.database, clinic.tenantId)).filter(
      (row) => row.action === 'patients.exported',
    );
    expect(audit).toHaveLength(1);
  });
});

describe('legacy rows', () => {
  it('answers E.164 for a phone typed freely before migration 0008', async () => {
    const clinic = await buildTenant(ctx.db.database);
    const admin = await buildMember(ctx.server, ctx.db.database, { tenant: clinic, role: 'super_admin' });
    const id = await ctx.db.database.withTenant(clinic.tenantId, async (tx) => {
      return (
        await tx
          .insertInto('patients')
          .values({
            tenant_id: clinic.tenantId,
            first_name: 'Old',
            last_name: 'Row',
            phone_number: '(415) 555-0123',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    });
    const response = await call(admin, { method: 'GET', url: `/api/patients/${id}` });
    expect(response.json()).toEqual(expect.objectContaining({ phone_number: '+14155550123' }));
  });
});

it('keeps a second branch of the tenant usable as a home branch', async () => {
  const branch = await buildBranch(ctx.db.database, { tenant });
  const record = await create(owner, person({ branch_id: branch.id }));
  expect(record.branch_id).toBe(branch.id);
});
