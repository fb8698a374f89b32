import type { InjectOptions } from 'fastify';
import {
  buildSystemAdmin,
  buildTenant,
  type SignedIn,
  signInSystemAdmin,
  type SystemSignedIn,
} from '../test/factories';
import type { ProvisionedTenant } from '../tenancy/provision';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildTrialTenant, signedInStaff } from './test-fixtures';

interface PlansWorld {
  ctx: TestContext;
  system: SystemSignedIn;
  /** A clinic on the trial and one on Pro (what buildTenant gives), each with a signed-in super admin. */
  trial: ProvisionedTenant;
  pro: ProvisionedTenant;
  trialOwner: SignedIn & { id: string };
  proOwner: SignedIn & { id: string };
}

/**
 * The start of every plans test file: its own app and database (hooks registered here), a signed-in
 * system administrator, a trial and a Pro clinic. Read the world inside tests, not at load time.
 */
export function setUpPlansTests() {
  let world: PlansWorld | null = null;
  beforeAll(async () => {
    const ctx = await createTestApp();
    const system = await signInSystemAdmin(ctx.server, await buildSystemAdmin(ctx.db.database));
    const trial = await buildTrialTenant(ctx.db.database);
    const pro = await buildTenant(ctx.db.database);
    world = {
      ctx,
      system,
      trial,
      pro,
      trialOwner: await signedInStaff(ctx.server, ctx.db.database, trial),
      proOwner: await signedInStaff(ctx.server, ctx.db.database, pro),
    };
  });
  afterAll(() => world?.ctx.close());

  const current = (): PlansWorld => {
    if (world === null) throw new Error('The plans test app is ready inside tests and hooks only');
    return world;
  };
  const inject = (options: InjectOptions) => current().ctx.server.inject(options);

  return {
    get ctx() {
      return current().ctx;
    },
    get system() {
      return current().system;
    },
    get trial() {
      return current().trial;
    },
    get pro() {
      return current().pro;
    },
    get trialOwner() {
      return current().trialOwner;
    },
    get proOwner() {
      return current().proOwner;
    },
    inject,
    get: (url: string, headers: { authorization: string }) => inject({ method: 'GET', url, headers }),

    /** The platform audit log's rows for `action`. */
    platformAudit: (action: string) =>
      current()
        .ctx.db.database.unscoped()
        .selectFrom('platform_audit_log')
        .select([
          'actor_type',
          'actor_id',
          'action',
          'resource_type',
          'resource_id',
          'subject_tenant_id',
          'outcome',
        ])
        .where('action', '=', action)
        .execute(),

    /** The clinic's own audit log rows for `action`. */
    tenantAudit: (tenantId: string, action: string) =>
      current().ctx.db.database.withTenant(tenantId, (tx) =>
        tx
          .selectFrom('audit_log')
          .select(['actor_type', 'actor_id', 'action', 'resource_type', 'resource_id', 'outcome'])
          .where('action', '=', action)
          .execute(),
      ),
  };
}
