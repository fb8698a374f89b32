import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { portalPatient } from '../support/consents';
import { bookFarVisit, uniqueName } from '../support/factories';
import { expect, remoteArea, test } from '../support/fixtures';
import { signInPatient, signInStaff } from '../support/identity';

/**
 * Issue 16: staff build a form with every field type and see its preview; the clinic's forms
 * management and consent pages; the portal patient fills the visit's intake form (its draft
 * survives a reload) and signs a consent with a drawn signature at 375 px. axe on each screen.
 */
const forms = (page: Page) => remoteArea(page, 'forms');

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const FIELDS: { type: string; title: string; options?: string }[] = [
  { type: 'Text Input', title: 'Preferred name' },
  { type: 'Textarea', title: 'Reason for visit' },
  { type: 'Email', title: 'Email address' },
  { type: 'Phone', title: 'Mobile phone' },
  { type: 'Number', title: 'Height in cm' },
  { type: 'Date', title: 'Date of birth' },
  { type: 'Dropdown', title: 'Preferred contact', options: 'Phone, Email' },
  { type: 'Radio', title: 'Smoking', options: 'Never, Former, Current' },
  { type: 'Checkbox (Multiple Choice)', title: 'I agree to be contacted' },
  { type: 'Yes/No', title: 'Any allergies' },
];

