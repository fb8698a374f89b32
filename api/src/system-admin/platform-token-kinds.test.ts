import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { buildPatientLogin, buildStaff, signIn, signInPatient, signInSystemAdmin } from '../test/factories';
import { setUpPlatformTenantsTests } from './tenants-test-setup';

const app = setUpPlatformTenantsTests();
const { get, inject } = app;

describe('token kinds (quality bar 4)', () => {
  const ROUTES: [string, string, unknown?][] = [
    ['GET', '/api/system-admin/tenants'],
    ['GET', `/api/system-admin/tenants/${randomUUID()}`],
    ['POST', `/api/system-admin/tenants/${randomUUID()}/suspend`, { reason: 'Because of testing' }],
    ['POST', `/api/system-admin/tenants/${randomUUID()}/reactivate`, { reason: 'Because of testing' }],
    ['GET', '/api/system-admin/analytics'],
    ['GET', '/api/system-admin/audit'],
    ['GET', '/api/system-admin/audit/export'],
    ['GET', '/api/system-admin/settings'],
    ['PATCH', '/api/system-admin/settings', { support_email: 'help@clinio.test' }],
    ['GET', '/api/system-admin/jobs'],
    ['POST', `/api/system-admin/jobs/${randomUUID()}/retry`],
  ];

  it('refuses a staff super admin and a patient with 403, and no token with 401', async () => {
    const staff = await signIn(app.ctx.server, await buildStaff(app.ctx.db.database));
    const patient = await signInPatient(app.ctx.server, await buildPatientLogin(app.ctx.db.database));
    const failures: string[] = [];
    for (const [method, url, payload] of ROUTES) {
      for (const [kind, headers, expected] of [
        ['staff', staff.headers, 403],
        ['patient', patient.headers, 403],
        ['none', {}, 401],
      ] as const) {
        const response = await inject({
          method,
          url,
          headers,
          ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
        });
        if (response.statusCode !== expected)
          failures.push(`${method} ${url} (${kind}) → ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('ends access when the administrator signs out', async () => {
    const session = await signInSystemAdmin(app.ctx.server, app.admin);
    expect((await get('/api/system-admin/tenants', session.headers)).statusCode).toBe(200);
    await inject({ method: 'POST', url: '/api/system-auth/logout', headers: session.headers });
    expect((await get('/api/system-admin/tenants', session.headers)).statusCode).toBe(401);
  });
});
