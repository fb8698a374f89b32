import { randomUUID } from 'node:crypto';
import { DEFAULT_PLAN_MATRIX, FeatureLockedErrorBody, matrixCellOf } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import {
  buildSystemAdmin,
  buildTenant,
  type SignedIn,
  signInSystemAdmin,
  type SystemSignedIn,
} from '../test/factories';
import { FORMS_FAMILY, formSamples } from '../forms/route-samples';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildTrialTenant, signedInStaff } from './test-fixtures';

/**
 * ADR 016 on the server, enumerated from the route table rather than hand-picked: every route that
 * declares a plan-gated feature refuses a clinic whose plan lacks that feature (403 feature_locked,
 * naming the feature and the plan that unlocks it), and lets a clinic whose plan has it through.
 */
let ctx: TestContext;
let system: SystemSignedIn;
let trialOwner: SignedIn;
let proOwner: SignedIn;
let proClinicId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  system = await signInSystemAdmin(ctx.server, await buildSystemAdmin(ctx.db.database));
  trialOwner = await signedInStaff(ctx.server, ctx.db.database, await buildTrialTenant(ctx.db.database));
  const pro = await buildTenant(ctx.db.database);
  proClinicId = pro.clinicId;
  proOwner = await signedInStaff(ctx.server, ctx.db.database, pro);
});
afterAll(() => ctx.close());

/** A valid body for routes that need one, so the call reaches the gate rather than validation. */
const SAMPLE_BODIES: Record<string, unknown> = {
  'POST /api/subscription/change-plan': { plan: 'pro' },
  'POST /api/provider-notes': { patient_id: randomUUID() },
  'POST /api/note-templates': { name: 'Gate probe', sections: ['Findings'] },
  'PATCH /api/provider-notes/:id': { version: 1, sections: {} },
  'POST /api/provider-notes/:id/sign': { version: 1 },
  'POST /api/provider-notes/:id/addenda': { text: 'Gate probe' },
  'POST /api/message-templates': { name: 'Gate probe', channel: 'sms', body: 'Gate probe' },
  'PUT /api/message-templates/:id': { name: 'Gate probe', channel: 'sms', body: 'Gate probe' },
  'POST /api/message-templates/preview': { channel: 'sms', body: 'Gate probe' },
  'POST /api/reminder-rules': { name: 'Gate probe', template_id: randomUUID() },
  'PUT /api/reminder-rules/:id': { name: 'Gate probe', template_id: randomUUID() },
  'PUT /api/messaging-settings': { quiet_start: '21:00', quiet_end: '08:00' },
  'POST /api/messages': { patient_id: randomUUID(), channel: 'sms', body: 'Gate probe' },
  'POST /api/phone-numbers': { number: 'Gate probe' },
  'POST /api/phone-numbers/purchase': { e164: '+18605550177' },
  'POST /api/campaigns': { name: 'Gate probe', template_id: randomUUID() },
  'POST /api/campaigns/audience-preview': { audience: {} },
  'POST /api/brand-registrations': {
    legal_name: 'Gate probe',
    ein: '12-3456789',
    address: 'Gate probe',
    contact_email: 'gate@probe.example',
  },
  'POST /api/brand-registrations/:id/campaigns': {
    use_case: 'ACCOUNT_NOTIFICATION',
    description: 'Gate probe: appointment reminders for the patients of the clinic.',
    message_flow: 'Gate probe: patients agree to texts when they book a visit online.',
    sample_messages: ['Gate probe reminder. Reply STOP to opt out.', 'Gate probe confirmation text.'],
    phone_number_ids: [randomUUID()],
  },
  'POST /api/dev/messaging/run-due': { until: new Date(Date.now() + 3_600_000).toISOString() },
  'POST /api/invoices': { patient_id: randomUUID() },
  'POST /api/invoices/:id/void': { reason: 'Gate probe' },
  'POST /api/invoices/:id/payments': { amount: 100, method: 'cash' },
  'POST /api/invoices/:id/credits': { amount: 100, reason: 'Gate probe' },
  'POST /api/payments/:id/refunds': { amount: 100 },
  'PUT /api/billing/settings': { currency: 'USD' },
  'POST /api/billing/tax-rates': { name: 'Gate probe', rate_bps: 825 },
  'PUT /api/phone-numbers/:id': { branch_id: null },
  'POST /api/integrations/google/callback': { code: 'gate-probe', state: 'gate-probe-state-0123456789' },
  'POST /api/integrations/zoom/callback': { code: 'gate-probe', state: 'gate-probe-state-0123456789' },
  'PUT /api/integrations/google/calendar': { calendar_id: 'primary' },
};

/** A concrete URL for routes whose path or query must be valid to reach the gate. */
const SAMPLE_URLS: Record<string, string> = {
  'GET /api/analytics/overview': '/api/analytics/overview?from=2026-11-01&to=2026-11-27',
  'GET /api/analytics/reports/:section': '/api/analytics/reports/visits?from=2026-11-01&to=2026-11-27',
  'GET /api/analytics/system': '/api/analytics/system?from=2026-11-01&to=2026-11-27',
};

