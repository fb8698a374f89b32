import { spawn } from 'node:child_process';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { bookRowanInDialog, clickSlot, dayUrl, slotAt, weekday, zoned } from '../support/calendar';
import {
  CLUSTER_LOGIN_LIMIT,
  CLUSTER_OUTBOX,
  CLUSTER_URL,
  clusterApis,
  startCluster,
  type ClusterApi,
} from '../support/cluster';
import { createPatient, schedulingResources, staffHeaders, uniqueName } from '../support/factories';
import { expect, remoteArea, test } from '../support/fixtures';
import { DEMO_PASSWORD, signInStaffHome } from '../support/identity';
import { outboxNames, waitForMail } from '../support/outbox';
import { REPO_ROOT } from '../support/product-server';

/**
 * Issue 20: the built product as `pnpm start:cluster` runs it, three API processes behind nginx
 * (TLS) and PgBouncer in transaction mode (ADR 066). The first process works no jobs, so a job it
 * enqueues can only be worked by another.
 */
test.describe.configure({ mode: 'serial' });

let cluster: { stop: () => Promise<void> } | null = null;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startCluster();
});

test.afterAll(async () => {
  await cluster?.stop();
});

const instanceOf = (response: APIResponse) => response.headers()['x-clinio-instance'];

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('through the balancer: the owner signs in on TLS, books from the calendar, finds the patient and opens the chart', async ({
  page,
  request,
  pageErrors,
}) => {
  const headers = await staffHeaders(request, 'owner');
  const resources = await schedulingResources(request, headers);
  const provider = resources.providers.find((candidate) => candidate.name === 'Priya Shah')!;
  const family = uniqueName('Clu');
  await createPatient(request, headers, {
    first_name: 'Rowan',
    last_name: family,
    date_of_birth: '1988-04-12',
  });

  await page.setViewportSize({ width: 1536, height: 1000 });
  await signInStaffHome(page, 'owner');
  // Behind TLS every cookie the API sets is Secure (it believes X-Forwarded-Proto from nginx only).
  const cookies = await page.context().cookies();
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) expect(cookie, cookie.name).toMatchObject({ secure: true });

  await page.goto(dayUrl(weekday(1), provider.id));
  await clickSlot(page, await slotAt(page, '10:00'));
  await bookRowanInDialog(page, family);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Patients' }).click();
  const patients = remoteArea(page, 'patients');
  await patients.getByRole('searchbox', { name: 'Search patients' }).fill(family);
  // The search settles into the URL before the list is final; a click before that can be lost.
  await expect(page).toHaveURL(/search=/);
  const found = patients.getByRole('link', { name: `Rowan ${family}` });
  await expect(found).toBeVisible();
  await found.click();
  await expect(page).toHaveURL(/\/dashboard\/patients\/[0-9a-f-]{36}$/);
  await expect(patients.getByRole('heading', { level: 1, name: `Rowan ${family}` })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('quality bar 17 through the balancer: 50 concurrent bookings of one slot, on three processes, give exactly one', async ({
  request,
}) => {
  const headers = await staffHeaders(request, 'owner');
  const resources = await schedulingResources(request, headers);
  const provider = resources.providers.find((candidate) => candidate.name === 'Priya Shah')!;
  const branch = resources.branches[0]!;
  const patient = await createPatient(request, headers, {
    first_name: 'Rowan',
    last_name: uniqueName('Race'),
    date_of_birth: '1990-01-01',
  });
  const date = weekday(2);
  const body = {
    patient_id: patient.id,
    provider_id: provider.id,
    branch_id: branch.id,
    appointment_type: provider.appointment_types[0],
    start_time: zoned(date, '14:00', branch.timezone),
    end_time: zoned(date, '14:30', branch.timezone),
    allow_outside_hours: true,
  };
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => request.post('/api/appointments/', { headers, data: body })),
  );
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(49);
  expect(new Set(answers.map(instanceOf))).toEqual(new Set(['api-1', 'api-2', 'api-3']));
});

test('tenancy through the balancer and the pooler: two clinics interleaved on shared server connections never see each other', async ({
  request,
}) => {
  // PgBouncer in transaction mode hands one server connection to many clients in turn, so a tenant
  // that outlived its transaction (a session-level SET instead of the transaction's own) would show
  // up here as the other clinic's patient in a list, or as a 200 on the other clinic's chart.
  const clinics = await Promise.all(
    ['owner', 'owner2'].map(async (username) => {
      const headers = await staffHeaders(request, username);
      const family = uniqueName('Ten');
      const patient = await createPatient(request, headers, { first_name: 'Quinn', last_name: family });
      return { headers, family, patient };
    }),
  );
  const [demo, northside] = clinics as [(typeof clinics)[0], (typeof clinics)[0]];
  const marker = (family: string) => family.slice(0, 3);
  expect(marker(demo.family)).toBe(marker(northside.family));

  const instances = new Set<string | undefined>();
  const rounds = Array.from({ length: 30 }, async (_, round) => {
    const [self, other] = round % 2 === 0 ? [demo, northside] : [northside, demo];
    const [list, chart, foreign] = await Promise.all([
      request.get(`/api/patients/?search=${encodeURIComponent(self.family)}&limit=5`, {
        headers: self.headers,
      }),
      request.get(`/api/patients/${self.patient.id}`, { headers: self.headers }),
      request.get(`/api/patients/${other.patient.id}`, { headers: self.headers }),
    ]);
    for (const answer of [list, chart, foreign]) instances.add(instanceOf(answer));
    expect(list.status()).toBe(200);
    const { results } = (await list.json()) as { results: { id: string }[] };
    expect(results.map((row) => row.id)).toEqual([self.patient.id]);
    expect(chart.status()).toBe(200);
    expect(((await chart.json()) as { id: string }).id).toBe(self.patient.id);
    expect(foreign.status()).toBe(404);
  });
  await Promise.all(rounds);
  // The other clinic's family name finds nothing either: search is scoped, not only the chart.
  const crossed = await request.get(`/api/patients/?search=${encodeURIComponent(northside.family)}`, {
    headers: demo.headers,
  });
  expect(((await crossed.json()) as { results: unknown[] }).results).toEqual([]);
  expect(instances).toEqual(new Set(['api-1', 'api-2', 'api-3']));
});

