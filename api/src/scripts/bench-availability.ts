import { loadavg } from 'node:os';
import { addLocalDays, localDateOf } from '@clinio/contracts';
import { sql, type KyselyPlugin } from 'kysely';
import { findAvailableSlots } from '../availability/availability';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config/config';
import { connectDatabase } from '../db/connect';
import { createDatabase, type Database } from '../db/database';
import { APP_ROLE, SYSTEM_ROLE, urlForRole } from '../db/roles';
import { insertActiveStaff, provisionTenant } from '../tenancy/provision';

/**
 * `pnpm bench`'s availability figures (quality bar 25), on the database the API would use
 * (DATA_DIR's embedded PostgreSQL): a bench clinic with one branch (New York), ten providers
 * working 09:00-17:00 on weekdays offering a 30-minute consultation, two rooms, and four live
 * appointments a day per provider over the coming 31 days; then `findAvailableSlots` for 30 days
 * and all ten providers, in a withTenant transaction as the request role, timed at the client
 * with its SQL statements counted. Prints one JSON object with what the HTTP part needs.
 */
export const BENCH_AVAILABILITY_TENANT_ID = 'b3c4e000-0000-4000-8000-00000000a0a1';
const USERNAME = 'benchsched';
const PASSWORD = 'Clinio!bench1';
const ZONE = 'America/New_York';
const RUNS = Number(process.env.BENCH_AVAILABILITY_RUNS ?? 200);

async function ensureTenant(database: Database): Promise<string> {
  const tenantId = BENCH_AVAILABILITY_TENANT_ID;
  const existing = await database.withTenant(tenantId, (tx) =>
    tx.selectFrom('branches').select('id').where('tenant_id', '=', tenantId).executeTakeFirst(),
  );
  if (existing) {
    await seedWeeks(database, existing.id);
    return existing.id;
  }
  const passwordHash = await hashPassword(PASSWORD);
  const tenant = await provisionTenant(
    database,
    {
      tenantId,
      slug: 'bench-scheduling',
      name: 'Bench Scheduling Clinic',
      clinicCode: 'BSCH0001',
      timezone: ZONE,
      plan: { plan: 'pro', status: 'active' },
      branches: [{ name: 'Bench Scheduling Main' }],
    },
    async (tx, t) => {
      await insertActiveStaff(tx, {
        tenantId,
        roleId: t.roleIds.front_desk,
        branchIds: t.branchIds,
        username: USERNAME,
        email: 'benchsched@bench.test',
        firstName: 'Bench',
        lastName: 'Scheduler',
        passwordHash,
        emailVerified: true,
      });
      for (let i = 1; i <= 10; i += 1) {
        await insertActiveStaff(tx, {
          tenantId,
          roleId: t.roleIds.provider,
          branchIds: t.branchIds,
          username: `benchdoc${i}`,
          email: `benchdoc${i}@bench.test`,
          firstName: 'Doctor',
          lastName: `Bench ${String(i).padStart(2, '0')}`,
          passwordHash,
          emailVerified: true,
        });
      }
    },
  );
  const branchId = tenant.branchIds[0] as string;
  await database.withTenant(tenantId, async (tx) => {
    await sql`update branches set timezone = ${ZONE} where tenant_id = ${tenantId}`.execute(tx);
    await sql`insert into booking_settings (tenant_id) values (${tenantId}) on conflict do nothing`.execute(
      tx,
    );
    await sql`insert into appointment_types (tenant_id, key, name, duration_minutes)
              values (${tenantId}, 'consultation', 'Consultation', 30) on conflict do nothing`.execute(tx);
    await sql`insert into rooms (tenant_id, branch_id, name) values (${tenantId}, ${branchId}, 'Room 1'), (${tenantId}, ${branchId}, 'Room 2')`.execute(
      tx,
    );
    await sql`insert into branch_hours (tenant_id, branch_id, weekday, opens, closes)
              select ${tenantId}, ${branchId}, d, '08:00', '18:00' from generate_series(1, 5) d`.execute(tx);
    await sql`insert into provider_hours (tenant_id, provider_id, branch_id, weekday, starts, ends)
              select u.tenant_id, u.id, ${branchId}, d, '09:00', '17:00'
                from staff_users u cross join generate_series(1, 5) d
               where u.tenant_id = ${tenantId} and u.username like 'benchdoc%'`.execute(tx);
    await sql`insert into provider_appointment_types (tenant_id, provider_id, appointment_type_id)
              select u.tenant_id, u.id, t.id from staff_users u
                join appointment_types t on t.tenant_id = u.tenant_id and t.key = 'consultation'
               where u.tenant_id = ${tenantId} and u.username like 'benchdoc%'`.execute(tx);
    await sql`insert into patients (tenant_id, first_name, last_name) values (${tenantId}, 'Bench', 'Patient')`.execute(
      tx,
    );
  });
  await seedWeeks(database, branchId);
  return branchId;
}