test('staff build a form with every field type, see its preview and find it in the list', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, 'owner');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/forms-management');
  await expect(forms(page).getByRole('heading', { level: 1, name: 'Forms Management' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(forms(page).getByText('New Patient Intake').first()).toBeVisible();
  await expectAccessible(page, { include: '[data-remote="forms"]' });

  await page.goto('/forms');
  await expect(forms(page).getByRole('heading', { level: 1, name: 'Form Templates' })).toBeVisible();
  await expect(forms(page).getByRole('heading', { level: 3, name: 'New Patient Intake' })).toBeVisible();
  await expectAccessible(page, { include: '[data-remote="forms"]' });
  await forms(page).getByRole('link', { name: 'Create New Form' }).click();
  await expect(page).toHaveURL(/\/forms\/builder$/);
  await expect(forms(page).getByRole('heading', { level: 1, name: 'Create Form' })).toBeVisible();
  const name = uniqueName('Screening ');
  await forms(page)
    .getByLabel(/^Form name/)
    .fill(name);
  // Not required: the demo clinic's visits keep needing only their own forms.
  await forms(page).getByText('Required before the visit').click();
  await expectAccessible(page, { include: '[data-remote="forms"]' });

  await forms(page).getByRole('tab', { name: 'Form Design' }).click();
  await expect(forms(page).getByText('No fields added yet')).toBeVisible();
  for (const field of FIELDS) {
    await forms(page).getByRole('button', { name: 'Add Field' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Field' });
    await dialog.getByLabel('Field type').selectOption({ label: field.type });
    await dialog.getByLabel(/^Title/).fill(field.title);
    if (field.options) await dialog.getByLabel('Options').fill(field.options);
    await dialog.getByRole('button', { name: 'Save Field' }).click();
    await expect(dialog).toHaveCount(0);
  }
  await expect(forms(page).getByRole('list', { name: 'Fields' }).getByRole('listitem')).toHaveCount(
    FIELDS.length,
  );
  await forms(page).getByRole('button', { name: 'Edit Any allergies' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Field' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('dialog', { name: 'Edit Field' }).getByRole('button', { name: 'Cancel' }).click();
  await expectAccessible(page, { include: '[data-remote="forms"]' });

  await forms(page).getByRole('tab', { name: 'Preview' }).click();
  const preview = forms(page).getByRole('group', { name: 'Preview of the form' });
  await expect(preview.getByLabel('Preferred name')).toBeVisible();
  await expect(preview.getByLabel('Preferred contact')).toBeVisible();
  await expect(preview.getByRole('group', { name: 'Smoking' })).toBeVisible();
  await expect(preview.getByRole('group', { name: 'Any allergies' })).toBeVisible();
  await preview.getByLabel('Height in cm').fill('172');
  await expectAccessible(page, { include: '[data-remote="forms"]' });

  await forms(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/forms$/, { timeout: 10_000 });
  await expect(forms(page).getByRole('heading', { level: 3, name })).toBeVisible();

  // The demo intake's history: the version its answers were given on, by keyboard.
  await forms(page).getByRole('link', { name: 'Edit New Patient Intake' }).click();
  await expect(forms(page).getByRole('heading', { level: 1, name: 'Edit Form' })).toBeVisible();
  await forms(page).getByRole('tab', { name: 'Version history' }).click();
  const versions = forms(page).getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('listitem', { name: 'Version 1' })).toContainText(/\d+ answers/);
  await versions.getByRole('button', { name: /fields of New Patient Intake/ }).focus();
  await page.keyboard.press('Enter');
  await expect(
    versions.getByRole('listitem', { name: 'Version 1' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectAccessible(page, { include: '[data-remote="forms"]' });
  // The same tab on a phone: nothing wider than the screen, still accessible.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(versions.getByRole('listitem', { name: 'Version 1' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
  await expectAccessible(page, { include: '[data-remote="forms"]' });
  // The Spanish tab (ADR 062), on the phone and by keyboard: the demo's intake is whole in Spanish.
  await forms(page).getByRole('tab', { name: 'Spanish' }).focus();
  await page.keyboard.press('Enter');
  await expect(forms(page).getByTestId('translation-coverage')).toHaveText(/^(\d+) of \1 /);
  const fullName = forms(page).getByRole('group', { name: 'Full name' });
  await expect(fullName.getByLabel('Question in Spanish')).toHaveValue('Nombre completo');
  await fullName.getByLabel('Question in Spanish').focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' y apellidos');
  await expect(fullName.getByLabel('Question in Spanish')).toHaveValue('Nombre completo y apellidos');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
  await expectAccessible(page, { include: '[data-remote="forms"]' });
  expect(pageErrors).toEqual([]);
});

/** The portal patient's record at the demo clinic, and a staff header. */
test('the portal patient fills the intake form, keeps a draft, and signs a consent at 375 px', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(150_000);
  const { patientId, staff } = await portalPatient(request);
  // A visit far ahead (outside hours, as staff may) that needs the clinic's intake form.
  await bookFarVisit(request, staff, patientId);
  const text = `I allow the clinic to take photographs of my treatment (${uniqueName('ref ')}).`;
  const created = await request.post('/api/consents', {
    headers: staff,
    data: { patient_id: patientId, consent_type: 'photography', consent_text: text },
  });
  expect(created.status()).toBe(201);

  await page.setViewportSize({ width: 375, height: 812 });
  await signInPatient(page, 'patient@demo.test');
  await page.goto('/patient-dashboard/consents');
  await expect(forms(page).getByRole('heading', { level: 1, name: 'Forms and consents' })).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page, { include: '[data-remote="forms"]' });
  await expectNoSidewaysScroll(page);

  await forms(page).getByRole('button', { name: 'Fill in New Patient Intake' }).first().click();
  const form = forms(page).getByRole('form', { name: 'New Patient Intake' });
  await form.getByLabel(/^Full name/).fill('Alex Patient');
  await form.getByLabel(/^Date of birth/).fill('1990-04-12');
  await form.getByLabel(/^Mobile phone/).fill('+1 860 555 0100');
  await expect(forms(page).getByTestId('draft-status')).toHaveText(/Your answers are saved/);
  // The draft survives a reload.
  await page.reload();
  await expect(forms(page).getByLabel(/^Full name/)).toHaveValue('Alex Patient', { timeout: 30_000 });
  await form.getByRole('button', { name: 'Send form' }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  await expectAccessible(page, { include: '[data-remote="forms"]' });
  await form.getByLabel(/^Reason for visit/).fill('Knee pain after running');
  await form.getByLabel(/^Emergency contact name/).fill('Sam Patient');
  await form.getByLabel(/^Emergency contact phone/).fill('+1 860 555 0101');
  await form
    .getByRole('group', { name: /Do you have insurance/ })
    .getByLabel('Yes')
    .check();
  await form.getByLabel(/^Insurance member ID/).fill('ABC-1234');
  await form.getByLabel(/I confirm these details are correct/).check();
  await expectNoSidewaysScroll(page);
  await form.getByRole('button', { name: 'Send form' }).click();
  await expect(forms(page).getByText('Thank you: New Patient Intake was sent to the clinic.')).toBeVisible();

  await forms(page).getByRole('button', { name: 'Read and sign the Photography consent' }).first().click();
  await expect(forms(page).getByText(text)).toBeVisible();
  await forms(page)
    .getByLabel(/^Your full name/)
    .fill('Alex Patient');
  const canvas = forms(page).getByTestId('signature-canvas');
  const box = await canvas.boundingBox();
  expect(box).not.toBeNull();
  if (box) {
    await page.mouse.move(box.x + 20, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + 40, { steps: 8 });
    await page.mouse.move(box.x + 220, box.y + 120, { steps: 8 });
    await page.mouse.up();
  }
  await expectAccessible(page, { include: '[data-remote="forms"]' });
  await expectNoSidewaysScroll(page);
  await forms(page).getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(forms(page).getByText('Thank you: your consent is signed.')).toBeVisible();

  // The clinic sees it signed, with the database's hash.
  const records = await request.get(`/api/consent-records/patient/${patientId}`, { headers: staff });
  const signed = (
    (await records.json()) as {
      consent_text: string;
      status: string;
      signature: { content_hash: string } | null;
    }[]
  ).find((consent) => consent.consent_text === text);
  expect(signed?.status).toBe('signed');
  expect(signed?.signature?.content_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(pageErrors).toEqual([]);
});
