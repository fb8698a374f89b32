import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, remoteArea, test } from '../support/fixtures';
import { createPatient } from '../support/factories';
import { signInPatient, signInStaff, staffToken } from '../support/identity';

/**
 * Issue 10: the CSV import with its progress and report, the merge of two duplicates, and the
 * patient portal's "Who viewed my record" (mfe-patients).
 */

const run = Date.now().toString(36);

/** The page never scrolls sideways at this width (quality bar: 375 px phones). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A CSV with `good` valid rows and two bad ones (no last name; a birth date in the future). */
function csvFile(good: number): string {
  const lines = ['First Name,Last Name,Date of Birth,Mobile'];
  for (let index = 0; index < good; index += 1) {
    // A different birth date per row, so no two rows look like one person.
    const year = 1940 + (index % 60);
    const month = String((Math.floor(index / 60) % 12) + 1).padStart(2, '0');
    const day = String((Math.floor(index / 720) % 28) + 1).padStart(2, '0');
    lines.push(`Imp${run}${index},Tester${index},${year}-${month}-${day},`);
  }
  lines.push(`Nolast${run},,1980-01-01,`);
  lines.push(`Future${run},Born,2999-01-01,`);
  return `${lines.join('\n')}\n`;
}

test('a CSV with bad rows imports the good ones, with a progress view that survives a reload and a report', async ({
  page,
  pageErrors,
}) => {
  // 1,200 rows go through the durable job queue: allow for a busy runner.
  test.setTimeout(180_000);
  await signInStaff(page, 'owner');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/patients/import');
  const area = remoteArea(page, 'patients');
  await expect(area.getByRole('heading', { level: 1, name: 'Import patients' })).toBeVisible({
    // The remote's first load, on a busy two-core runner.
    timeout: 30_000,
  });

  await expect(area.getByRole('heading', { level: 2, name: 'Recent imports' })).toBeVisible();
  await expectAccessible(page);
  const fileName = `e2e-${run}.csv`;
  await area.getByLabel('CSV file', { exact: true }).setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(csvFile(1200)),
  });

  // The mapping step, at the import's own address, with the guessed columns and the preview.
  await expect(page).toHaveURL(/\/dashboard\/patients\/import\/[0-9a-f-]{36}$/);
  await expect(area.getByRole('heading', { level: 2, name: 'Match the columns' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(area.getByRole('combobox', { name: /^First name/ })).toHaveValue('First Name');
  await expectAccessible(page);
  await expect(area.getByRole('combobox', { name: /^Last name/ })).toHaveValue('Last Name');
  await expect(area.getByRole('combobox', { name: 'Date of birth', exact: true })).toHaveValue(
    'Date of Birth',
  );
  await area.getByRole('combobox', { name: 'Phone', exact: true }).selectOption('Mobile');
  await expect(area.getByRole('columnheader', { name: 'Phone', exact: true })).toBeVisible();
  const importUrl = page.url();
  // A reload of the mapping step keeps the columns chosen (the server reads the rows again).
  await page.reload();
  await expect(area.getByRole('combobox', { name: 'Phone', exact: true })).toHaveValue('Mobile', {
    timeout: 30_000,
  });
  await expect(area.getByRole('combobox', { name: /^First name/ })).toHaveValue('First Name');

  await area.getByRole('button', { name: /^Import 1,202 rows$/ }).click();
  await expect(area.getByRole('heading', { level: 2, name: /^(Waiting to start|Importing)$/ })).toBeVisible();

  // A reload keeps following the same import.
  await expect(area.getByRole('progressbar')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  expect(page.url()).toBe(importUrl);
  await expect(area.getByRole('heading', { level: 1, name: `Import of ${fileName}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    area.getByRole('heading', { level: 2, name: /^(Waiting to start|Importing|Import finished)$/ }),
  ).toBeVisible();
  await expect(area.getByRole('heading', { level: 2, name: 'Import finished' })).toBeVisible({
    timeout: 60_000,
  });

  await expect(area.getByTestId('import-count-imported')).toHaveText('1,200');
  await expect(area.getByTestId('import-count-skipped')).toHaveText('2');
  const rows = area.getByRole('region', { name: 'Skipped and flagged rows table' });
  await expect(rows.getByRole('row')).toHaveCount(3);
  await expect(rows.getByText(/last name/i).first()).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await area.getByRole('button', { name: 'Download the report (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe(`e2e-${run}-import-report.csv`);

  // The import page lists it, to come back to.
  await page.goto('/dashboard/patients/import');
  await expect(area.getByRole('link', { name: fileName })).toHaveAttribute(
    'href',
    new URL(importUrl).pathname,
  );
  expect(pageErrors).toEqual([]);
});

test('two duplicates are merged into one record, keeping the chosen values', async ({
  page,
  request,
  pageErrors,
}) => {
  const token = await staffToken(request, 'owner');
  const headers = { Authorization: `Bearer ${token}` };
  const older = await createPatient(request, headers, {
    first_name: 'Merle',
    last_name: `Dupont${run}`,
    date_of_birth: '1961-07-04',
    phone_number: '(860) 555-0142',
  });
  const newer = await createPatient(request, headers, {
    first_name: 'Merle',
    last_name: `Dupont${run}`,
    date_of_birth: '1961-07-04',
    phone_number: '(860) 555-0142',
    email: `merle.${run}@example.test`,
    allergies: ['Latex'],
  });

  await signInStaff(page, 'owner');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/patients/duplicates');
  const area = remoteArea(page, 'patients');
  await expect(area.getByRole('heading', { level: 1, name: 'Possible duplicates' })).toBeVisible({
    // The remote's first load, on a busy two-core runner.
    timeout: 30_000,
  });
  await expect(area.getByRole('list', { name: 'Possible duplicates' })).toBeVisible();
  await expectAccessible(page);
  const review = area.getByRole('link', { name: new RegExp(`^Review and merge Merle Dupont${run}`) });
  await review.first().click();

  await expect(area.getByRole('heading', { level: 1, name: 'Merge two records' })).toBeVisible();
  await expect(
    area.getByRole('radio', { name: new RegExp(`Keep .*\\(${older.chart_number}\\)`) }),
  ).toBeChecked();
  // The older record has no e-mail: the other's is kept by default.
  await expect(area.getByTestId('merge-summary')).toContainText('It takes from the other record: Email.');
  await expect(area.getByText('Allergies: Latex')).toBeVisible();
  await expectAccessible(page);

  await area.getByRole('button', { name: 'Merge records' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Merge these records?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/patients/${older.id}$`));

  const merged = await request.get(`/api/patients/${newer.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await merged.json()) as { merged_into: string | null }).merged_into).toBe(older.id);
  const survivor = await request.get(`/api/patients/${older.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(await survivor.json()).toMatchObject({ email: `merle.${run}@example.test`, allergies: ['Latex'] });
  expect(pageErrors).toEqual([]);
});

test('a patient sees on a phone who viewed their record, after a staff member opened it', async ({
  page,
  request,
  pageErrors,
}) => {
  // A clinic administrator of Demo Family Clinic opens Jordan Miller's record.
  const token = await staffToken(request, 'owner');
  const found = await request.get('/api/patients/?search=Jordan%20Miller', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { results } = (await found.json()) as { results: { id: string; email: string }[] };
  const jordan = results.find((patient) => patient.email === 'patient@demo.test');
  expect(jordan).toBeDefined();
  const viewed = await request.get(`/api/patients/${jordan?.id ?? ''}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(viewed.status()).toBe(200);

  await page.setViewportSize({ width: 375, height: 812 });
  await signInPatient(page, 'patient@demo.test');
  const area = remoteArea(page, 'patients');
  await expect(area.getByRole('heading', { level: 1, name: 'Jordan Miller' })).toBeVisible();
  await expect(
    area.getByRole('region', { name: 'Your clinics' }).getByText('Demo Family Clinic'),
  ).toBeVisible();
  await expect(
    area
      .getByRole('region', { name: 'Upcoming appointments' })
      .getByRole('button', { name: 'Book an appointment' }),
  ).toBeVisible();
  const log = area.getByRole('list', { name: 'Who viewed my record' });
  await expect(
    log.getByText(/^A Clinic administrator at Demo Family Clinic viewed your chart on /).first(),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // Contact details: a refused phone number is shown at its field, then a good one is saved.
  await area.getByRole('button', { name: 'Edit contact details' }).click();
  const phone = area.getByRole('textbox', { name: 'Phone', exact: true });
  await phone.fill('12');
  await area.getByRole('button', { name: 'Save' }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await phone.fill('(860) 555-0123');
  await area.getByRole('button', { name: 'Save' }).click();
  await expect(area.getByRole('textbox', { name: 'Phone', exact: true })).toHaveCount(0);
  await expect(area.getByText('+18605550123')).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(pageErrors).toEqual([]);
});
