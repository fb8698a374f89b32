import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { bookFarVisit, createPatient, staffHeaders, uniqueName } from '../support/factories';
import { expect, remoteArea, test } from '../support/fixtures';
import { DEMO_PASSWORD, signInStaff } from '../support/identity';

/**
 * Issue 16 at the front desk: a consent staff give by hand (its create and edit pages), the
 * patient signing it on the kiosk tablet at phone width, the visit's forms and consents managers
 * showing what is done, and the kiosk left only with the staff password. axe on each screen.
 */
const forms = (page: Page) => remoteArea(page, 'forms');

test('at the desk: a consent given by hand is signed on the kiosk, and the visit’s managers show it', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(150_000);
  const staff = await staffHeaders(request, 'owner');
  const patient = await createPatient(request, staff, {
    first_name: 'Kiosk',
    last_name: uniqueName('Desk'),
    date_of_birth: '1979-03-08',
  });
  const visit = await bookFarVisit(request, staff, patient.id);
  const text = `I agree to the clinic taking photographs of my skin condition (${uniqueName('ref ')}).`;
  const created = await request.post('/api/consents', {
    headers: staff,
    data: {
      patient_id: patient.id,
      consent_type: 'photography',
      consent_text: text,
      appointment_id: visit.id,
    },
  });
  expect(created.status()).toBe(201);
  const consentId = ((await created.json()) as { id: string }).id;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, 'owner');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The clinic's standard texts: the dialog holds the Spanish beside the English (ADR 062).
  await page.goto('/dashboard/forms-management');
  await forms(page).getByRole('button', { name: 'Edit text: Photography' }).click({ timeout: 30_000 });
  const standard = page.getByRole('dialog', { name: /Photography consent text/ });
  await expect(standard.getByLabel(/^Spanish text/)).toHaveValue(/^Acepto que se tomen fotografías/);
  await expectAccessible(page);
  await standard.getByRole('button', { name: 'Cancel' }).click();
  await expect(standard).toHaveCount(0);
  // The create page, empty, and the edit page of the consent just given.
  await page.goto('/dashboard/consents/create');
  await expect(forms(page).getByRole('heading', { level: 1, name: 'Create Consent' })).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page, { include: '[data-remote="forms"]' });
  await page.goto(`/dashboard/consents/edit/${consentId}`);
  await expect(forms(page).getByRole('heading', { level: 1, name: 'Edit Consent' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(forms(page).getByLabel(/^Consent text/)).toHaveValue(text);
  await expectAccessible(page, { include: '[data-remote="forms"]' });

  // The tablet at the desk, phone-sized: the patient reads and signs with a typed name.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/forms/kiosk/${patient.id}`);
  await expect(forms(page).getByRole('heading', { level: 1, name: 'Your forms' })).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page, { include: '[data-remote="forms"]' });
  await forms(page).getByRole('button', { name: 'Read and sign the Photography consent' }).click();
  await expect(forms(page).getByText(text)).toBeVisible();
  await forms(page)
    .getByLabel(/^Your full name/)
    .fill('Kiosk Patient');
  await forms(page).getByRole('button', { name: 'Write my typed name' }).click();
  await expectAccessible(page, { include: '[data-remote="forms"]' });
  await forms(page).getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(forms(page).getByText('Thank you: your consent is signed.')).toBeVisible({ timeout: 15_000 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
  // Leaving the kiosk asks for the staff member's own password.
  await forms(page).getByRole('button', { name: 'Staff: leave' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave the kiosk?' });
  await leave.getByLabel(/^Your password/).fill(DEMO_PASSWORD);
  await expectAccessible(page);
  await leave.getByRole('button', { name: 'Leave kiosk' }).click();
  await expect(page).not.toHaveURL(/\/forms\/kiosk\//, { timeout: 15_000 });

  // The visit's managers: the consent signed, the intake form still to fill.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/consents/manager?appointmentId=${visit.id}`);
  await expect(forms(page).getByRole('heading', { level: 1, name: 'Manage consents' })).toBeVisible({
    timeout: 30_000,
  });
  const consents = forms(page).getByRole('list', { name: "The visit's consents" });
  await expect(consents.getByText('Signed').first()).toBeVisible();
  await expectAccessible(page, { include: '[data-remote="forms"]' });
  await page.goto(`/forms/manager?appointmentId=${visit.id}`);
  await expect(forms(page).getByRole('heading', { level: 1, name: 'Manage forms' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    forms(page).getByRole('list', { name: "The visit's forms" }).getByText('New Patient Intake'),
  ).toBeVisible();
  await expectAccessible(page, { include: '[data-remote="forms"]' });
  // Signed, the consent's page says it is locked.
  await page.goto(`/dashboard/consents/edit/${consentId}`);
  await expect(forms(page).getByText(/^This consent is signed:/)).toBeVisible({ timeout: 30_000 });
  expect(pageErrors).toEqual([]);
});
