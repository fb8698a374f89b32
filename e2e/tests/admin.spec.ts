import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { signInStaff } from '../support/identity';
import { outboxNames, waitForMail } from '../support/outbox';

test('a super admin invites a colleague who joins by the e-mailed link, and deactivating them ends their session', async ({
  page,
  browser,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  await signInStaff(page, 'owner');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

  const before = await outboxNames();
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite staff' });
  await invite.getByLabel(/^Email/).fill('nia@demo.test');
  await invite.getByLabel('First name').fill('Nia');
  await invite.getByLabel('Last name').fill('Okafor');
  await invite.getByLabel(/^Role/).selectOption({ label: 'Provider' });
  await invite.getByRole('checkbox', { name: 'Main Street' }).check({ force: true });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toBeHidden();

  const message = await waitForMail((mail) => mail.to === 'nia@demo.test', { before });
  const link = /https?:\/\/\S+\/staff-register\?token=[\w-]+/.exec(message.text)?.[0];
  expect(link).toBeDefined();

  const newcomer = await browser.newContext();
  try {
    const nia = await newcomer.newPage();
    await nia.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await expect(nia.getByText('Demo Family Clinic').first()).toBeVisible();
    await nia.getByLabel(/^Username/).fill('nia.okafor');
    const form = nia.getByRole('form', { name: 'Create your account' });
    await form.getByLabel(/^Password/).fill('harbour lights at dawn');
    await form.getByLabel(/^Confirm password/).fill('harbour lights at dawn');
    await nia.getByRole('button', { name: 'Create account' }).click();
    await expect(nia).toHaveURL(/\/dashboard$/);
    await expect(
      nia.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Nia$/ }),
    ).toBeVisible();

    // The owner sees the new colleague active, and deactivates them.
    await page.reload();
    const row = page.getByRole('row', { name: /Nia Okafor/ });
    await expect(row.getByText('Active')).toBeVisible();
    await row.getByRole('button', { name: 'Deactivate: Nia Okafor' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate Nia Okafor?' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(confirm).toBeHidden();
    await expect(row.getByText('Deactivated')).toBeVisible();

    // Their next call is refused and the shell signs them out; the password no longer works.
    await nia.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Settings' }).click();
    await expect(nia).toHaveURL(/\/$/);
    await signInStaff(nia, 'nia.okafor', 'harbour lights at dawn');
    await expect(nia.getByRole('alert')).toBeVisible();
    await expect(nia).toHaveURL(/\/login$/);
  } finally {
    await newcomer.close();
  }

  // Every step is in the audit log, which exports as CSV.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByText('staff.deactivated').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export CSV/ }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv.split('\n')[0]).toContain('action');
  expect(csv).toContain('staff.deactivated');
  expect(pageErrors).toEqual([]);
});
