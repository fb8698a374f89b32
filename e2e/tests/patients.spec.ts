import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, remoteArea, test } from '../support/fixtures';
import { createPatient, staffHeaders, uniqueName } from '../support/factories';
import { signInStaff, signInStaffHome } from '../support/identity';

const patients = (page: Page) => remoteArea(page, 'patients');

const unique = () => uniqueName('', 5);

test('staff find a patient with the name in any order and a typo, see the allergy banner and their own view in the access log', async ({
  page,
  request,
  pageErrors,
}) => {
  const family = `Quarterm${unique()}`;
  const created = await createPatient(request, await staffHeaders(request, 'owner'), {
    first_name: 'Evangelina',
    last_name: family,
    date_of_birth: '1979-06-15',
    allergies: ['Penicillin'],
    alerts: ['Hard of hearing'],
  });
  // The full sidebar: at 1280 the floating rail widens over the page while the pointer is on it.
  await page.setViewportSize({ width: 1536, height: 900 });
  await signInStaffHome(page, 'frontdesk');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Patients' }).click();
  await expect(page).toHaveURL(/\/dashboard\/patients$/);
  await expect(patients(page).getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  await expectAccessible(page, { include: '[data-remote="patients"]' });

  const box = patients(page).getByRole('searchbox', { name: 'Search patients' });
  await box.fill('e');
  await expect(patients(page).getByText('Type at least 2 characters to search')).toBeVisible();
  // Family name first, given name second, one letter wrong: still found.
  await box.fill(`${family.slice(0, -1)}x evangelin`);
  await expect(page).toHaveURL(/search=/);
  const link = patients(page).getByRole('link', { name: `Evangelina ${family}` });
  await expect(link).toBeVisible();
  await link.click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/patients/${created.id}$`));
  await expect(patients(page).getByRole('heading', { level: 1, name: `Evangelina ${family}` })).toBeVisible();
  const banner = patients(page).getByRole('region', { name: 'Allergies and alerts', exact: true });
  await expect(banner).toContainText('Penicillin');
  await expect(banner).toContainText('Hard of hearing');
  await expectAccessible(page, { include: '[data-remote="patients"]' });

  // The record as a FHIR R4 file (ADR 043): the Patient with its chart number, and the allergy.
  const download = page.waitForEvent('download');
  await patients(page).getByRole('button', { name: 'Export FHIR' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${created.chart_number}.fhir.json`);
  const bundle = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    resourceType: string;
    entry: { resource: { resourceType: string; id?: string; code?: { text: string } } }[];
  };
  expect(bundle.resourceType).toBe('Bundle');
  expect(bundle.entry[0]?.resource).toMatchObject({ resourceType: 'Patient', id: created.id });
  expect(bundle.entry[1]?.resource).toMatchObject({
    resourceType: 'AllergyIntolerance',
    code: { text: 'Penicillin' },
  });

  // By keyboard: the arrow key moves to the next tab (the Appointments tab mfe-appointments
  // fills), End to the last one, and the focused tab opens.
  await patients(page).getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(patients(page).getByRole('tab', { name: 'Appointments' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(patients(page).getByRole('tab', { name: 'Access log' })).toBeFocused();
  await expect(patients(page).getByRole('tab', { name: 'Access log' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/\?tab=access-log$/);
  const log = patients(page).getByRole('table');
  await expect(
    log.getByRole('row').filter({ hasText: 'Viewed the chart' }).filter({ hasText: 'Tom Reyes' }).first(),
  ).toBeVisible();
  await expectAccessible(page, { include: '[data-remote="patients"]' });
  expect(pageErrors).toEqual([]);
});

test('Add Patient from the sidebar quick action opens the form and lands on the new chart', async ({
  page,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 1536, height: 900 });
  await signInStaffHome(page, 'frontdesk');
  await page
    .getByRole('region', { name: 'Quick actions' })
    .getByRole('link', { name: 'Add Patient' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/patients\/new$/);
  const form = patients(page).getByRole('form', { name: 'Add Patient' });
  await expect(form).toBeVisible();
  await expectAccessible(page, { include: '[data-remote="patients"]' });

  const family = `Newcombe${unique()}`;
  await form.getByLabel(/^First name/).fill('Rosalind');
  await form.getByLabel(/^Last name/).fill(family);
  await form.getByLabel('Date of birth').fill('1991-02-03');
  await form.getByLabel('Phone', { exact: true }).fill('12');
  await form.getByRole('button', { name: 'Add Patient' }).click();
  // The server reads the phone in the clinic's country and says why it cannot.
  await expect(form.getByLabel('Phone', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Phone', { exact: true }).fill('');
  await form.getByRole('textbox', { name: 'Allergies', exact: true }).fill('Latex');
  await form.getByRole('textbox', { name: 'Allergies', exact: true }).press('Enter');
  await form.getByRole('button', { name: 'Add Patient' }).click();
  await expect(page).toHaveURL(/\/dashboard\/patients\/[0-9a-f-]{36}$/);
  await expect(patients(page).getByRole('heading', { level: 1, name: `Rosalind ${family}` })).toBeVisible();
  await expect(
    patients(page).getByRole('region', { name: 'Allergies and alerts', exact: true }),
  ).toContainText('Latex');
  expect(pageErrors).toEqual([]);
});

test('another clinic’s patient opened by URL is not found', async ({ page, request }) => {
  const elsewhere = await createPatient(request, await staffHeaders(request, 'owner2'), {
    first_name: 'Hidden',
    last_name: `Elsewhere${unique()}`,
  });
  await signInStaff(page, 'owner');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/dashboard/patients/${elsewhere.id}`);
  await expect(patients(page).getByRole('heading', { level: 1, name: 'Patient not found' })).toBeVisible();
  await expect(patients(page).getByText('Hidden')).toHaveCount(0);
});

test('at 375 px the list, the chart and the form fit the screen', async ({ page, request }) => {
  const created = await createPatient(request, await staffHeaders(request, 'owner'), {
    first_name: 'Small',
    last_name: `Screen${unique()}`,
    allergies: ['Peanuts'],
    tags: ['mobile'],
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await signInStaff(page, 'frontdesk');
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of [
    '/dashboard/patients',
    `/dashboard/patients/${created.id}`,
    '/dashboard/patients/new',
  ]) {
    await page.goto(path);
    await expect(patients(page).getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
