import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, remoteArea, test } from '../support/fixtures';
import { signInStaff } from '../support/identity';

const messaging = (page: Page) => remoteArea(page, 'messaging');
const inRemote = { include: '[data-remote="messaging"]' };

test('staff write an SMS template and a reminder rule, then follow a delivered reminder and a conversation', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1536, height: 900 });
  await signInStaff(page, 'owner');
  await expect(page).toHaveURL(/\/dashboard/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Messaging & Campaigns' }).click();
  await nav.getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/dashboard\/templates$/);
  const templates = messaging(page).getByRole('region', { name: 'Templates table' });
  await expect(templates).toContainText('Appointment reminder');
  await expectAccessible(page, inRemote);

  // A template with a variable the product does not know is refused; a known one is previewed.
  const name = `Recall ${Date.now()}`;
  await messaging(page).getByRole('button', { name: 'New template' }).click();
  const editor = page.getByRole('dialog', { name: 'New template' });
  await editor.getByLabel(/^Name/).fill(name);
  await editor.getByLabel(/^Message/).fill('Hi {{nickname}}, time for a check-up.');
  await expect(editor.getByText(/Unknown variable: nickname/).first()).toBeVisible();
  await editor
    .getByLabel(/^Message/)
    .fill('Hi {{patient_first_name}}, time for a check-up at {{clinic_name}}.');
  await expect(editor.getByTestId('template-preview')).toContainText('Hi Maria, time for a check-up');
  await expect(editor.getByText(/1 SMS segment \(GSM-7/)).toBeVisible();
  await expectAccessible(page, { include: '[role="dialog"]' });
  await editor.getByRole('button', { name: 'Save template' }).click();
  await expect(editor).toBeHidden();
  await expect(templates).toContainText(name);

  // A rule that sends it 24 hours before every visit.
  await page.goto('/dashboard/reminders');
  await expect(messaging(page).getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
  const rules = messaging(page).getByRole('region', { name: 'Reminder rules table' });
  await expect(rules).toContainText('48 h before');
  await messaging(page).getByRole('button', { name: 'New reminder rule' }).click();
  const ruleDialog = page.getByRole('dialog', { name: 'New reminder rule' });
  await ruleDialog.getByLabel(/^Name/).fill(`${name} rule`);
  await ruleDialog.getByLabel(/^Template/).selectOption({ label: `${name} (SMS)` });
  await ruleDialog.getByLabel(/^Hours/).fill('24');
  await ruleDialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(ruleDialog).toBeHidden();
  await expect(rules).toContainText(`${name} rule`);
  await expect(rules).toContainText('24 h before');
  await expectAccessible(page, inRemote);

  // The history: delivered reminders of the demo, a filter kept in the URL, one message's timeline.
  await page.goto('/dashboard/message-history');
  await messaging(page).getByLabel('Status').selectOption('delivered');
  await expect(page).toHaveURL(/status=delivered/);
  const history = messaging(page).getByRole('region', { name: 'Messages table' });
  await expect(history).toContainText('Delivered');
  await expectAccessible(page, inRemote);
  await history.getByRole('row').nth(1).getByRole('link').first().click();
  const timeline = messaging(page).getByRole('list', { name: 'Delivery timeline' });
  await expect(timeline).toContainText('Queued');
  await expect(timeline).toContainText('Delivered');
  await expectAccessible(page, inRemote);

  // The patient's conversation.
  await messaging(page).getByRole('definition').getByRole('link').first().click();
  await expect(messaging(page).getByRole('heading', { level: 1, name: /^Conversation with / })).toBeVisible();
  await expect(messaging(page).getByRole('list', { name: 'Messages with the patient' })).toBeVisible();
  await expectAccessible(page, inRemote);
  expect(pageErrors).toEqual([]);
});

test('campaigns, phone numbers and brand registration work on a phone', async ({ page, pageErrors }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInStaff(page, 'owner');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/campaigns');
  const campaigns = messaging(page).getByRole('region', { name: 'Campaigns table' });
  await expect(campaigns).toContainText('Draft');
  await expectAccessible(page, inRemote);
  await campaigns.getByRole('link').first().click();
  await expect(messaging(page).getByRole('button', { name: 'Send now' })).toBeVisible();
  await expectAccessible(page, inRemote);
  // The demo's sent campaign: its results, with the two patients who texted back.
  await page.goto('/dashboard/campaigns');
  await campaigns.getByRole('link', { name: 'Flu vaccine season' }).click();
  const results = messaging(page).getByRole('region', { name: 'Results' });
  await expect(results).toContainText('Delivered');
  await expect(results.getByRole('definition').filter({ hasText: 'texted back' })).toHaveText(/^2\s*People/);
  await expectAccessible(page, inRemote);

  await page.goto('/dashboard/phone-numbers');
  const numbers = messaging(page).getByRole('region', { name: 'Phone numbers table' });
  await expect(numbers).toContainText('+1');
  await expectAccessible(page, inRemote);
  // Buying one from the provider (the development stand-in sells fictional 555-01xx numbers).
  await messaging(page).getByRole('button', { name: 'Buy a number' }).click();
  const buying = page.getByRole('dialog', { name: 'Buy a number' });
  await buying.getByLabel('Area code').fill('860');
  await buying.getByRole('button', { name: 'Search' }).click();
  const first = buying.getByRole('radio').first();
  await expect(first).toBeVisible();
  await expectAccessible(page, { include: '[role="dialog"]' });
  await first.check();
  const chosen = ((await first.getAttribute('value')) ?? '').trim();
  expect(chosen).toMatch(/^\+1860555\d{4}$/);
  await buying.getByRole('button', { name: 'Buy this number' }).click();
  await expect(buying).toBeHidden();
  await expect(numbers).toContainText(chosen);

  await page.goto('/dashboard/brand');
  await expect(messaging(page).getByRole('region', { name: 'Brand registrations table' })).toContainText(
    'Pending',
  );
  await expectAccessible(page, inRemote);
  // The number just bought joins a 10DLC campaign of the demo brand, which waits for the brand.
  await messaging(page)
    .getByRole('button', { name: /^Register a campaign for / })
    .click();
  const registering = page.getByRole('dialog', { name: 'Register a campaign' });
  await registering
    .getByLabel(/^What the texts are for/)
    .fill('Appointment reminders, confirmations and follow-ups for the patients of the clinic.');
  await registering
    .getByLabel(/^How patients agree/)
    .fill('Patients tick the text-reminder box when they book online or at the front desk.');
  await registering
    .getByLabel(/^Sample text 1/)
    .fill('Your visit is tomorrow at 9:00. Reply C to confirm, X to cancel, STOP to opt out.');
  await registering
    .getByLabel(/^Sample text 2/)
    .fill('Thank you for your visit today. Reply STOP to opt out.');
  await registering.getByRole('checkbox', { name: chosen }).check();
  await expectAccessible(page, { include: '[role="dialog"]' });
  await registering.getByRole('button', { name: 'Submit campaign' }).click();
  await expect(registering).toBeHidden();
  const registered = messaging(page).getByRole('region', { name: 'Campaign registrations table' });
  await expect(registered.getByRole('row').filter({ hasText: chosen })).toContainText(
    "Waiting for the brand's approval",
  );
  await expectAccessible(page, inRemote);
  expect(pageErrors).toEqual([]);
});
