import { SYSTEM_ROLES } from '@clinio/contracts';
import type { RouteRow } from '../app';
import { buildPatient, buildPatientLogin, signInPatient } from '../test/factories';
import {
  expectStatusOnEach,
  expectUnauthenticatedBeforeBody,
  forgedToken,
  sampleFor,
  type SampleRequest,
} from '../test/route-access';
import { createTestApp, type TestContext } from '../test/test-app';
import { auditActions, buildMember, patientHeaders, type Member } from '../staff/staff-test-fixtures';
import { BILLING_FAMILY, billingSamples } from './route-samples';
import { buildBillingClinic, draftInvoice, issuedInvoice, pay, type BillingClinic } from './test-fixtures';

/**
 * Quality bar 4 for the billing routes, enumerated from the route table: every staff route refuses
 * a patient token and each role without its permission (audited) and needs its feature; the
 * portal's routes refuse staff and answer another patient's record with 404.
 */
let ctx: TestContext;
let routes: RouteRow[];
let billing: BillingClinic;
let owner: Member;
let samples: Record<string, SampleRequest>;

beforeAll(async () => {
  ctx = await createTestApp();
  billing = await buildBillingClinic(ctx);
  owner = billing.owner;
  const login = await buildPatientLogin(ctx.db.database);
  const portalPatientId = (await buildPatient(ctx.db.database, { tenant: owner.tenant, login })).id;
  const invoice = await issuedInvoice(ctx, billing);
  const portalInvoice = await issuedInvoice(ctx, billing, { patient_id: portalPatientId });
  samples = billingSamples({
    patientId: billing.clinic.patientId,
    invoiceId: invoice.id,
    draftId: (await draftInvoice(ctx, billing)).id,
    paymentId: (await pay(ctx, billing, invoice.id, 500)).entry.id,
    portalPatientId,
    portalInvoiceId: portalInvoice.id,
  });
  routes = ctx.routes.filter((route) => BILLING_FAMILY.test(route.url) && route.method !== 'HEAD');
});
afterAll(() => ctx.close());

const sample = (route: RouteRow) => sampleFor(route, samples);
const staffRoutes = () => routes.filter((route) => route.access === 'staff');

it('declares every route of the family, each staff route with a permission and its feature', () => {
  expect(routes.length).toBe(25);
  for (const route of routes) {
    expect(() => sample(route)).not.toThrow();
    if (route.access !== 'staff') continue;
    expect(route.permission).toMatch(/^(billing_read|billing_manage|settings_manage)$/);
    expect(route.feature).toMatch(/^(clinical_billing|tax_management|stripe_connect|payment_processing)$/);
  }
  expect(routes.filter((route) => route.access === 'patient')).toHaveLength(3);
  expect(routes.filter((route) => route.access === 'public').map((route) => route.url)).toEqual([
    '/api/stripe/webhook',
  ]);
});

it('answers 401 to no token and to a forged one before reading a bad body', async () => {
  const guarded = routes.filter((route) => route.access !== 'public');
  const forged = forgedToken(owner.session.tokens.access_token);
  expect(await expectUnauthenticatedBeforeBody(ctx.server, guarded, sample, forged)).toBeGreaterThan(
    guarded.length * 2,
  );
});

it('refuses a patient token on every staff route (403)', async () => {
  await expectStatusOnEach(ctx.server, staffRoutes(), sample, await patientHeaders(ctx.services.keys), 403);
});

it('refuses a staff token on the portal routes (403)', async () => {
  const portal = routes.filter((route) => route.access === 'patient');
  await expectStatusOnEach(ctx.server, portal, sample, owner.session.headers, 403);
});

it("answers another patient's record with 404 on every portal route", async () => {
  const login = await buildPatientLogin(ctx.db.database);
  await buildPatient(ctx.db.database, { tenant: owner.tenant, login });
  const session = await signInPatient(ctx.server, login);
  for (const route of routes.filter((item) => item.access === 'patient')) {
    const response = await ctx.server.inject({ ...sample(route), headers: session.headers });
    expect({ url: route.url, status: response.statusCode }).toEqual({ url: route.url, status: 404 });
  }
});

it('refuses each role wherever its permissions fall short (403), and audits it', async () => {
  let checked = 0;
  let expected = 0;
  for (const role of ['front_desk', 'billing', 'provider'] as const) {
    const member = await buildMember(ctx.server, ctx.db.database, { tenant: owner.tenant, role });
    const permissions: readonly string[] = SYSTEM_ROLES[role].permissions;
    const refused = staffRoutes().filter((route) => !permissions.includes(route.permission ?? ''));
    expected += refused.length;
    checked += await expectStatusOnEach(ctx.server, refused, sample, member.session.headers, 403);
  }
  expect(checked).toBe(expected);
  expect(checked).toBeGreaterThan(20);
  const denials = (await auditActions(ctx.db.database, owner.tenant.tenantId)).filter(
    (row) => row.action === 'access.denied' && row.actor_id !== owner.id,
  );
  expect(denials).toHaveLength(checked);
});
