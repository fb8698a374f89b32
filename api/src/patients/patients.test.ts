import type { PatientDuplicate, PatientListResponse, PatientRecord } from '@clinio/contracts';
import { buildStaff, buildTenant, signIn } from '../test/factories';
import type { InjectOptions } from 'fastify';
import { auditActions, buildMember, type Member } from '../staff/staff-test-fixtures';
import { patientsTestKit } from './patients-test-kit';

// The record's writes and rules; its reads, erase, access log and export: patients-reads.test.ts.
const kit = patientsTestKit();
const { call, person, create } = kit;
let { ctx, tenant, owner, frontDesk, provider, outsider } = kit;
beforeAll(() => {
  ({ ctx, tenant, owner, frontDesk, provider, outsider } = kit);
});

describe('create, read, update, archive, restore', () => {
  it('creates a record with a chart number, E.164 phones and UTC timestamps, and audits it', async () => {
    const record = await create(frontDesk, {
      first_name: '  Ada ',
      last_name: 'Lovelace',
      date_of_birth: '1985-03-14',
      sex: 'female',
      email: 'Ada@Example.com',
      phone_number: '(415) 555-0132',
      emergency_contact_phone: '415.555.0199',
      allergies: ['Penicillin'],
      tags: ['vip'],
    });
    expect(record).toEqual(
      expect.objectContaining({
        first_name: 'Ada',
        last_name: 'Lovelace',
        date_of_birth: '1985-03-14',
        phone_number: '+14155550132',
        emergency_contact_phone: '+14155550199',
        allergies: ['Penicillin'],
        tags: ['vip'],
        is_active: true,
        archived_at: null,
        has_portal_account: false,
      }),
    );
    expect(record.chart_number).toMatch(/^P-\d{6}$/);
    expect(record.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // Front desk's default branch is the clinic's first: the record's home branch.
    expect(record.branch_id).toBe(tenant.branchIds[0]);
    const audit = await auditActions(ctx.db.database, tenant.tenantId, { resourceId: record.id });
    expect(audit).toEqual([expect.objectContaining({ action: 'patient.created', actor_id: frontDesk.id })]);
  });

  it('reads the chart (a view, or a print) and writes one audit row per read', async () => {
    const record = await create(frontDesk, person());
    const view = await call(provider, { method: 'GET', url: `/api/patients/${record.id}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual(record);
    expect(view.headers['cache-control']).toBe('no-store');
    await call(provider, { method: 'GET', url: `/api/patients/${record.id}?purpose=print` });
    const actions = (await auditActions(ctx.db.database, tenant.tenantId, { resourceId: record.id })).map(
      (row) => row.action,
    );
    expect(actions).toEqual(['patient.created', 'patient.viewed', 'patient.printed']);
  });

  it('updates the fields sent and audits the names of those that changed', async () => {
    const record = await create(frontDesk, person({ city: 'Porto' }));
    const response = await call(provider, {
      method: 'PATCH',
      url: `/api/patients/${record.id}`,
      payload: { city: 'Porto', phone_number: '415 555 0100', notes: 'Prefers mornings' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      expect.objectContaining({ city: 'Porto', phone_number: '+14155550100', notes: 'Prefers mornings' }),
    );
    const rows = await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .selectFrom('audit_log')
        .select(['action', 'changed_fields'])
        .where('resource_id', '=', record.id)
        .where('action', '=', 'patient.updated')
        .execute(),
    );
    expect(rows).toEqual([{ action: 'patient.updated', changed_fields: ['phone_number', 'notes'] }]);
  });

  it('archives (the record stays) and restores; archived records leave the default list', async () => {
    const record = await create(frontDesk, person());
    // Front desk may not archive (patients_delete).
    expect((await call(frontDesk, { method: 'DELETE', url: `/api/patients/${record.id}` })).statusCode).toBe(
      403,
    );
    const archived = await call(owner, { method: 'DELETE', url: `/api/patients/${record.id}` });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toEqual(
      expect.objectContaining({ is_active: false, archived_at: expect.any(String) as unknown }),
    );
    const listed = await call(owner, { method: 'GET', url: `/api/patients/?search=${record.last_name}` });
    expect(listed.json<PatientListResponse>().results).toEqual([]);
    const all = await call(owner, {
      method: 'GET',
      url: `/api/patients/?search=${record.last_name}&active_only=false`,
    });
    expect(all.json<PatientListResponse>().results.map((row) => row.id)).toEqual([record.id]);
    const restored = await call(owner, { method: 'POST', url: `/api/patients/${record.id}/restore` });
    expect(restored.json()).toEqual(expect.objectContaining({ is_active: true, archived_at: null }));
    const actions = (await auditActions(ctx.db.database, tenant.tenantId, { resourceId: record.id })).map(
      (row) => row.action,
    );
    expect(actions).toEqual(['patient.created', 'patient.archived', 'patient.restored']);
  });
});

describe('bad input: field errors and nothing stored', () => {
  async function count(): Promise<number> {
    const row = await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .selectFrom('patients')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    );
    return Number(row.n);
  }

  it.each([
    ['first_name', { first_name: '  ', last_name: 'X' }],
    ['last_name', { first_name: 'X' }],
    ['date_of_birth', { first_name: 'X', last_name: 'Y', date_of_birth: '2999-01-01' }],
    ['date_of_birth', { first_name: 'X', last_name: 'Y', date_of_birth: '1990-02-30' }],
    ['email', { first_name: 'X', last_name: 'Y', email: 'not-an-email' }],
    ['phone_number', { first_name: 'X', last_name: 'Y', phone_number: '12345' }],
    ['phone_number', { first_name: 'X', last_name: 'Y', phone_number: 'call me' }],
    ['emergency_contact_phone', { first_name: 'X', last_name: 'Y', emergency_contact_phone: '555' }],
    ['branch_id', { first_name: 'X', last_name: 'Y', branch_id: '00000000-0000-4000-8000-000000000000' }],
  ])('answers a field error for %s', async (field, body) => {
    const before = await count();
    const response = await call(frontDesk, { method: 'POST', url: '/api/patients/', payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.objectContaining({
        code: 'validation_error',
        fields: expect.arrayContaining([expect.objectContaining({ field })]) as unknown,
      }),
    );
    expect(await count()).toBe(before);
  });

  it('refuses keys the client may not set (mass assignment) on create and update', async () => {
    const record = await create(frontDesk, person());
    for (const extra of [
      { tenant_id: outsider.tenant.tenantId },
      { id: '00000000-0000-4000-8000-000000000000' },
      { chart_number: 'P-000001' },
      { archived_at: null },
      { login_id: null },
      { merged_into: null },
    ]) {
      const created = await call(frontDesk, {
        method: 'POST',
        url: '/api/patients/',
        payload: person(extra),
      });
      expect({ extra, status: created.statusCode }).toEqual({ extra, status: 400 });
      const updated = await call(frontDesk, {
        method: 'PATCH',
        url: `/api/patients/${record.id}`,
        payload: extra,
      });
      expect({ extra, status: updated.statusCode }).toEqual({ extra, status: 400 });
    }
    const again = await call(frontDesk, { method: 'GET', url: `/api/patients/${record.id}` });
    expect(again.json()).toEqual(expect.objectContaining({ chart_number: record.chart_number }));
  });
});

describe('duplicates', () => {
  it('warns (409 possible_duplicate with the records) unless allow_duplicate is true', async () => {
    const first = await create(frontDesk, {
      first_name: 'Katherine',
      last_name: 'Zellweger',
      date_of_birth: '1970-05-05',
      phone_number: '415 555 0177',
      email: 'kz@example.com',
    });
    const similar = {
      first_name: 'Catherine',
      last_name: 'Zellweger',
      date_of_birth: '1970-05-05',
    };
    const warned = await call(frontDesk, { method: 'POST', url: '/api/patients/', payload: similar });
    expect(warned.statusCode).toBe(409);
    const body = warned.json<{ code: string; duplicates: PatientDuplicate[] }>();
    expect(body.code).toBe('possible_duplicate');
    expect(body.duplicates).toEqual([
      {
        patient: expect.objectContaining({ id: first.id }) as unknown,
        reasons: ['same_birth_date_close_name'],
      },
    ]);

    const byPhone = await call(frontDesk, {
      method: 'POST',
      url: '/api/patients/duplicate-check',
      payload: {
        first_name: 'Someone',
        last_name: 'Else',
        phone_number: '(415) 555-0177',
        email: 'KZ@example.com',
      },
    });
    expect(byPhone.json()).toEqual({
      duplicates: [
        {
          patient: expect.objectContaining({ id: first.id }) as unknown,
          reasons: ['same_phone', 'same_email'],
        },
      ],
    });

    const allowed = await call(frontDesk, {
      method: 'POST',
      url: '/api/patients/',
      payload: { ...similar, allow_duplicate: true },
    });
    expect(allowed.statusCode).toBe(201);
  });

  it('does not take different people born the same day for duplicates', async () => {
    await create(frontDesk, { first_name: 'Walter', last_name: 'Quimby', date_of_birth: '1961-01-01' });
    const response = await call(frontDesk, {
      method: 'POST',
      url: '/api/patients/duplicate-check',
      payload: { first_name: 'Olga', last_name: 'Varga', date_of_birth: '1961-01-01' },
    });
    expect(response.json()).toEqual({ duplicates: [] });
  });
});

describe('chart numbers', () => {
  it('gives 20 concurrent creates the numbers 1..20 of a new clinic, without gaps or duplicates', async () => {
    const fresh = await buildTenant(ctx.db.database);
    const member = await buildMember(ctx.server, ctx.db.database, { tenant: fresh, role: 'super_admin' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(member, { method: 'POST', url: '/api/patients/', payload: person() }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses.map((response) => response.json<PatientRecord>().chart_number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, index) => `P-${String(index + 1).padStart(6, '0')}`),
    );

    // A create that fails after taking a number (rolled back) leaves no gap.
    await expect(
      ctx.db.database.withTenant(fresh.tenantId, async (tx) => {
        await tx
          .insertInto('patients')
          .values({ tenant_id: fresh.tenantId, first_name: 'A', last_name: 'B' })
          .execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const invalid = await call(member, {
      method: 'POST',
      url: '/api/patients/',
      payload: person({ phone_number: '1' }),
    });
    expect(invalid.statusCode).toBe(400);
    const next = await create(member, person());
    expect(next.chart_number).toBe('P-000021');
  });
});

describe('tenants and branches', () => {
  it('answers 404 with the body of a missing id to every id route of another tenant', async () => {
    const record = await create(frontDesk, person());
    const missing = '00000000-0000-4000-8000-000000000000';
    const requests = (id: string): InjectOptions[] => [
      { method: 'GET', url: `/api/patients/${id}` },
      { method: 'PATCH', url: `/api/patients/${id}`, payload: { city: 'X' } },
      { method: 'DELETE', url: `/api/patients/${id}` },
      { method: 'POST', url: `/api/patients/${id}/restore` },
      {
        method: 'POST',
        url: `/api/patients/${id}/erase`,
        payload: { confirm_chart_number: record.chart_number },
      },
      { method: 'GET', url: `/api/patients/${id}/access-log` },
    ];
    const theirs = requests(record.id);
    const none = requests(missing);
    for (const [index, request] of theirs.entries()) {
      const foreign = await call(outsider, request);
      const absent = await call(outsider, none[index] ?? request);
      expect({ url: request.url, status: foreign.statusCode, body: foreign.body }).toEqual({
        url: request.url,
        status: 404,
        body: absent.body,
      });
    }
    const listed = await call(outsider, { method: 'GET', url: `/api/patients/?search=${record.last_name}` });
    expect(listed.json()).toEqual({ results: [], total: 0 });
    // Nothing changed.
    const mine = await call(frontDesk, { method: 'GET', url: `/api/patients/${record.id}` });
    expect(mine.json()).toEqual(expect.objectContaining({ city: '', is_active: true }));
  });

  it('limits staff of some branches to patients of their branches and with none', async () => {
    const clinic = await buildTenant(ctx.db.database, { branches: 2 });
    const [north, south] = clinic.branchIds as [string, string];
    const admin = await buildMember(ctx.server, ctx.db.database, { tenant: clinic, role: 'super_admin' });
    const limited = await buildStaff(ctx.db.database, {
      tenant: clinic,
      role: 'front_desk',
      branchIds: [north],
    });
    const member: Member = { ...limited, session: await signIn(ctx.server, limited) };

    const inNorth = await create(admin, person({ last_name: 'Branchy', branch_id: north }));
    const inSouth = await create(admin, person({ last_name: 'Branchy', branch_id: south }));
    const nowhere = await create(admin, person({ last_name: 'Branchy', branch_id: null }));

    const listed = await call(member, { method: 'GET', url: '/api/patients/?search=branchy' });
    expect(
      listed
        .json<PatientListResponse>()
        .results.map((row) => row.id)
        .sort(),
    ).toEqual([inNorth.id, nowhere.id].sort());
    expect((await call(member, { method: 'GET', url: `/api/patients/${inSouth.id}` })).statusCode).toBe(404);
    const refused = await call(member, {
      method: 'POST',
      url: '/api/patients/',
      payload: person({ branch_id: south }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(
      expect.objectContaining({ fields: [expect.objectContaining({ field: 'branch_id' })] }),
    );
    const own = await create(member, person());
    expect(own.branch_id).toBe(north);
    // The admin sees all three (and the member's).
    const everything = await call(admin, { method: 'GET', url: '/api/patients/?search=branchy' });
    expect(everything.json<PatientListResponse>().total).toBe(3);
  });
});
