import type { DuplicatePairsResponse, PatientMergeResponse } from '@clinio/contracts';
import { auditActions, buildMember, type Member } from '../../staff/staff-test-fixtures';
import { buildPatientLogin, buildStaff, buildTenant, signIn } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertPatient } from '../imports/import-test-fixtures';
import { registerMergeMover } from './merge-movers';

/** What the other domains' movers report for records that have nothing of theirs (ADR 036, 039, 040, 044). */
const OTHER_DOMAINS = {
  appointments: 0,
  consents: 0,
  form_drafts: 0,
  form_submissions: 0,
  invoices: 0,
  messages: 0,
  provider_notes: 0,
  waitlist_entries: 0,
};

let ctx: TestContext;
let owner: Member;
let other: Member;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await buildMember(ctx.server, ctx.db.database, {
    tenant: await buildTenant(ctx.db.database),
    role: 'admin',
  });
  other = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
  headers = owner.session.headers;
});
afterAll(() => ctx.close());

const tenantId = () => owner.tenant.tenantId;
const add = (values: Parameters<typeof insertPatient>[2]) =>
  insertPatient(ctx.db.database, tenantId(), values);

async function pairs(query = '', as = headers): Promise<DuplicatePairsResponse> {
  const response = await ctx.server.inject({
    method: 'GET',
    url: `/api/patients/duplicates${query}`,
    headers: as,
  });
  expect(response.statusCode).toBe(200);
  return response.json<DuplicatePairsResponse>();
}

function pairKey(pair: DuplicatePairsResponse['results'][number]): string {
  return [pair.a.id, pair.b.id].sort().join(' ');
}

function merge(payload: Record<string, unknown>, as = headers) {
  return ctx.server.inject({ method: 'POST', url: '/api/patients/merge', headers: as, payload });
}

describe('duplicate suggestions', () => {
  let phoneA: string;
  let phoneB: string;
  let emailA: string;
  let emailB: string;
  let nameA: string;
  let nameB: string;

  beforeAll(async () => {
    phoneA = await add({ first_name: 'Pia', last_name: 'Phone', phone_number: '+12015550101' });
    phoneB = await add({ first_name: 'Paul', last_name: 'Other', phone_number: '+12015550101' });
    emailA = await add({ first_name: 'Eli', last_name: 'Mail', email: 'eli@example.test' });
    emailB = await add({ first_name: 'Elias', last_name: 'Mailer', email: ' ELI@example.test' });
    nameA = await add({ first_name: 'Jonathan', last_name: 'Smithers', date_of_birth: '1980-02-03' });
    nameB = await add({ first_name: 'Jonathon', last_name: 'Smithers', date_of_birth: '1980-02-03' });
    // Same birth date, different person; an archived twin; another clinic's twin.
    await add({ first_name: 'Zoe', last_name: 'Quartz', date_of_birth: '1980-02-03' });
    await add({
      first_name: 'Pia',
      last_name: 'Phone',
      phone_number: '+12015550101',
      archived_at: new Date(),
    });
    await insertPatient(ctx.db.database, other.tenant.tenantId, {
      first_name: 'Eli',
      last_name: 'Mail',
      email: 'eli@example.test',
    });
  });

  it('finds the pairs of the rule among active records of the clinic, with their reasons', async () => {
    const page = await pairs();
    expect(page.total).toBe(3);
    const byKey = new Map(page.results.map((pair) => [pairKey(pair), pair.reasons]));
    expect(byKey).toEqual(
      new Map([
        [[phoneA, phoneB].sort().join(' '), ['same_phone']],
        [[emailA, emailB].sort().join(' '), ['same_email']],
        [[nameA, nameB].sort().join(' '), ['same_birth_date_close_name']],
      ]),
    );
    // The older record first, as the likely survivor.
    for (const pair of page.results) expect(pair.a.chart_number < pair.b.chart_number).toBe(true);
    const second = await pairs('?skip=1&limit=1');
    expect(second.results).toHaveLength(1);
    expect(second.total).toBe(3);
    expect(pairKey(second.results[0]!)).toBe(pairKey(page.results[1]!));
  });

  it('does not suggest a dismissed pair again (stored smaller id first)', async () => {
    const response = await ctx.server.inject({
      method: 'POST',
      url: '/api/patients/duplicates/dismiss',
      headers,
      payload: { patient_a: emailB, patient_b: emailA },
    });
    expect(response.statusCode).toBe(200);
    const stored = await ctx.db.database.withTenant(tenantId(), (tx) =>
      tx.selectFrom('patient_duplicate_dismissals').select(['patient_a', 'patient_b']).execute(),
    );
    expect(stored).toEqual([
      { patient_a: [emailA, emailB].sort()[0], patient_b: [emailA, emailB].sort()[1] },
    ]);
    const page = await pairs();
    expect(page.total).toBe(2);
    expect(page.results.map(pairKey)).not.toContain([emailA, emailB].sort().join(' '));
    // Twice is fine; another clinic's record is not found.
    const again = await ctx.server.inject({
      method: 'POST',
      url: '/api/patients/duplicates/dismiss',
      headers,
      payload: { patient_a: emailA, patient_b: emailB },
    });
    expect(again.statusCode).toBe(200);
    const cross = await ctx.server.inject({
      method: 'POST',
      url: '/api/patients/duplicates/dismiss',
      headers: other.session.headers,
      payload: { patient_a: emailA, patient_b: emailB },
    });
    expect(cross.statusCode).toBe(404);
    const same = await ctx.server.inject({
      method: 'POST',
      url: '/api/patients/duplicates/dismiss',
      headers,
      payload: { patient_a: emailA, patient_b: emailA },
    });
    expect(same.statusCode).toBe(400);
  });

  it("shows another clinic none of this clinic's pairs", async () => {
    const page = await pairs('', other.session.headers);
    expect(page).toEqual({ results: [], total: 0 });
  });
});

