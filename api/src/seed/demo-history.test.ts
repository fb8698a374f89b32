import { sql } from 'kysely';
import { addProvider } from '../appointments/test-fixtures';
import { buildPatient, buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { seedDemoHistory } from './demo-history';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('fills twelve past weeks with completed visits, some no-shows and cancellations', async () => {
  const { database } = ctx.db;
  const tenant = await buildTenant(database);
  await addProvider(database, tenant, tenant.branchIds[0] ?? '', ['09:00', '12:00']);
  for (let i = 0; i < 5; i += 1) await buildPatient(database, { tenant });
  const now = new Date('2026-03-11T15:00:00Z');
  const first = await database.withTenant(tenant.tenantId, (tx) =>
    seedDemoHistory(tx, tenant.tenantId, 'UTC', now),
  );
  const { rows } = await database.withTenant(tenant.tenantId, (tx) =>
    sql<{ status: string; n: string; first: Date; last: Date }>`
      select status, count(*) as n, min(start_time) as first, max(start_time) as last
        from appointments group by status order by status`.execute(tx),
  );
  // 84 days x 4 slots of 45 minutes in 09:00-12:00, about two in three taken.
  expect(first).toBeGreaterThan(150);
  expect(first).toBeLessThan(300);
  expect(rows.map((row) => row.status)).toEqual(['cancelled', 'completed', 'no_show']);
  expect(Math.min(...rows.map((row) => row.first.getTime()))).toBeGreaterThanOrEqual(
    Date.parse('2025-12-15T00:00:00Z'),
  );
  expect(Math.max(...rows.map((row) => row.last.getTime()))).toBeLessThan(Date.parse('2026-03-09T00:00:00Z'));
});
