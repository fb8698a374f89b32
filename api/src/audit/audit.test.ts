import type { AuditPage } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import type { AuditOutcome } from '../db/schema';
import { auditActions, buildMember, type Member } from '../staff/staff-test-fixtures';
import { buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';
import { EXPORT_MAX_ROWS } from './audit.service';

let ctx: TestContext;
let owner: Member;
let admin: Member;
let frontDesk: Member;
let outsider: Member;

interface Seed {
  at: string;
  action: string;
  resource_type?: string;
  outcome?: AuditOutcome;
  actor?: Member;
  user_agent?: string;
}

async function seed(member: Member, rows: Seed[]): Promise<void> {
  await ctx.db.database.withTenant(member.tenant.tenantId, (tx) =>
    tx
      .insertInto('audit_log')
      .values(
        rows.map((row) => ({
          tenant_id: member.tenant.tenantId,
          at: new Date(row.at),
          actor_type: 'staff' as const,
          actor_id: (row.actor ?? member).id,
          actor_role: 'super_admin',
          action: row.action,
          resource_type: row.resource_type ?? 'patient',
          resource_id: 'p-1',
          outcome: row.outcome ?? 'success',
          ip_address: '203.0.113.9',
          user_agent: row.user_agent ?? 'Mozilla/5.0',
        })),
      )
      .execute(),
  );
}

beforeAll(async () => {
  ctx = await createTestApp();
  const tenant = await buildTenant(ctx.db.database);
  owner = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'super_admin' });
  admin = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'admin' });
  frontDesk = await buildMember(ctx.server, ctx.db.database, { tenant, role: 'front_desk' });
  outsider = await buildMember(ctx.server, ctx.db.database, { role: 'super_admin' });
  await seed(owner, [
    { at: '2024-03-09T23:59:59.999Z', action: 'patient.read' },
    { at: '2024-03-10T00:00:00.000Z', action: 'patient.updated', actor: admin },
    { at: '2024-03-10T12:00:00.000Z', action: 'patient.exported', outcome: 'denied', actor: admin },
    { at: '2024-03-11T23:59:59.999Z', action: 'patients.read', resource_type: 'report' },
    { at: '2024-03-12T00:00:00.000Z', action: 'patient.deleted', outcome: 'failure' },
    {
      at: '2024-03-12T08:00:00.000Z',
      action: 'patient.read',
      user_agent: '=HYPERLINK("http://evil.example","click") "quoted", comma',
    },
  ]);
  await seed(outsider, [{ at: '2024-03-10T10:00:00.000Z', action: 'patient.read' }]);
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const list = async (query: string, by: Member = owner) => {
  const response = await inject({ method: 'GET', url: `/api/audit?${query}`, headers: by.session.headers });
  expect(response.statusCode).toBe(200);
  return response.json<AuditPage>();
};
const MARCH = 'from=2024-03-01&to=2024-03-31';

