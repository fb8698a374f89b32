import { randomUUID } from 'node:crypto';
import {
  PLATFORM_AUDIT_CSV_COLUMNS,
  type ApiErrorBody,
  type PlatformAuditEntry,
  type PlatformAuditPage,
} from '@clinio/contracts';
import type { ProvisionedTenant } from '../tenancy/provision';
import { buildSystemAdmin, buildTenant, signInSystemAdmin, type SystemAdminFixture } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';

let ctx: TestContext;
let admin: SystemAdminFixture;
let other: SystemAdminFixture;
let system: { authorization: string };
let tenant: ProvisionedTenant;

const owner = (text: string, values: unknown[] = []) => ownerQuery(ctx.db.ownerUrl, text, values);

async function seed(row: {
  at: string;
  actorType?: string;
  actorId?: string | null;
  tenantId?: string | null;
  action: string;
  outcome?: string;
  reason?: string | null;
  userAgent?: string | null;
}) {
  await owner(
    `insert into platform_audit_log (at, actor_type, actor_id, subject_tenant_id, action, resource_type, outcome, reason, user_agent)
     values ($1, $2, $3, $4, $5, 'test', $6, $7, $8)`,
    [
      row.at,
      row.actorType ?? 'system_admin',
      row.actorId ?? null,
      row.tenantId ?? null,
      row.action,
      row.outcome ?? 'success',
      row.reason ?? null,
      row.userAgent ?? null,
    ],
  );
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await buildSystemAdmin(ctx.db.database);
  other = await buildSystemAdmin(ctx.db.database);
  system = (await signInSystemAdmin(ctx.server, admin)).headers;
  tenant = await buildTenant(ctx.db.database, { name: 'Audited Clinic' });
  await seed({
    at: '2025-01-10T10:00:00Z',
    actorId: admin.id,
    tenantId: tenant.tenantId,
    action: 'probe.suspended',
    reason: 'First',
  });
  await seed({
    at: '2025-01-11T10:00:00Z',
    actorId: other.id,
    tenantId: tenant.tenantId,
    action: 'probe.reactivated',
  });
  await seed({
    at: '2025-01-12T10:00:00Z',
    actorType: 'patient',
    actorId: randomUUID(),
    action: 'probe.login',
    outcome: 'failure',
  });
  await seed({
    at: '2025-01-13T23:59:59Z',
    actorType: 'anonymous',
    action: 'probe.login',
    outcome: 'denied',
  });
  await seed({ at: '2025-01-14T00:00:00Z', actorId: admin.id, action: 'probes.other' });
});
afterAll(() => ctx.close());

async function list(query: string): Promise<PlatformAuditPage> {
  const response = await ctx.server.inject({
    method: 'GET',
    url: `/api/system-admin/audit?${query}`,
    headers: system,
  });
  expect(response.statusCode).toBe(200);
  return response.json<PlatformAuditPage>();
}

const actions = (page: PlatformAuditPage) => page.items.map((item) => item.action);

describe('GET /api/system-admin/audit', () => {
  it('lists entries newest first with the administrator and the tenant named', async () => {
    const page = await list('action=probe&page_size=10');
    expect(page).toMatchObject({ total: 4, page: 1, page_size: 10 });
    expect(actions(page)).toEqual(['probe.login', 'probe.login', 'probe.reactivated', 'probe.suspended']);
    expect(page.items[3]).toEqual<PlatformAuditEntry>({
      id: expect.any(String) as string,
      at: '2025-01-10T10:00:00.000Z',
      actor_type: 'system_admin',
      actor_id: admin.id,
      actor_name: admin.name,
      subject_tenant_id: tenant.tenantId,
      subject_tenant_name: 'Audited Clinic',
      action: 'probe.suspended',
      resource_type: 'test',
      resource_id: null,
      outcome: 'success',
      reason: 'First',
      ip_address: null,
      user_agent: null,
      session_id: null,
    });
    // A patient's entry names nobody.
    expect(page.items[1]).toMatchObject({ actor_type: 'patient', actor_name: null });
  });

  it('filters by administrator, actor type, action, tenant, outcome and UTC days', async () => {
    expect(actions(await list(`action=probe&admin_id=${admin.id}`))).toEqual(['probe.suspended']);
    expect(actions(await list(`action=probe&admin_id=${other.id}`))).toEqual(['probe.reactivated']);
    expect(actions(await list('action=probe&actor_type=anonymous'))).toEqual(['probe.login']);
    expect(actions(await list('action=probe.login'))).toEqual(['probe.login', 'probe.login']);
    // "probe" does not find "probes.other"; a LIKE wildcard is literal.
    expect(actions(await list('action=probe_'))).toEqual([]);
    expect(actions(await list(`tenant_id=${tenant.tenantId}`))).toEqual([
      'probe.reactivated',
      'probe.suspended',
    ]);
    expect(actions(await list('action=probe&outcome=denied'))).toEqual(['probe.login']);
    expect(actions(await list('from=2025-01-11&to=2025-01-13'))).toEqual([
      'probe.login',
      'probe.login',
      'probe.reactivated',
    ]);
    expect(actions(await list('from=2025-01-14&to=2025-01-14'))).toEqual(['probes.other']);
    expect((await list(`tenant_id=${randomUUID()}`)).total).toBe(0);
  });

  it('pages', async () => {
    const first = await list('action=probe&page_size=3');
    const second = await list('action=probe&page_size=3&page=2');
    expect(first.total).toBe(4);
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(1);
    expect(second.items[0]?.action).toBe('probe.suspended');
    expect((await list('action=probe&page=9')).items).toEqual([]);
  });

  it('refuses bad filters with 400 and the { detail, code } body', async () => {
    for (const query of [
      'admin_id=42',
      'tenant_id=not-a-uuid',
      'outcome=maybe',
      'actor_type=robot',
      'from=2025-13-01',
      'from=2025-01-02&to=2025-01-01',
      'to=yesterday',
      'page_size=201',
      'page=-1',
      `action=${'a'.repeat(81)}`,
      'action=probe%00',
    ]) {
      for (const url of ['/api/system-admin/audit', '/api/system-admin/audit/export']) {
        if (url.endsWith('export') && query.startsWith('page')) continue;
        const response = await ctx.server.inject({ method: 'GET', url: `${url}?${query}`, headers: system });
        expect({ url, query, status: response.statusCode }).toEqual({ url, query, status: 400 });
        expect(response.json<ApiErrorBody>()).toMatchObject({
          detail: expect.any(String) as string,
          code: 'validation_error',
        });
      }
    }
  });
});

