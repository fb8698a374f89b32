import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Invoice } from '@clinio/contracts';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildBillingClinic, issuedInvoice, line, send, type BillingClinic } from './test-fixtures';

/**
 * Issue 17's figures at size, printed for `pnpm bench --only billing` (which runs this with
 * BILLING_TEST_PAYMENTS=1000): that many payments, each with its own Idempotency-Key, ten at a
 * time through the API on the real database (throughput and latency), a replay of every tenth key
 * (the same answer, no new money), and the invoice's PDF rendered by the server one at a time;
 * each beside a bare baseline in the same run (GET /healthz through the same server, one at a time). `pnpm test` sends 40.
 * What it asserts is the money, never the time: one ledger row per key, the invoice paid exactly.
 */
const PAYMENTS = Number(process.env.BILLING_TEST_PAYMENTS ?? '40');
const CONCURRENCY = 10;
// Under the PDF routes' limit of 60 a minute per client.
const PDF_RUNS = Math.max(5, Math.min(50, Math.round(PAYMENTS / 20)));

let ctx: TestContext;
let billing: BillingClinic;

beforeAll(async () => {
  ctx = await createTestApp();
  billing = await buildBillingClinic(ctx);
});
afterAll(() => ctx.close());

/** Runs `work` for each item, `width` at a time, and answers each one's milliseconds, sorted. */
async function pooled<T>(
  items: readonly T[],
  work: (item: T) => Promise<void>,
  width = CONCURRENCY,
): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        const started = performance.now();
        await work(item);
        times.push(performance.now() - started);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

const at = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
const ms = (value: number) => value.toFixed(1);

it(`takes ${String(PAYMENTS)} payments with idempotency keys, each once, and renders the invoice PDF`, async () => {
  const invoice = await issuedInvoice(ctx, billing, { line_items: [line(PAYMENTS * 100)] });
  const keys = Array.from({ length: PAYMENTS }, () => `bench-${randomUUID()}`);
  const answers = new Map<string, string>();
  const post = (key: string) =>
    send(
      ctx,
      billing.owner,
      'POST',
      `/api/invoices/${invoice.id}/payments`,
      { amount: 100, method: 'card_terminal', reference: key.slice(0, 20) },
      { 'idempotency-key': key },
    );
  const pay = async (key: string) => {
    const paid = await post(key);
    if (paid.status !== 201) throw new Error(`payment refused: ${JSON.stringify(paid.body)}`);
    answers.set(key, JSON.stringify(paid.body));
  };
  const started = performance.now();
  const payments = await pooled(keys, pay);
  const seconds = (performance.now() - started) / 1000;

  // A replay of every tenth key answers the same and moves no money.
  const replayed = keys.filter((_, index) => index % 10 === 0);
  for (const key of replayed) {
    const again = await post(key);
    expect(JSON.stringify(again.body)).toBe(answers.get(key));
  }
  const read = await send(ctx, billing.owner, 'GET', `/api/invoices/${invoice.id}`);
  expect(read.body).toMatchObject({ status: 'paid', amount_paid: PAYMENTS * 100, balance: 0 });
  const rows = await ctx.db.database.withTenant(billing.clinic.tenant.tenantId, (tx) =>
    tx
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('invoice_id', '=', (read.body as unknown as Invoice).id)
      .where('kind', '=', 'payment')
      .executeTakeFirstOrThrow(),
  );
  expect(Number(rows.count)).toBe(PAYMENTS);

  const pdf = await pooled(
    Array.from({ length: PDF_RUNS }),
    async () => {
      const answer = await ctx.server.inject({
        method: 'GET',
        url: `/api/invoices/${invoice.id}/pdf`,
        headers: billing.owner.session.headers,
      });
      if (answer.statusCode !== 200 || !answer.rawPayload.subarray(0, 5).equals(Buffer.from('%PDF-')))
        throw new Error(`no PDF: ${String(answer.statusCode)}`);
    },
    1,
  );
  const bare = await pooled(
    Array.from({ length: PAYMENTS }),
    async () => {
      await ctx.server.inject({ method: 'GET', url: '/healthz' });
    },
    1,
  );

  console.log(
    `billing at size: ${String(PAYMENTS)} payments, ${String(CONCURRENCY)} at a time, in ` +
      `${seconds.toFixed(2)} s (${String(Math.round(PAYMENTS / seconds))} payments/s), p50 ` +
      `${ms(at(payments, 0.5))} ms, p95 ${ms(at(payments, 0.95))} ms; ${String(replayed.length)} replays ` +
      `answered the same; invoice PDF p50 ${ms(at(pdf, 0.5))} ms, p95 ${ms(at(pdf, 0.95))} ms ` +
      `(${String(PDF_RUNS)} renders, one at a time); bare GET /healthz p95 ${ms(at(bare, 0.95))} ms`,
  );
});