const gated = () => ctx.routes.filter((route) => route.feature !== undefined && route.method !== 'HEAD');

/** The forms and consents routes' own samples (typed path parameters, query strings), ids random. */
function formsSample(route: { method: string; url: string }) {
  if (!FORMS_FAMILY.test(route.url)) return undefined;
  const id = randomUUID();
  return formSamples({
    clinicId: proClinicId,
    patientId: id,
    templateId: id,
    consentId: id,
    signedConsentId: id,
    submissionId: id,
    portalPatientId: id,
    portalConsentId: id,
  })[`${route.method} ${route.url}`];
}

function call(
  route: { method: string; url: string },
  signedIn: SignedIn,
): Promise<{ statusCode: number; json(): unknown }> {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const sample = formsSample(route);
  if (sample !== undefined) {
    return ctx.server.inject({
      method: route.method as InjectOptions['method'],
      url: sample.url,
      headers: { ...signedIn.headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      ...(hasBody ? { payload: JSON.stringify(sample.payload ?? {}) } : {}),
    });
  }
  const request: InjectOptions = {
    method: route.method,
    url: SAMPLE_URLS[`${route.method} ${route.url}`] ?? route.url.replace(/:[A-Za-z_]+/g, randomUUID()),
    headers: { ...signedIn.headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { payload: JSON.stringify(SAMPLE_BODIES[`${route.method} ${route.url}`] ?? {}) } : {}),
  };
  return ctx.server.inject(request);
}

async function setTrialCell(featureKey: string, isEnabled: boolean) {
  const response = await ctx.server.inject({
    method: 'PUT',
    url: '/api/system-admin/plan-matrix',
    headers: system.headers,
    payload: { cells: [{ feature_key: featureKey, plan: 'trial', is_enabled: isEnabled }] },
  });
  expect(response.statusCode).toBe(200);
}

it('has gated routes for the audit log, settings, plan changes, notes, forms, consents, messaging, billing, analytics and integrations', () => {
  const features = new Set(gated().map((route) => route.feature));
  expect(features).toEqual(
    new Set([
      'audit_logging',
      'clinic_settings',
      'user_settings',
      'subscription_management',
      'provider_notes',
      'forms_management',
      'consent_management',
      'templates',
      'reminders',
      'messaging',
      'phone_numbers',
      'brand_registration',
      'clinical_billing',
      'tax_management',
      'stripe_connect',
      'payment_processing',
      'basic_analytics',
      'system_analytics',
      'integrations',
      'telemedicine',
    ]),
  );
  for (const route of gated()) expect(['staff', 'super_admin']).toContain(route.access);
});

it('refuses every gated route to a clinic whose plan lacks the feature (403 feature_locked)', async () => {
  const failures: string[] = [];
  const features = [...new Set(gated().map((route) => route.feature ?? ''))];
  for (const feature of features) {
    // The trial lacks the feature for the length of this step (most of them are on the trial).
    await setTrialCell(feature, false);
    for (const route of gated().filter((item) => item.feature === feature)) {
      const response = await call(route, trialOwner);
      const body = FeatureLockedErrorBody.safeParse(response.json());
      if (
        response.statusCode !== 403 ||
        !body.success ||
        body.data.feature_key !== feature ||
        body.data.requiredPlan === null ||
        body.data.requiredPlan === 'trial' ||
        body.data.upgrade?.plan !== body.data.requiredPlan
      ) {
        failures.push(
          `${route.method} ${route.url} → ${response.statusCode} ${JSON.stringify(response.json())}`,
        );
      }
    }
    await setTrialCell(feature, matrixCellOf(DEFAULT_PLAN_MATRIX, feature, 'trial')?.is_enabled ?? false);
  }
  expect(failures).toEqual([]);
});

it('lets every gated route through for a clinic whose plan has the feature', async () => {
  const failures: string[] = [];
  for (const route of gated()) {
    const response = await call(route, proOwner);
    // Past the gate, a route about one record answers for that (random) id: 404, or a field error.
    // The integrations' routes are about the caller's own connection, which the probe clinic lacks.
    const namesRecord =
      route.url.includes(':') ||
      formsSample(route) !== undefined ||
      route.url.startsWith('/api/integrations/');
    const passed = response.statusCode < 300 || (namesRecord && response.statusCode === 404);
    // A refused input past the gate: a field, or an OAuth state no connect of this session made.
    const refusedInput =
      response.statusCode === 400 &&
      ['validation_error', 'oauth_state_invalid'].includes((response.json() as { code?: string }).code ?? '');
    if (!passed && !refusedInput) failures.push(`${route.method} ${route.url} → ${response.statusCode}`);
  }
  expect(failures).toEqual([]);
});