describe('GET /api/audit', () => {
  it('answers the newest first, with the actor’s name, and never another clinic’s rows', async () => {
    const page = await list(MARCH);
    expect(page.total).toBe(6);
    expect(page.items.map((item) => item.at)).toEqual([
      '2024-03-12T08:00:00.000Z',
      '2024-03-12T00:00:00.000Z',
      '2024-03-11T23:59:59.999Z',
      '2024-03-10T12:00:00.000Z',
      '2024-03-10T00:00:00.000Z',
      '2024-03-09T23:59:59.999Z',
    ]);
    expect(page.items[0]).toMatchObject({
      actor_type: 'staff',
      actor_id: owner.id,
      actor_name: 'Test User',
      ip_address: '203.0.113.9',
    });
    expect(typeof page.items[0]?.id).toBe('string');
  });

  it('filters by UTC days, both ends included', async () => {
    const day = await list('from=2024-03-10&to=2024-03-11');
    expect(day.items.map((item) => item.at)).toEqual([
      '2024-03-11T23:59:59.999Z',
      '2024-03-10T12:00:00.000Z',
      '2024-03-10T00:00:00.000Z',
    ]);
    expect((await list('from=2024-03-12&to=2024-03-12')).total).toBe(2);
  });

  it('filters by user, action (exact or by prefix), resource type and outcome', async () => {
    expect((await list(`${MARCH}&user_id=${admin.id}`)).total).toBe(2);
    expect((await list(`${MARCH}&action=patient.read`)).total).toBe(2);
    expect((await list(`${MARCH}&action=patient`)).total).toBe(5);
    expect((await list(`${MARCH}&action=patient%25`)).total).toBe(0);
    expect((await list(`${MARCH}&resource_type=report`)).items.map((item) => item.action)).toEqual([
      'patients.read',
    ]);
    expect((await list(`${MARCH}&outcome=denied`)).items.map((item) => item.action)).toEqual([
      'patient.exported',
    ]);
  });

  it('searches free text in the action, record, IP address and colleague, case-insensitively', async () => {
    expect((await list(`${MARCH}&q=EXPORTED`)).items.map((item) => item.action)).toEqual([
      'patient.exported',
    ]);
    expect((await list(`${MARCH}&q=repo`)).items.map((item) => item.resource_type)).toEqual(['report']);
    expect((await list(`${MARCH}&q=${admin.username}`)).total).toBe(2);
    expect((await list(`${MARCH}&q=${encodeURIComponent(admin.email)}`)).total).toBe(2);
    expect((await list(`${MARCH}&q=203.0.113`)).total).toBe(6);
    // Another clinic's identical row never matches; LIKE wildcards are plain characters.
    expect((await list(`${MARCH}&q=patient.read`)).total).toBe(2);
    expect((await list(`${MARCH}&q=%25`)).total).toBe(0);
    expect((await list(`${MARCH}&q=_`)).total).toBe(0);
    const tooLong = await inject({
      method: 'GET',
      url: `/api/audit?q=${'x'.repeat(101)}`,
      headers: owner.session.headers,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ fields: { field: string; message: string }[] }>().fields).toEqual([
      { field: 'q', message: 'Search for at most 100 characters' },
    ]);
  });

  it('pages', async () => {
    const second = await list(`${MARCH}&page=2&page_size=4`);
    expect(second).toMatchObject({ total: 6, page: 2, page_size: 4 });
    expect(second.items.map((item) => item.at)).toEqual([
      '2024-03-10T00:00:00.000Z',
      '2024-03-09T23:59:59.999Z',
    ]);
  });

  it('refuses bad filters (400) and roles without audit_read (403)', async () => {
    for (const query of [
      'from=2024-03-12&to=2024-03-10',
      'from=12/03/2024',
      'from=2024-02-30',
      'action=a%00',
      'outcome=maybe',
      'page_size=1000',
      'user_id=nope',
    ]) {
      const response = await inject({
        method: 'GET',
        url: `/api/audit?${query}`,
        headers: owner.session.headers,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await list(MARCH, admin)).total).toBe(6);
    expect(
      (await inject({ method: 'GET', url: '/api/audit', headers: frontDesk.session.headers })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/audit/export', () => {
  it('sends the filtered rows as a CSV attachment, neutralises formulas and records the export', async () => {
    const response = await inject({
      method: 'GET',
      url: `/api/audit/export?${MARCH}&action=patient.read`,
      headers: admin.session.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"id","at","actor_type","actor_id","actor_name","actor_role","branch_id","action","resource_type","resource_id","outcome","ip_address","user_agent","session_id"',
    );
    expect(lines).toHaveLength(4); // header, two rows, the final line break
    expect(lines[1]).toContain('"2024-03-12T08:00:00.000Z"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"") ""quoted"", comma"`);
    expect(lines[1]).toContain(',"Test User",');
    expect(lines[2]).toContain('"2024-03-09T23:59:59.999Z"');
    expect(response.body).not.toContain(outsider.id);

    const audit = await auditActions(ctx.db.database, owner.tenant.tenantId);
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'audit.exported', actor_id: admin.id, outcome: 'success' }),
    );
  });

  it('caps the export at 50 000 rows and says so', async () => {
    await ownerQuery(
      ctx.db.ownerUrl,
      `insert into audit_log (tenant_id, at, actor_type, action, resource_type, outcome)
       select $1, timestamptz '2023-01-01T00:00:00Z' + make_interval(secs => n), 'anonymous', 'bulk.row', 'bulk', 'success'
         from generate_series(1, $2::int) as n`,
      [owner.tenant.tenantId, EXPORT_MAX_ROWS + 1],
    );
    const response = await inject({
      method: 'GET',
      url: '/api/audit/export?from=2023-01-01&to=2023-01-01',
      headers: owner.session.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-export-truncated']).toBe('true');
    expect(response.headers['x-export-rows']).toBe(String(EXPORT_MAX_ROWS));
    const lines = response.body.split('\r\n').filter((line) => line !== '');
    expect(lines).toHaveLength(EXPORT_MAX_ROWS + 1);
    // Newest first: the oldest row is the one left out.
    expect(lines[lines.length - 1]).toContain('"2023-01-01T00:00:02.000Z"');
  });

  it('refuses roles without audit_read and bad filters', async () => {
    expect(
      (await inject({ method: 'GET', url: '/api/audit/export', headers: frontDesk.session.headers }))
        .statusCode,
    ).toBe(403);
    const reversed = await inject({
      method: 'GET',
      url: '/api/audit/export?from=2024-03-12&to=2024-03-01',
      headers: owner.session.headers,
    });
    expect(reversed.statusCode).toBe(400);
  });
});