describe('merge', () => {
  it('keeps the survivor, takes the chosen fields, unites the lists, moves what is attached, and records it', async () => {
    const login = await buildPatientLogin(ctx.db.database);
    const survivor = await add({
      first_name: 'Mara',
      last_name: 'Keep',
      email: 'mara@example.test',
      allergies: ['Peanuts'],
      tags: ['vip'],
    });
    const merged = await add({
      first_name: 'Mara',
      last_name: 'Kept',
      date_of_birth: '1970-07-07',
      phone_number: '+12015550155',
      email: 'old@example.test',
      allergies: ['peanuts', 'Latex'],
      alerts: ['Fainting'],
      tags: ['vip', 'new'],
      login_id: login.id,
    });
    await ctx.db.database.withTenant(tenantId(), (tx) =>
      tx
        .insertInto('patient_clinic_links')
        .values({
          tenant_id: tenantId(),
          login_id: login.id,
          patient_id: merged,
          clinic_id: owner.tenant.clinicId,
        })
        .execute(),
    );
    const response = await merge({
      survivor_id: survivor,
      merged_id: merged,
      take_from_merged: ['date_of_birth', 'phone_number'],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<PatientMergeResponse>();
    expect(body.patient).toEqual(
      expect.objectContaining({
        id: survivor,
        first_name: 'Mara',
        last_name: 'Keep',
        email: 'mara@example.test',
        date_of_birth: '1970-07-07',
        phone_number: '+12015550155',
        allergies: ['Peanuts', 'Latex'],
        alerts: ['Fainting'],
        tags: ['vip', 'new'],
        has_portal_account: true,
        is_active: true,
      }),
    );
    expect(body.moved).toEqual({ ...OTHER_DOMAINS, patient_clinic_links: 1, portal_login: 1 });

    const rows = await ctx.db.database.withTenant(tenantId(), async (tx) => ({
      merged: await tx
        .selectFrom('patients')
        .select(['merged_into', 'archived_at', 'login_id'])
        .where('id', '=', merged)
        .executeTakeFirstOrThrow(),
      links: await tx
        .selectFrom('patient_clinic_links')
        .select(['patient_id'])
        .where('login_id', '=', login.id)
        .execute(),
      merges: await tx
        .selectFrom('patient_merges')
        .select(['survivor_id', 'merged_id', 'merged_by', 'fields_from_merged', 'moved'])
        .where('merged_id', '=', merged)
        .execute(),
    }));
    expect(rows.merged).toEqual({
      merged_into: survivor,
      archived_at: expect.any(Date) as unknown,
      login_id: null,
    });
    expect(rows.links).toEqual([{ patient_id: survivor }]);
    expect(rows.merges).toEqual([
      {
        survivor_id: survivor,
        merged_id: merged,
        merged_by: owner.id,
        fields_from_merged: ['date_of_birth', 'phone_number'],
        moved: { ...OTHER_DOMAINS, patient_clinic_links: 1, portal_login: 1 },
      },
    ]);
    expect(
      (await auditActions(ctx.db.database, tenantId(), { resourceId: survivor })).map((row) => row.action),
    ).toEqual(['patient.merged']);
    expect(
      (await auditActions(ctx.db.database, tenantId(), { resourceId: merged })).map((row) => row.action),
    ).toEqual(['patient.merged_into']);
  });

  it('keeps one portal link when both records belong to logins, and the survivor keeps its own login', async () => {
    const mine = await buildPatientLogin(ctx.db.database);
    const theirs = await buildPatientLogin(ctx.db.database);
    const survivor = await add({ first_name: 'Lin', last_name: 'Two', login_id: mine.id });
    const merged = await add({ first_name: 'Lin', last_name: 'Two', login_id: theirs.id });
    await ctx.db.database.withTenant(tenantId(), (tx) =>
      tx
        .insertInto('patient_clinic_links')
        .values([
          {
            tenant_id: tenantId(),
            login_id: mine.id,
            patient_id: survivor,
            clinic_id: owner.tenant.clinicId,
          },
          {
            tenant_id: tenantId(),
            login_id: theirs.id,
            patient_id: merged,
            clinic_id: owner.tenant.clinicId,
          },
        ])
        .execute(),
    );
    const response = await merge({ survivor_id: survivor, merged_id: merged });
    expect(response.statusCode).toBe(200);
    expect(response.json<PatientMergeResponse>().moved).toEqual({
      ...OTHER_DOMAINS,
      patient_clinic_links: 1,
    });
    const state = await ctx.db.database.withTenant(tenantId(), async (tx) => ({
      survivor: await tx
        .selectFrom('patients')
        .select('login_id')
        .where('id', '=', survivor)
        .executeTakeFirstOrThrow(),
      merged: await tx
        .selectFrom('patients')
        .select('login_id')
        .where('id', '=', merged)
        .executeTakeFirstOrThrow(),
      links: await tx
        .selectFrom('patient_clinic_links')
        .select(['login_id', 'patient_id'])
        .where('login_id', 'in', [mine.id, theirs.id])
        .orderBy('login_id')
        .execute(),
    }));
    expect(state.survivor.login_id).toBe(mine.id);
    expect(state.merged.login_id).toBe(theirs.id);
    expect(state.links).toEqual(
      [
        { login_id: mine.id, patient_id: survivor },
        { login_id: theirs.id, patient_id: survivor },
      ].sort((x, y) => (x.login_id < y.login_id ? -1 : 1)),
    );
  });

  it('runs the movers other domains register, in the same transaction', async () => {
    const calls: string[] = [];
    registerMergeMover('probe_rows', async (_tx, { survivorId, mergedId }) => {
      calls.push(`${mergedId}->${survivorId}`);
      return 3;
    });
    const survivor = await add({ first_name: 'Reg', last_name: 'Istry' });
    const merged = await add({ first_name: 'Reg', last_name: 'Istry' });
    const response = await merge({ survivor_id: survivor, merged_id: merged });
    expect(response.json<PatientMergeResponse>().moved).toEqual({
      ...OTHER_DOMAINS,
      patient_clinic_links: 0,
      probe_rows: 3,
    });
    expect(calls).toEqual([`${merged}->${survivor}`]);

    // A mover that fails rolls the whole merge back.
    registerMergeMover('probe_rows', () => Promise.reject(new Error('mover failed')));
    const again = await add({ first_name: 'Reg', last_name: 'Istry' });
    const failed = await merge({ survivor_id: survivor, merged_id: again });
    expect(failed.statusCode).toBe(500);
    const untouched = await ctx.db.database.withTenant(tenantId(), (tx) =>
      tx
        .selectFrom('patients')
        .select(['merged_into', 'archived_at'])
        .where('id', '=', again)
        .executeTakeFirstOrThrow(),
    );
    expect(untouched).toEqual({ merged_into: null, archived_at: null });
    registerMergeMover('probe_rows', () => Promise.resolve(0));
  });

  it('refuses a record into itself, an already merged record, and another clinic (404, nothing changes)', async () => {
    const a = await add({ first_name: 'Ref', last_name: 'Use' });
    const b = await add({ first_name: 'Ref', last_name: 'Used' });
    const self = await merge({ survivor_id: a, merged_id: a });
    expect(self.statusCode).toBe(400);

    const theirs = await insertPatient(ctx.db.database, other.tenant.tenantId, {
      first_name: 'Ref',
      last_name: 'Use',
    });
    for (const payload of [
      { survivor_id: a, merged_id: theirs },
      { survivor_id: theirs, merged_id: a },
    ]) {
      const response = await merge(payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Patient not found', code: 'not_found' });
    }
    const fromThere = await merge({ survivor_id: theirs, merged_id: a }, other.session.headers);
    expect(fromThere.statusCode).toBe(404);

    expect((await merge({ survivor_id: a, merged_id: b })).statusCode).toBe(200);
    for (const payload of [
      { survivor_id: a, merged_id: b },
      { survivor_id: b, merged_id: a },
    ]) {
      const response = await merge(payload);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ detail: string }>().detail).toMatch(
        /^P-\d{6} was already merged into another record/,
      );
    }
    const extra = await merge({ survivor_id: a, merged_id: b, tenant_id: other.tenant.tenantId });
    expect(extra.statusCode).toBe(400);
    const state = await ctx.db.database.withTenant(other.tenant.tenantId, (tx) =>
      tx
        .selectFrom('patients')
        .select(['merged_into', 'archived_at'])
        .where('id', '=', theirs)
        .executeTakeFirstOrThrow(),
    );
    expect(state).toEqual({ merged_into: null, archived_at: null });
  });

  it("refuses an admin limited to one branch another branch's record, either way (404, nothing changes)", async () => {
    const clinic = await buildTenant(ctx.db.database, { branches: 2 });
    const [north, south] = clinic.branchIds as [string, string];
    const limited = await buildStaff(ctx.db.database, { tenant: clinic, role: 'admin', branchIds: [north] });
    const as = (await signIn(ctx.server, limited)).headers;
    const record = (branch: string) =>
      ctx.db.database.withTenant(clinic.tenantId, async (tx) => {
        const row = await tx
          .insertInto('patients')
          .values({ tenant_id: clinic.tenantId, first_name: 'Scope', last_name: 'Branch', branch_id: branch })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    const [mine, alsoMine, theirs] = [await record(north), await record(north), await record(south)];
    for (const payload of [
      { survivor_id: mine, merged_id: theirs },
      { survivor_id: theirs, merged_id: mine },
    ]) {
      const response = await merge(payload, as);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Patient not found', code: 'not_found' });
    }
    const untouched = await ctx.db.database.withTenant(clinic.tenantId, (tx) =>
      tx.selectFrom('patients').select(['id', 'merged_into']).where('id', 'in', [mine, theirs]).execute(),
    );
    expect(untouched.map((row) => row.merged_into)).toEqual([null, null]);
    // Within the branch the same admin merges (so the 404 above is the scope, not the role).
    expect((await merge({ survivor_id: mine, merged_id: alsoMine }, as)).statusCode).toBe(200);
  });

  it('needs patients_delete: front desk may not merge (403)', async () => {
    const desk = await buildMember(ctx.server, ctx.db.database, { tenant: owner.tenant, role: 'front_desk' });
    const a = await add({ first_name: 'Per', last_name: 'Mission' });
    const b = await add({ first_name: 'Per', last_name: 'Mission' });
    const response = await merge({ survivor_id: a, merged_id: b }, desk.session.headers);
    expect(response.statusCode).toBe(403);
  });
});
