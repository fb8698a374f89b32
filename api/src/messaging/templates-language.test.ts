import { buildPatientLogin } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { scheduleReminders } from './reminder-schedule';
import { bookMessagingVisit, buildMessagingClinic, type MessagingClinic } from './test-fixtures';

/**
 * A template's Spanish text (issue 22, ADR 060) on real PostgreSQL: checked like its own text, and
 * what a patient whose account reads Spanish is sent, with the visit's date in Spanish; every
 * other patient gets the template's own text.
 */
let ctx: TestContext;
let spanish: MessagingClinic;
let english: MessagingClinic;
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await createTestApp();
  spanish = await buildMessagingClinic(ctx.server, ctx.db.database);
  english = await buildMessagingClinic(ctx.server, ctx.db.database);
  // Maria's portal account reads Spanish.
  const login = await buildPatientLogin(ctx.db.database);
  await ctx.db.database.app
    .updateTable('patient_logins')
    .set({ locale: 'es' })
    .where('id', '=', login.id)
    .execute();
  await ctx.db.database.withTenant(spanish.tenant.tenantId, (tx) =>
    tx
      .insertInto('patient_clinic_links')
      .values({
        tenant_id: spanish.tenant.tenantId,
        login_id: login.id,
        patient_id: spanish.patientId,
        clinic_id: spanish.tenant.clinicId,
      })
      .execute(),
  );
});
afterAll(() => ctx.close());

const TEMPLATE = {
  name: 'Day-before e-mail',
  channel: 'email',
  subject: 'Your visit on {{appointment_date}}',
  body: 'Hello {{patient_first_name}}, see you on {{appointment_date}} at {{appointment_time}}.',
  subject_es: 'Su cita del {{appointment_date}}',
  body_es: 'Hola {{patient_first_name}}, le esperamos el {{appointment_date}} a las {{appointment_time}}.',
};

async function remindersOf(clinic: MessagingClinic) {
  const headers = clinic.owner.session.headers;
  const template = await ctx.server.inject({
    method: 'POST',
    url: '/api/message-templates',
    headers,
    payload: TEMPLATE,
  });
  expect(template.statusCode).toBe(201);
  expect(template.json()).toMatchObject({ subject_es: TEMPLATE.subject_es, body_es: TEMPLATE.body_es });
  const rule = await ctx.server.inject({
    method: 'POST',
    url: '/api/reminder-rules',
    headers,
    payload: {
      name: 'A day before',
      template_id: template.json<{ id: string }>().id,
      trigger: 'before',
      offset_minutes: 1440,
    },
  });
  expect(rule.statusCode).toBe(201);
  await bookMessagingVisit(ctx.db.database, clinic, new Date(Date.now() + 50 * HOUR));
  return ctx.db.database.withTenant(clinic.tenant.tenantId, async (tx) => {
    await scheduleReminders(ctx.services, tx, clinic.tenant.tenantId);
    return tx.selectFrom('messages').select(['subject', 'body']).where('rule_id', 'is not', null).execute();
  });
}

it('sends the Spanish text, with the date in Spanish, to a patient whose account reads Spanish', async () => {
  const [reminder] = await remindersOf(spanish);
  expect(reminder?.subject).toMatch(
    /^Su cita del (lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de /,
  );
  expect(reminder?.body).toMatch(/^Hola Maria, le esperamos el .+ a las \d{1,2}:\d{2}\.$/);
});

it("sends the template's own text to a patient without a Spanish account", async () => {
  const [reminder] = await remindersOf(english);
  expect(reminder?.subject).toMatch(
    /^Your visit on (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), /,
  );
  expect(reminder?.body).toMatch(/^Hello Maria, see you on .+ at \d{1,2}:\d{2} (AM|PM)\.$/);
});

it('checks the Spanish text as its own: variables, an e-mail subject, a whole text', async () => {
  const headers = english.owner.session.headers;
  const refused = await ctx.server.inject({
    method: 'POST',
    url: '/api/message-templates',
    headers,
    payload: { ...TEMPLATE, subject_es: '', body_es: 'Hola {{nombre}}' },
  });
  expect(refused.statusCode).toBe(400);
  expect(
    refused
      .json<{ fields: { field: string; message: string }[] }>()
      .fields.map((field) => `${field.field}: ${field.message}`)
      .sort(),
  ).toEqual(['body_es: Unknown variable: {{nombre}}', 'subject_es: An e-mail needs a subject']);
  const halfDone = await ctx.server.inject({
    method: 'POST',
    url: '/api/message-templates',
    headers,
    payload: { ...TEMPLATE, body_es: '' },
  });
  expect(halfDone.json<{ fields: { field: string }[] }>().fields.map((field) => field.field)).toEqual([
    'body_es',
  ]);
});
