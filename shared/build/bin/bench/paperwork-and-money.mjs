// `pnpm bench --only forms` (section 12) and `--only billing` (section 13): issue 16's and 17's
// figures through their API tests, which `pnpm test` runs small and these run at size.
//   forms:   api/src/forms/forms-size.test.ts, 200 runs: validation of a 200-field submission
//            (target p95 <= 5 ms) and the PDF of a three-page form (target p95 <= 300 ms), each
//            beside a bare baseline of the same run
//   billing: api/src/billing/billing-size.test.ts, 1,000 payments with idempotency keys, ten at a
//            time (throughput and p95), every tenth replayed, and the invoice PDF's p95, beside
//            GET /healthz through the same server
import { runApiTestAtSize } from './import.mjs';

const FORMS_RUNS = 200;
const PAYMENTS = 1_000;

const number = (text) => Number(text);

export function formsAtSize(results) {
  console.log(
    `forms: ${String(FORMS_RUNS)} validations of a 200-field submission and PDFs of a three-page form`,
  );
  const output = runApiTestAtSize(
    'src/forms/forms-size.test.ts',
    { FORMS_TEST_RUNS: String(FORMS_RUNS) },
    'forms',
  );
  const line =
    /200-field validation p50 ([\d.]+) ms, p95 ([\d.]+) ms \(bare check p95 ([\d.]+) ms\); three-page PDF p50 ([\d.]+) ms, p95 ([\d.]+) ms \(bare one-line PDF p95 ([\d.]+) ms\)/.exec(
      output,
    );
  if (line === null) throw new Error(`the forms test printed no figures:\n${output}`);
  const [, validationP50, validationP95, bareCheck, pdfP50, pdfP95, barePdf] = line.map(number);
  results.forms = {
    runs: FORMS_RUNS,
    validation_200_fields_ms: {
      p50: validationP50,
      p95: validationP95,
      target_p95: 5,
      met: validationP95 <= 5,
    },
    bare_check_p95_ms: bareCheck,
    pdf_three_pages_ms: { p50: pdfP50, p95: pdfP95, target_p95: 300, met: pdfP95 <= 300 },
    bare_pdf_p95_ms: barePdf,
    pdf_ratio_to_bare: Math.round((pdfP95 / barePdf) * 10) / 10,
  };
  console.log(JSON.stringify(results.forms));
}

export function billingAtSize(results) {
  console.log(`billing: ${PAYMENTS.toLocaleString('en-US')} payments with idempotency keys`);
  const output = runApiTestAtSize(
    'src/billing/billing-size.test.ts',
    { BILLING_TEST_PAYMENTS: String(PAYMENTS) },
    'billing',
  );
  const line =
    /(\d+) payments, (\d+) at a time, in ([\d.]+) s \((\d+) payments\/s\), p50 ([\d.]+) ms, p95 ([\d.]+) ms; (\d+) replays answered the same; invoice PDF p50 ([\d.]+) ms, p95 ([\d.]+) ms \((\d+) renders, one at a time\); bare GET \/healthz p95 ([\d.]+) ms/.exec(
      output,
    );
  if (line === null) throw new Error(`the billing test printed no figures:\n${output}`);
  const [, payments, width, seconds, rate, p50, p95, replays, pdfP50, pdfP95, renders, bare] =
    line.map(number);
  results.billing = {
    payments,
    concurrency: width,
    seconds,
    payments_per_second: rate,
    payment_ms: { p50, p95 },
    replays_answered_the_same: replays,
    each_key_paid_once: true,
    invoice_pdf_ms: { p50: pdfP50, p95: pdfP95, renders },
    bare_healthz_p95_ms: bare,
  };
  console.log(JSON.stringify(results.billing));
}