/** The CSV's rows as arrays of cells (RFC 4180, quoted cells, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"' && text.charAt(index + 1) === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text.charAt(index + 1) === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe('GET /api/system-admin/audit/export', () => {
  it('streams the filtered log as CSV with safe cells, and records the export', async () => {
    await seed({
      at: '2025-02-01T10:00:00Z',
      actorId: admin.id,
      tenantId: tenant.tenantId,
      action: 'csv.suspended',
      reason: 'Said "no", twice,\nthen left',
      userAgent: '=HYPERLINK("http://evil.test","click")',
    });
    await seed({ at: '2025-02-01T11:00:00Z', action: 'csv.a', userAgent: '+1+2', reason: '-5' });
    await seed({ at: '2025-02-01T12:00:00Z', action: 'csv.b', userAgent: '@SUM(A1)', reason: '\tTabbed' });
    const response = await ctx.server.inject({
      method: 'GET',
      url: '/api/system-admin/audit/export?action=csv',
      headers: system,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="platform-audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-export-rows']).toBe('3');
    expect(response.headers['x-export-truncated']).toBe('false');
    expect(response.body.startsWith('\uFEFF"id","at",')).toBe(true);
    expect(response.body.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).toEqual([...PLATFORM_AUDIT_CSV_COLUMNS]);
    expect(rows).toHaveLength(3);
    const column = (row: string[] | undefined, name: (typeof PLATFORM_AUDIT_CSV_COLUMNS)[number]) =>
      row?.[PLATFORM_AUDIT_CSV_COLUMNS.indexOf(name)];
    expect(rows.map((row) => column(row, 'action'))).toEqual(['csv.b', 'csv.a', 'csv.suspended']);
    expect(column(rows[2], 'reason')).toBe('Said "no", twice,\nthen left');
    expect(column(rows[2], 'user_agent')).toBe('\'=HYPERLINK("http://evil.test","click")');
    expect(column(rows[2], 'actor_name')).toBe(admin.name);
    expect(column(rows[2], 'subject_tenant_name')).toBe('Audited Clinic');
    expect(column(rows[1], 'user_agent')).toBe("'+1+2");
    expect(column(rows[1], 'reason')).toBe("'-5");
    expect(column(rows[0], 'user_agent')).toBe("'@SUM(A1)");
    expect(column(rows[0], 'reason')).toBe("'\tTabbed");
    // Nulls are empty cells, not the text "null".
    expect(column(rows[1], 'actor_id')).toBe('');
    const recorded = await owner(
      "select actor_id from platform_audit_log where action = 'platform_audit.exported'",
    );
    expect(recorded.rows).toContainEqual({ actor_id: admin.id });
  });

  it('streams an export larger than one batch in order, each row once, ties on time broken by id', async () => {
    // 2,500 events in one statement share one timestamp: the keyset must still move on by id.
    await owner(
      `insert into platform_audit_log (at, actor_type, action, resource_type, outcome, resource_id)
       select '2025-03-01T10:00:00Z', 'anonymous', 'bulk.event', 'test', 'success', n::text
         from generate_series(1, 2500) as n`,
    );
    const response = await ctx.server.inject({
      method: 'GET',
      url: '/api/system-admin/audit/export?action=bulk&from=2025-03-01&to=2025-03-01',
      headers: system,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-export-rows']).toBe('2500');
    const [, ...rows] = parseCsv(response.body.slice(1));
    const ids = rows.map((row) => Number(row[0]));
    expect(ids).toHaveLength(2500);
    expect(new Set(ids).size).toBe(2500);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const resources = rows.map((row) => Number(row[PLATFORM_AUDIT_CSV_COLUMNS.indexOf('resource_id')]));
    expect(resources[0]).toBe(2500);
    expect(resources.at(-1)).toBe(1);
  });

  it('answers a header row only when nothing matches', async () => {
    const response = await ctx.server.inject({
      method: 'GET',
      url: '/api/system-admin/audit/export?action=nothing-like-this',
      headers: system,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-export-rows']).toBe('0');
    expect(parseCsv(response.body.slice(1))).toEqual([[...PLATFORM_AUDIT_CSV_COLUMNS]]);
  });
});
