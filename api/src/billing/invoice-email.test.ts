import { buildPatient, buildPatientLogin, buildTenant } from '../test/factories';
import { createMemoryMailer } from '../test/memory-mailer';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildMember } from '../staff/staff-test-fixtures';
import { invoiceEmail } from './invoice-email';
import {
  buildBillingClinic,
  draftInvoice,
  issuedInvoice,
  pay,
  send,
  type BillingClinic,
} from './test-fixtures';

/** "Send by e-mail" (issue 17): queued, in the patient's language, with no PDF and no care in it. */
const mailer = createMemoryMailer();
let ctx: TestContext;
let billing: BillingClinic;
const EMAIL = 'ada.lovelace@example.test';

beforeAll(async () => {
  ctx = await createTestApp({ mailer, env: { PUBLIC_APP_URL: 'https://app.clinio.test' } });
  billing = await buildBillingClinic(ctx);
  await ctx.db.database.withTenant(billing.clinic.tenant.tenantId, (tx) =>
    tx.updateTable('patients').set({ email: EMAIL }).where('id', '=', billing.clinic.patientId).execute(),
  );
});
afterAll(() => ctx.close());

function clinicName(): Promise<string> {
  return ctx.db.database.withTenant(billing.clinic.tenant.tenantId, async (tx) => {
    const clinic = await tx.selectFrom('clinics').select('name').executeTakeFirstOrThrow();
    return clinic.name;
  });
}

async function sendNow(invoiceId: string) {
  await ctx.jobs.drain();
  mailer.sent.length = 0;
  const answer = await send(ctx, billing.owner, 'POST', `/api/invoices/${invoiceId}/send`);
  await ctx.jobs.drain();
  return answer;
}

it("e-mails the patient what is due and the way to the portal's bills, and audits it", async () => {
  const invoice = await issuedInvoice(ctx, billing, { due_date: '2030-01-31' });
  await pay(ctx, billing, invoice.id, 4_000);
  const answer = await sendNow(invoice.id);
  expect(answer).toEqual({ status: 200, body: { sent_to: EMAIL } });
  expect(mailer.sent.map((mail) => mail.to)).toEqual([EMAIL]);
  const mail = mailer.last(EMAIL);
  expect(mail?.subject).toBe(`Your invoice ${invoice.number} from ${await clinicName()}`);
  expect(mail?.text).toContain(`sent you invoice ${invoice.number} for $100.00.`);
  expect(mail?.text).toContain('Amount due: $60.00, by 31 January 2030.');
  expect(mail?.text).toContain('My bills: https://app.clinio.test/patient-dashboard/billing');
  // No PDF and no line of care leave by e-mail.
  expect(mail?.attachments).toBeUndefined();
  expect(mail?.text).not.toContain('Session');
  const audit = await ctx.db.database.withTenant(billing.clinic.tenant.tenantId, (tx) =>
    tx
      .selectFrom('audit_log')
      .select('action')
      .where('resource_id', '=', invoice.id)
      .where('action', '=', 'invoice.sent')
      .execute(),
  );
  expect(audit).toHaveLength(1);
});

it("writes in the language the patient's account chose", async () => {
  const tenant = billing.clinic.tenant;
  const login = await buildPatientLogin(ctx.db.database, { email: 'lucia@example.test' });
  await ctx.db.database.app
    .updateTable('patient_logins')
    .set({ locale: 'es' })
    .where('id', '=', login.id)
    .execute();
  const lucia = await buildPatient(ctx.db.database, { tenant, login });
  const invoice = await issuedInvoice(ctx, { owner: billing.owner, clinic: { patientId: lucia.id } });
  expect((await sendNow(invoice.id)).status).toBe(200);
  const mail = mailer.last('lucia@example.test');
  expect(mail?.subject).toBe(`Su factura ${invoice.number} de ${await clinicName()}`);
  expect(mail?.text).toContain('Importe pendiente: 100,00');
  expect(mail?.html).toContain('<html lang="es">');
});

it('refuses a draft, a void invoice and a patient without e-mail, sending nothing', async () => {
  const draft = await draftInvoice(ctx, billing);
  expect(await sendNow(draft.id)).toMatchObject({
    status: 409,
    body: { code: 'invoice_state', detail: 'Issue the invoice before sending it' },
  });
  const voided = await issuedInvoice(ctx, billing);
  await send(ctx, billing.owner, 'POST', `/api/invoices/${voided.id}/void`, { reason: 'Twice' });
  expect((await sendNow(voided.id)).status).toBe(409);
  const silent = await buildPatient(ctx.db.database, { tenant: billing.clinic.tenant });
  const theirs = await issuedInvoice(ctx, { owner: billing.owner, clinic: { patientId: silent.id } });
  expect(await sendNow(theirs.id)).toMatchObject({
    status: 409,
    body: { code: 'conflict', detail: 'The patient has no e-mail address: add one to their record first' },
  });
  expect(mailer.sent).toEqual([]);
});

it("is another clinic's invoice: 404, nothing sent", async () => {
  const invoice = await issuedInvoice(ctx, billing);
  const other = await buildMember(ctx.server, ctx.db.database, {
    tenant: await buildTenant(ctx.db.database),
    role: 'super_admin',
  });
  await ctx.jobs.drain();
  mailer.sent.length = 0;
  const answer = await ctx.server.inject({
    method: 'POST',
    url: `/api/invoices/${invoice.id}/send`,
    headers: other.session.headers,
  });
  expect(answer.statusCode).toBe(404);
  await ctx.jobs.drain();
  expect(mailer.sent).toEqual([]);
});

it('says so when nothing is left to pay', () => {
  const mail = invoiceEmail({
    to: 'a@example.test',
    clinicName: 'Harbour Clinic',
    number: 'INV-2026-000001',
    currency: 'USD',
    totalMinor: 5_000,
    balanceMinor: 0,
    dueDate: null,
    url: 'https://app.clinio.test/patient-dashboard/billing',
    locale: 'en',
  });
  expect(mail.text).toContain('Nothing is left to pay: this is your copy.');
});

it("keeps the e-mail in the clinic's message history, marked sent once the mail server took it", async () => {
  const invoice = await issuedInvoice(ctx, billing, { due_date: '2030-02-28' });
  await ctx.jobs.drain();
  await send(ctx, billing.owner, 'POST', `/api/invoices/${invoice.id}/send`);
  const history = () =>
    ctx.db.database.withTenant(billing.clinic.tenant.tenantId, (tx) =>
      tx
        .selectFrom('messages as m')
        .select([
          'm.id',
          'm.channel',
          'm.to_address',
          'm.subject',
          'm.status',
          'm.sent_at',
          (eb) =>
            eb
              .selectFrom('message_events as e')
              .select((inner) => inner.fn.agg<string[]>('array_agg', ['e.status']).as('steps'))
              .whereRef('e.message_id', '=', 'm.id')
              .as('steps'),
        ])
        .where('m.patient_id', '=', billing.clinic.patientId)
        .where('m.subject', 'like', `%${invoice.number ?? ''}%`)
        .execute(),
    );
  const [queued] = await history();
  expect(queued).toMatchObject({ channel: 'email', to_address: EMAIL, status: 'queued', sent_at: null });
  await ctx.jobs.drain();
  const [sent] = await history();
  expect(sent).toMatchObject({ id: queued?.id, status: 'sent', steps: ['queued', 'sent'] });
  expect(sent?.sent_at).toBeInstanceOf(Date);
});