/** Four live appointments a weekday per provider from today over 31 days (kept between runs). */
async function seedWeeks(database: Database, branchId: string): Promise<void> {
  const tenantId = BENCH_AVAILABILITY_TENANT_ID;
  await database.withTenant(tenantId, async (tx) => {
    await sql`
      insert into appointments (tenant_id, patient_id, provider_id, branch_id, appointment_type,
                                start_time, end_time, blocked_from, blocked_to)
      select ${tenantId}, p.id, u.id, ${branchId}, 'consultation', s.at, s.at + interval '30 minutes',
             s.at, s.at + interval '30 minutes'
        from staff_users u
        cross join (select id from patients where tenant_id = ${tenantId} limit 1) p
        cross join lateral (
          select ((d::date + t) at time zone ${ZONE}) as at
            from generate_series(current_date, current_date + 31, interval '1 day') d
           cross join (values (time '09:00'), (time '10:30'), (time '13:00'), (time '15:30')) as v (t)
           where extract(isodow from d) between 1 and 5
        ) s
       where u.tenant_id = ${tenantId} and u.username like 'benchdoc%'
      on conflict do nothing`.execute(tx);
  });
}

const round = (value: number) => Math.round(value * 100) / 100;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main() {
  const config = loadConfig();
  const log = (message: string) => console.error(message);
  const connected = await connectDatabase(config, log);
  const database = createDatabase({
    appUrl: urlForRole(connected.ownerUrl, APP_ROLE),
    systemUrl: urlForRole(connected.ownerUrl, SYSTEM_ROLE),
    poolMax: 2,
  });
  try {
    // The appointments insert may hit the exclusion constraint on a re-run: kept rows stay.
    const branchId = await ensureTenant(database).catch(async (error: unknown) => {
      if ((error as { code?: string }).code !== '23P01') throw error;
      const row = await database.withTenant(BENCH_AVAILABILITY_TENANT_ID, (tx) =>
        tx.selectFrom('branches').select('id').executeTakeFirstOrThrow(),
      );
      return row.id;
    });
    const startDate = addLocalDays(localDateOf(Date.now(), ZONE), 1);
    const query = {
      appointment_type: 'consultation',
      branch_id: branchId,
      start_date: startDate,
      end_date: addLocalDays(startDate, 29),
    };
    let statements = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        statements += 1;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    };
    const times: number[] = [];
    let slots = 0;
    let providers = 0;
    for (let i = 0; i < RUNS + 20; i += 1) {
      statements = 0;
      const started = performance.now();
      const answer = await database.withTenant(BENCH_AVAILABILITY_TENANT_ID, (tx) =>
        findAvailableSlots(tx.withPlugin(counter), BENCH_AVAILABILITY_TENANT_ID, query, { forPublic: false }),
      );
      if (i >= 20) times.push(performance.now() - started);
      slots = answer.slots.length;
      providers = new Set(answer.slots.map((s) => s.provider_id)).size;
    }
    const sorted = times.toSorted((a, b) => a - b);
    console.log(
      JSON.stringify({
        loadAverage1m: round(loadavg()[0] ?? 0),
        username: USERNAME,
        password: PASSWORD,
        path: `/api/availability?${new URLSearchParams(query).toString()}`,
        inProcess: {
          runs: RUNS,
          days: 30,
          providers,
          slots,
          sqlRoundTrips: statements,
          ms: {
            p50: round(percentile(sorted, 0.5)),
            p95: round(percentile(sorted, 0.95)),
            p99: round(percentile(sorted, 0.99)),
          },
        },
      }),
    );
  } finally {
    await database.close();
    await connected.database.close();
    await connected.stopServer();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
