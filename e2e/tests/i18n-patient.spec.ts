import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, remoteArea, test } from '../support/fixtures';
import { DEMO_PASSWORD, staffToken } from '../support/identity';

/**
 * Issue 22 (ADR 045): a patient whose browser prefers Spanish reads the sign-in page and the portal
 * in Spanish (the shell's and mfe-patients' Spanish catalogs, loaded through federation), with no
 * sideways scroll at 375 px and no axe violation; choosing English changes the screen at once,
 * without a reload.
 */
test.use({ locale: 'es-ES' });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a patient whose browser prefers Spanish signs in and reads the portal in Spanish, then English without a reload', async ({
  page,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/patient-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso de pacientes' })).toBeVisible();
  await expect(page).toHaveTitle('Acceso de pacientes — Clinio');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await page.getByLabel(/^Nombre de usuario o correo electrónico/).fill('patient@demo.test');
  await page.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/patient-dashboard$/);

  const area = remoteArea(page, 'patients');
  await expect(area.getByRole('heading', { level: 2, name: 'Sus clínicas' })).toBeVisible();
  await expect(area.getByRole('heading', { level: 2, name: 'Próximas citas' })).toBeVisible();
  await expect(
    area.getByRole('region', { name: 'Sus clínicas' }).getByText('Demo Family Clinic'),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await area.getByRole('button', { name: 'English' }).click();
  await expect(area.getByRole('heading', { level: 2, name: 'Your clinics' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  expect(pageErrors).toEqual([]);
});

test('the public booking page follows a Spanish browser, passes axe on a phone, and switches to English', async ({
  page,
  request,
  pageErrors,
}) => {
  const token = await staffToken(request, 'owner');
  const headers = { authorization: `Bearer ${token}` };
  const settings = (await (await request.get('/api/booking-settings', { headers })).json()) as Record<
    string,
    unknown
  > & { clinic_id: string };
  const { clinic_id: clinicId, ...rules } = settings;
  const saved = await request.put('/api/booking-settings', {
    headers,
    data: { ...pick(rules), embed_enabled: true },
  });
  expect(saved.status()).toBe(200);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/embed/calendar/${clinicId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reserve una cita en Demo Family Clinic' }),
  ).toBeVisible();
  await expect(page.getByLabel('Semana que empieza el')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reservar este horario' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Idioma' }).getByRole('button', { name: 'English' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Book an appointment at Demo Family Clinic' }),
  ).toBeVisible();
  await expect(page.getByLabel('Week starting')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

/** The booking rules the settings call takes back (its answer also names the clinic and the page). */
function pick(rules: Record<string, unknown>) {
  const keys = [
    'embed_allowed_origins',
    'min_notice_minutes',
    'max_days_ahead',
    'cancel_notice_minutes',
    'slot_step_minutes',
    'waitlist_hold_minutes',
  ];
  return Object.fromEntries(keys.filter((key) => key in rules).map((key) => [key, rules[key]]));
}
