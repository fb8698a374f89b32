import { randomBytes } from 'node:crypto';
import type { PatientRecord } from '@clinio/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import type { ProvisionedTenant } from '../tenancy/provision';
import { buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

/** What the patient record tests share: one application, one clinic and its four callers. */
export interface PatientsKit {
  ctx: TestContext;
  tenant: ProvisionedTenant;
  owner: Member;
  frontDesk: Member;
  provider: Member;
  /** A super admin of another clinic. */
  outsider: Member;
  call(member: Member, request: InjectOptions): Promise<LightMyRequestResponse>;
  /** A body unlike any other (no duplicate warning), with `extra` on top. */
  person(extra?: Record<string, unknown>): Record<string, unknown>;
  /** Creates a record through the API and expects 201. */
  create(member: Member, body: Record<string, unknown>): Promise<PatientRecord>;
}

/**
 * Registers the file's beforeAll and afterAll and answers the kit, filled once beforeAll ran. Call
 * it at the top of a test file, before any beforeAll of its own.
 */
export function patientsTestKit(): PatientsKit {
  let counter = 0;
  // Its data fields are filled by the beforeAll below, before any test reads them.
  const kit = {} as PatientsKit;
  Object.assign(kit, {
    call(member: Member, request: InjectOptions) {
      return kit.ctx.server.inject({
        ...request,
        headers: { ...member.session.headers, ...(request.headers ?? {}) },
      });
    },
    person(extra: Record<string, unknown> = {}) {
      counter += 1;
      return {
        first_name: `Given${counter}`,
        // Random letters: no two test people look alike (no duplicate warning, no typo match).
        last_name: `Fam${randomBytes(5).toString('hex')}`,
        ...extra,
      };
    },
    async create(member: Member, body: Record<string, unknown>) {
      const response = await kit.call(member, { method: 'POST', url: '/api/patients/', payload: body });
      expect({ status: response.statusCode, body: response.body }).toEqual({
        status: 201,
        body: response.body,
      });
      return response.json<PatientRecord>();
    },
  } satisfies Pick<PatientsKit, 'call' | 'person' | 'create'>);

  beforeAll(async () => {
    kit.ctx = await createTestApp();
    const { server, db } = kit.ctx;
    kit.tenant = await buildTenant(db.database);
    kit.owner = await buildMember(server, db.database, { tenant: kit.tenant, role: 'super_admin' });
    kit.frontDesk = await buildMember(server, db.database, { tenant: kit.tenant, role: 'front_desk' });
    kit.provider = await buildMember(server, db.database, { tenant: kit.tenant, role: 'provider' });
    kit.outsider = await buildMember(server, db.database, { role: 'super_admin' });
  });
  afterAll(() => kit.ctx.close());
  return kit;
}