test('a job enqueued on the process that works no jobs is worked once by another', async ({ request }) => {
  const apis = await clusterApis();
  const webOnly = apis.find((api) => !api.jobWorkers)!;
  const before = await outboxNames(CLUSTER_OUTBOX);
  // Straight to that process, past the balancer.
  const asked = await request.post(`http://127.0.0.1:${webOnly.port}/api/forgot-password`, {
    data: { email: 'frontdesk@demo.test' },
  });
  expect(asked.status()).toBe(202);
  expect(instanceOf(asked)).toBe(webOnly.name);
  const mail = await waitForMail((candidate) => candidate.to === 'frontdesk@demo.test', {
    before,
    dir: CLUSTER_OUTBOX,
  });
  expect(mail.text).toContain('/reset-password');
  // Once: nothing more arrives for that address.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const after = [...(await outboxNames(CLUSTER_OUTBOX))].filter((name) => !before.has(name));
  expect(after).toHaveLength(1);
});

test('SIGTERM to one process under 50 connections: no request fails, and it exits within 10 s', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await staffHeaders(request, 'owner');
  const apis = await clusterApis();
  const victim = apis.find((api) => api.name === 'api-2')! as ClusterApi & { pid: number };
  const load = spawn(
    path.join(REPO_ROOT, 'shared', 'build', 'node_modules', '.bin', 'autocannon'),
    [
      '--json',
      '-c',
      '50',
      '-d',
      '8',
      '-H',
      `Authorization=${headers.Authorization}`,
      `${CLUSTER_URL}/api/patients/?search=Okoye`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let json = '';
  let errors = '';
  load.stdout.on('data', (chunk: Buffer) => (json += chunk.toString()));
  load.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const finished = new Promise<number | null>((resolve) => load.once('exit', resolve));

  await new Promise((resolve) => setTimeout(resolve, 2_500));
  process.kill(victim.pid, 'SIGTERM');
  // Gone within 10 s of the signal, or the poll fails.
  await expect.poll(() => processAlive(victim.pid), { timeout: 10_000, intervals: [100] }).toBe(false);

  expect(await finished, errors).toBe(0);
  const result = JSON.parse(json) as {
    requests: { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  };
  expect(result.requests.total).toBeGreaterThan(100);
  expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
    errors: 0,
    timeouts: 0,
    non2xx: 0,
  });
  // The cluster starts it again, so three serve once more.
  await expect
    .poll(async () => (await clusterApis()).find((api) => api.name === 'api-2')?.pid ?? null, {
      timeout: 60_000,
    })
    .not.toBe(victim.pid);
  await expect
    .poll(async () => (await clusterApis()).find((api) => api.name === 'api-2')?.pid ?? null, {
      timeout: 60_000,
    })
    .not.toBeNull();
});

test('rate limits are shared: an account locks across three processes, and a client cannot pick its own address', async ({
  request,
}) => {
  // The process restarted above is back in the balancer's rotation (its failure is forgotten).
  await expect
    .poll(
      async () => {
        const answers = await Promise.all(Array.from({ length: 6 }, () => request.get('/readyz')));
        return new Set(answers.map(instanceOf)).size;
      },
      { timeout: 20_000 },
    )
    .toBe(3);
  // The account throttle (ADR 024): five failures, wherever they land, lock the sixth.
  const username = uniqueName('nobody').toLowerCase();
  const tries: APIResponse[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    tries.push(await request.post('/api/login', { data: { username, password: `${DEMO_PASSWORD}-wrong` } }));
  }
  expect(tries.slice(0, 5).map((answer) => answer.status())).toEqual([401, 401, 401, 401, 401]);
  expect(tries[5]!.status()).toBe(429);
  expect(new Set(tries.map(instanceOf)).size).toBe(3);

  // The per-address sign-in limit, with each request claiming another X-Forwarded-For: the
  // balancer overwrites it, and the three processes count in one place. Three limits kept in each
  // process's memory would let all 100 through; one shared limit refuses at least 100 - 2 x 40
  // even if a window turns over during the burst.
  const burst = await Promise.all(
    Array.from({ length: 100 }, (_, index) =>
      request.post('/api/login', {
        headers: { 'X-Forwarded-For': `203.0.113.${index + 1}` },
        data: { username: `${username}-${index}`, password: 'not the password' },
      }),
    ),
  );
  const refused = burst.filter((answer) => answer.status() === 429).length;
  expect(refused).toBeGreaterThanOrEqual(100 - 2 * CLUSTER_LOGIN_LIMIT);
  expect(burst.every((answer) => [401, 429].includes(answer.status()))).toBe(true);
  expect(new Set(burst.map(instanceOf)).size).toBe(3);
});
