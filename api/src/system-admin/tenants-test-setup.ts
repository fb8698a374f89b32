import type { InjectOptions } from 'fastify';
import {
  buildPatient,
  buildStaff,
  buildSystemAdmin,
  buildTenant,
  signInSystemAdmin,
  type StaffFixture,
  type SystemAdminFixture,
} from '../test/factories';
import type { ProvisionedTenant } from '../tenancy/provision';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';

interface PlatformWorld {
  ctx: TestContext;
  admin: SystemAdminFixture;
  /** The administrator's headers, sent when a request names none. */
  system: { authorization: string };
}

export interface TenantOptions {
  name: string;
  plan?: 'trial' | 'essential' | 'pro' | 'enterprise';
  subscriptionStatus?: 'trial' | 'active' | 'expired';
  staff?: number;
  patients?: number;
  branches?: number;
}

/**
 * The start of every platform tenants test file: its own app and database (hooks registered here)
 * and a signed-in system administrator. Read the world inside tests, not at load time.
 */
export function setUpPlatformTenantsTests() {
  let world: PlatformWorld | null = null;
  beforeAll(async () => {
    const ctx = await createTestApp();
    const admin = await buildSystemAdmin(ctx.db.database);
    world = { ctx, admin, system: (await signInSystemAdmin(ctx.server, admin)).headers };
  });
  afterAll(() => world?.ctx.close());

  const current = (): PlatformWorld => {
    if (world === null) throw new Error('The platform test app is ready inside tests and hooks only');
    return world;
  };
  const inject = (options: InjectOptions) => current().ctx.server.inject(options);

  /** Rows of a query run as the database owner (past row-level security). */
  async function owner<T extends Record<string, unknown>>(text: string, values: unknown[] = []) {
    return (await ownerQuery<T>(current().ctx.db.ownerUrl, text, values)).rows;
  }

  /** A tenant with a distinctive name, its own plan, staff and patients. */
  async function tenantWith(
    options: TenantOptions,
  ): Promise<{ tenant: ProvisionedTenant; staff: StaffFixture[] }> {
    const { database } = current().ctx.db;
    const tenant = await buildTenant(database, { name: options.name, branches: options.branches ?? 1 });
    const staff: StaffFixture[] = [];
    for (let index = 0; index < (options.staff ?? 0); index += 1) {
      staff.push(await buildStaff(database, { tenant, role: index === 0 ? 'super_admin' : 'front_desk' }));
    }
    for (let index = 0; index < (options.patients ?? 0); index += 1) await buildPatient(database, { tenant });
    if (options.plan !== undefined || options.subscriptionStatus !== undefined) {
      await owner('update subscriptions set plan = $2, status = $3 where tenant_id = $1', [
        tenant.tenantId,
        options.plan ?? 'pro',
        options.subscriptionStatus ?? 'active',
      ]);
    }
    return { tenant, staff };
  }

  return {
    get ctx() {
      return current().ctx;
    },
    get admin() {
      return current().admin;
    },
    inject,
    get: (url: string, headers: Record<string, string> = current().system) =>
      inject({ method: 'GET', url, headers }),
    post: (url: string, payload: unknown, headers: Record<string, string> = current().system) =>
      inject({ method: 'POST', url, headers, payload: payload as InjectOptions['payload'] }),
    owner,
    tenantWith,
  };
}
