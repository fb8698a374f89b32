import { buildPatient, buildPatientLogin, buildTenant } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { waitlistOfferEmail } from '../waitlist/offer-email';
import { emailDateTime } from '../email/email-texts';
import { patientAccountLocale } from './recipient-locale';

/**
 * E-mails no page asked for (a waitlist offer) are written in the language the patient chose on
 * their portal account (issue 22), read in the clinic's tenant through the record's active link.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it("reads the language of the record's linked account, and none without an account, a choice or a live link", async () => {
  const tenant = await buildTenant(ctx.db.database);
  const spanish = await buildPatientLogin(ctx.db.database);
  await ctx.db.database.app
    .updateTable('patient_logins')
    .set({ locale: 'es' })
    .where('id', '=', spanish.id)
    .execute();
  const linked = await buildPatient(ctx.db.database, { tenant, login: spanish });
  const noChoice = await buildPatient(ctx.db.database, {
    tenant,
    login: await buildPatientLogin(ctx.db.database),
  });
  const noAccount = await buildPatient(ctx.db.database, { tenant });
  const other = await buildTenant(ctx.db.database);

  const read = (tenantId: string, patientId: string) =>
    ctx.db.database.withTenant(tenantId, (tx) => patientAccountLocale(tx, patientId));
  expect(await read(tenant.tenantId, linked.id)).toBe('es');
  expect(await read(tenant.tenantId, noChoice.id)).toBeNull();
  expect(await read(tenant.tenantId, noAccount.id)).toBeNull();
  // Another clinic's tenant sees no link of this record (row-level security).
  expect(await read(other.tenantId, linked.id)).toBeNull();

  await ctx.db.database.withTenant(tenant.tenantId, (tx) =>
    tx
      .updateTable('patient_clinic_links')
      .set({ revoked_at: new Date() })
      .where('patient_id', '=', linked.id)
      .execute(),
  );
  expect(await read(tenant.tenantId, linked.id)).toBeNull();
});

it('writes the waitlist offer in Spanish, times in Spanish in the branch zone', () => {
  const when = emailDateTime(new Date('2027-03-02T14:00:00Z'), 'America/New_York', 'es');
  expect(when).toBe('martes, 2 de marzo de 2027, 09:00');
  const mail = waitlistOfferEmail(
    'ana@patients.test',
    {
      firstName: 'Ana',
      clinicName: 'Harbour Clinic',
      typeName: 'Consultation',
      providerName: 'Dr. Priya Shah',
      branchName: 'Downtown',
      when,
      holdUntil: emailDateTime(new Date('2027-03-01T15:30:00Z'), 'America/New_York', 'es'),
      acceptUrl: 'https://app.clinio.test/waitlist-offer?token=t',
      declineUrl: 'https://app.clinio.test/waitlist-offer?token=t&action=decline',
    },
    'es',
  );
  expect(mail.subject).toBe('Se liberó un horario en Harbour Clinic');
  expect(mail.text).toContain('Hola, Ana:');
  expect(mail.text).toContain(
    'Se liberó un horario de consultation: martes, 2 de marzo de 2027, 09:00, con Dr. Priya Shah en Downtown.',
  );
  expect(mail.text).toContain('Se lo guardamos hasta el lunes, 1 de marzo de 2027, 10:30.');
  expect(mail.text).toContain('Reservar este horario: https://app.clinio.test/waitlist-offer?token=t');
  expect(mail.html).toContain('<html lang="es">');
});
