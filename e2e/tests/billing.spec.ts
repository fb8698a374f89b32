import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, remoteArea, test } from '../support/fixtures';
import { signInPatient, signInStaff, signInStaffHome } from '../support/identity';
import { outboxNames, waitForMail } from '../support/outbox';

const billing = (page: Page) => remoteArea(page, 'billing');

test('staff create and issue an invoice, take a payment by hand, refund part of it and download the PDF', async ({
  page,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 1536, height: 900 });
  await signInStaffHome(page, 'owner');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Clinical Operations' }).click();
  // A click on the link as the group opens was seen lost twice in full runs (the URL stayed at
  // /dashboard with the link in place): click again until the page moves, as a person would.
  await expect(async () => {
    await nav.getByRole('link', { name: 'Clinical Billing' }).click();
    await expect(page).toHaveURL(/\/dashboard\/clinical-billing$/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(billing(page).getByRole('heading', { level: 1, name: 'Clinical Billing' })).toBeVisible();
  // The demo's invoices are there, in every status.
  await expect(billing(page).getByRole('region', { name: 'Invoices table' })).toContainText('INV-');
  await expectAccessible(page, { include: '[data-remote="billing"]' });
  await billing(page).getByLabel('Status').selectOption('paid');
  await expect(page).toHaveURL(/status=paid/);

  await billing(page).getByRole('link', { name: 'New invoice' }).click();
  await expect(billing(page).getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible();
  await billing(page).getByRole('combobox', { name: 'Patient' }).fill('Amara Okoye');
  await billing(page)
    .getByRole('option', { name: /Amara Okoye/ })
    .first()
    .click();
  await billing(page).getByLabel('Description').fill('Consultation');
  await billing(page).getByLabel('Unit price').fill('120.00');
  await expectAccessible(page, { include: '[data-remote="billing"]' });
  await billing(page).getByRole('button', { name: 'Save and issue' }).click();

  await expect(
    billing(page).getByRole('heading', { level: 1, name: /^Invoice INV-\d{4}-\d{6}$/ }),
  ).toBeVisible();
  await expect(billing(page).getByText('Issued', { exact: true })).toBeVisible();
  await billing(page).getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Record a payment' });
  await payment.getByLabel(/^Amount/).fill('50.00');
  await payment.getByLabel('Method').selectOption('card_terminal');
  await expectAccessible(page, { include: '[role="dialog"]' });
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toBeHidden();
  await expect(billing(page).getByText('Partially paid', { exact: true })).toBeVisible();

  await billing(page).getByRole('button', { name: 'Refund the payment of $50.00' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund a payment' });
  await refund.getByLabel(/^Amount/).fill('20');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund).toBeHidden();
  await expect(billing(page).getByRole('region', { name: 'Payments and refunds table' })).toContainText(
    'Refund',
  );
  await expectAccessible(page, { include: '[data-remote="billing"]' });

  const number = (await billing(page).getByRole('heading', { level: 1 }).textContent())!.replace(
    'Invoice ',
    '',
  );
  // Sent by e-mail: the patient is told what is due and led to the portal (no PDF attached).
  const before = await outboxNames();
  await billing(page).getByRole('button', { name: 'Send by e-mail' }).click();
  const sending = page.getByRole('alertdialog', { name: 'Send the invoice by e-mail' });
  await expectAccessible(page, { include: '[role="alertdialog"]' });
  await sending.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(sending).toBeHidden();
  const mail = await waitForMail(
    (candidate) => candidate.subject === `Your invoice ${number} from Demo Family Clinic`,
    { before },
  );
  expect(mail.text).toContain('Amount due: $90.00.');
  expect(mail.text).toMatch(/My bills: http\S+\/patient-dashboard\/billing/);

  const download = page.waitForEvent('download');
  await billing(page).getByRole('button', { name: 'Invoice PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}-pdf\.pdf$/);

  // The patient's chart shows the invoice in its Invoices tab, which opens it again.
  await billing(page).getByRole('link', { name: 'Amara Okoye' }).click();
  await expect(page).toHaveURL(/\/dashboard\/patients\/[0-9a-f-]{36}$/);
  await page.getByRole('tab', { name: 'Invoices' }).click();
  const tab = page.locator('[data-extension="billing/chart-invoices"]');
  await expect(tab.getByRole('status')).toContainText('Balance due:');
  await expect(tab.getByRole('region', { name: "The patient's invoices" })).toContainText(number);
  await expectAccessible(page, { include: '[data-extension]' });
  await tab.getByRole('link', { name: `Open ${number}` }).click();
  await expect(billing(page).getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the invoice pages work on a phone', async ({ page, pageErrors }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page, 'owner');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/clinical-billing?status=partially_paid');
  await expect(billing(page).getByRole('heading', { level: 1, name: 'Clinical Billing' })).toBeVisible();
  await billing(page)
    .getByRole('link', { name: /^Open INV-/ })
    .first()
    .click();
  await expect(billing(page).getByRole('heading', { level: 1, name: /^Invoice INV-/ })).toBeVisible();
  await expectAccessible(page, { include: '[data-remote="billing"]' });
  expect(pageErrors).toEqual([]);
});

test('the patient pays part of an open bill by card in the portal and downloads its PDF, on a phone', async ({
  page,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInPatient(page, 'patient@demo.test');
  await remoteArea(page, 'patients').getByRole('link', { name: 'See and pay your bills' }).click();
  await expect(page).toHaveURL(/\/patient-dashboard\/billing$/);
  await expect(billing(page).getByRole('heading', { level: 1, name: 'Your bills' })).toBeVisible();
  const pay = billing(page).getByRole('button', { name: /^Pay by card, invoice INV-\d{4}-\d{6}$/ });
  await expect(pay.first()).toBeVisible();
  await expectAccessible(page);

  // One dollar each run, so the demo's open bill stays open for the next.
  await pay.first().click();
  const amount = page.getByRole('dialog').getByRole('textbox', { name: /^Amount/ });
  await amount.fill('1.00');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: /^Card number/ }).fill('4242 4242 4242 4242');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay $1.00' }).click();
  await expect(page.getByText(/^Payment of \$1\.00 received for invoice INV-/)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const download = page.waitForEvent('download');
  await billing(page)
    .getByRole('button', { name: /^Download PDF of invoice INV-\d{4}-\d{6}$/ })
    .first()
    .click();
  expect((await download).suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
  expect(pageErrors).toEqual([]);
});
