import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  bookAppointment,
  createPatient,
  schedulingResources,
  staffHeaders,
  uniqueName,
} from '../support/factories';
import { signInStaff, signInStaffHome } from '../support/identity';
import {
  addMinutes,
  bookRowanInDialog,
  calendar,
  clickSlot,
  dayUrl,
  slotAt,
  weekday,
  zoned,
} from '../support/calendar';

/** Everything a test books goes through the front desk's own API, as the calendar does. */
async function api(request: APIRequestContext) {
  const headers = await staffHeaders(request, 'owner');
  const resources = await schedulingResources(request, headers);
  const branch = resources.branches[0]!;
  // Priya Shah works at Main Street every weekday, 08:00-17:00 (the demo schedule).
  const provider = resources.providers.find((candidate) => candidate.name === 'Priya Shah')!;
  return {
    headers,
    branch,
    provider,
    async patient(lastName: string) {
      return (
        await createPatient(request, headers, {
          first_name: 'Rowan',
          last_name: lastName,
          date_of_birth: '1988-04-12',
        })
      ).id;
    },
    book(patientId: string, date: string, time: string, minutes = 30) {
      return bookAppointment(request, headers, {
        patient_id: patientId,
        provider_id: provider.id,
        branch_id: branch.id,
        appointment_type: provider.appointment_types[0],
        start_time: zoned(date, time, branch.timezone),
        end_time: zoned(date, addMinutes(time, minutes), branch.timezone),
      });
    },
    async read(id: string) {
      const response = await request.get(`/api/appointments/${id}`, { headers });
      return (await response.json()) as { start_time: string; status: string; version: number };
    },
  };
}

const unique = () => uniqueName('Cal');

/** Drags `from` by its middle (its edges resize) so that its top lands on `to`, in small steps. */
async function dragTo(page: Page, from: Locator, to: Locator) {
  // Both ends on screen: the appointment in the middle of the viewport (moves here are a few hours).
  await from.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  const x = start.x + start.width / 2;
  const grip = start.y + start.height / 2;
  await page.mouse.move(x, grip);
  await page.mouse.down();
  const distance = end.y + 2 - start.y;
  for (let step = 1; step <= 20; step += 1) {
    await page.mouse.move(x, grip + (distance * step) / 20);
    await page.waitForTimeout(20);
  }
  await page.mouse.up();
}

const sameInstant = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime();

/** Signs the clinic owner in and waits for the dashboard, so a deep link that follows is signed in. */
async function signIn(page: Page) {
  await signInStaff(page, 'owner');
  await expect(page).toHaveURL(/\/dashboard/);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1536, height: 1000 });
});

test('its sidebar item opens the calendar, which passes axe', async ({ page, pageErrors }) => {
  await signInStaffHome(page, 'owner');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Appointments' }).click();
  await expect(page).toHaveURL(/\/dashboard\/appointments$/);
  await expect(calendar(page).getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  await expect(calendar(page).getByRole('tablist', { name: 'Calendar views' })).toBeVisible();
  await expectAccessible(page, { include: '[data-remote="appointments"]' });
  for (const view of ['Week', 'Month', 'List']) {
    await calendar(page).getByRole('tab', { name: view }).click();
    await expect(page).toHaveURL(new RegExp(`view=${view.toLowerCase()}`));
    await expect(calendar(page).getByRole('status', { name: 'Loading appointments…' })).toHaveCount(0);
    await expectAccessible(page, { include: '[data-remote="appointments"]' });
  }
  expect(pageErrors).toEqual([]);
});

test('books from an empty slot: the dialog passes axe and the appointment appears', async ({
  page,
  request,
}) => {
  const setup = await api(request);
  const family = unique();
  await setup.patient(family);
  const date = weekday(0);
  await signIn(page);
  await page.goto(dayUrl(date, setup.provider.id));
  await clickSlot(page, await slotAt(page, '10:00'));
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Time')).toHaveValue('10:00');
  await expectAccessible(page, { include: '[role="dialog"]' });
  await bookRowanInDialog(page, family);
  await expect(calendar(page).locator('.rbc-event', { hasText: family })).toBeVisible();
});

test('drags an appointment to another time; the server has it at the new wall-clock time', async ({
  page,
  request,
}) => {
  const setup = await api(request);
  const family = unique();
  const patientId = await setup.patient(family);
  const date = weekday(1);
  const booked = await setup.book(patientId, date, '11:00');
  await signIn(page);
  await page.goto(dayUrl(date, setup.provider.id));
  const event = calendar(page).locator('.rbc-event', { hasText: family });
  await expect(event).toBeVisible({ timeout: 30_000 });
  await dragTo(page, event, await slotAt(page, '14:00'));
  await expect(
    calendar(page)
      .getByRole('status')
      .filter({ hasText: `Moved Rowan ${family}` }),
  ).toBeVisible();
  await expect
    .poll(async () => new Date((await setup.read(booked.id)).start_time).toISOString())
    .toBe(new Date(zoned(date, '14:00', setup.branch.timezone)).toISOString());
});

test('refuses to move an appointment onto a taken time and leaves it where it was', async ({
  page,
  request,
}) => {
  const setup = await api(request);
  const first = unique();
  const second = unique();
  const date = weekday(2);
  await setup.book(await setup.patient(first), date, '10:00');
  const moved = await setup.book(await setup.patient(second), date, '11:30');
  await signIn(page);
  await page.goto(dayUrl(date, setup.provider.id));
  await dragTo(page, calendar(page).locator('.rbc-event', { hasText: second }), await slotAt(page, '10:00'));
  await expect(calendar(page).getByRole('alert').filter({ hasText: 'Not moved' })).toBeVisible();
  expect(
    sameInstant((await setup.read(moved.id)).start_time, zoned(date, '11:30', setup.branch.timezone)),
  ).toBe(true);
});

test('books a weekly series, skipping the one occurrence that collides', async ({ page, request }) => {
  const setup = await api(request);
  const blocker = unique();
  const family = unique();
  const date = weekday(3);
  const nextWeek = weekday(10);
  await setup.book(await setup.patient(blocker), nextWeek, '15:00');
  await setup.patient(family);
  await signIn(page);
  await page.goto(dayUrl(date, setup.provider.id));
  await calendar(page).getByRole('button', { name: 'New appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await dialog.getByRole('combobox', { name: 'Patient' }).fill(family);
  await dialog.getByRole('option', { name: new RegExp(family) }).click();
  await dialog.getByLabel('Provider').selectOption(setup.provider.id);
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Time').fill('15:00');
  await dialog.getByLabel('Repeat').selectOption('weekly');
  await dialog.getByLabel('Number of appointments').fill('3');
  await dialog.getByRole('button', { name: 'Book' }).click();
  const conflicts = dialog.getByTestId('booking-conflicts');
  await expect(conflicts).toContainText('1 of 3 occurrences cannot be booked and will be skipped');
  await expect(conflicts).toContainText('#2');
  await page.mouse.move(0, 0);
  await expectAccessible(page, { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Book 2, skip 1' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    calendar(page).getByRole('status').filter({ hasText: '2 appointments, 1 skipped' }),
  ).toBeVisible();
});

test("the patient's chart has an Appointments tab listing their upcoming appointments", async ({
  page,
  request,
}) => {
  const setup = await api(request);
  const family = unique();
  const patientId = await setup.patient(family);
  await setup.book(patientId, weekday(4), '10:30');
  await signIn(page);
  await page.goto(`/dashboard/patients/${patientId}`);
  await page.getByRole('tab', { name: 'Appointments' }).click();
  const tab = page.locator('[data-extension="appointments/patient-chart-tab"]');
  await expect(tab.getByRole('list', { name: 'Upcoming appointments' })).toContainText(setup.provider.name);
  await expect(tab.getByRole('button', { name: 'Book appointment' })).toBeVisible();

  // Spec 2.5: New Appointment opens booking from any screen (here, the chart).
  await page
    .getByRole('region', { name: 'Quick actions' })
    .getByRole('link', { name: 'New Appointment' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/appointments$/);
});

test('on a 375 px phone the list view opens an appointment by keyboard, and the day view reads', async ({
  page,
  request,
}) => {
  const setup = await api(request);
  const family = unique();
  const date = weekday(5);
  await setup.book(await setup.patient(family), date, '09:30');
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  await page.goto(`/dashboard/appointments?view=list&date=${date}&providers=${setup.provider.id}`);
  const row = calendar(page).getByRole('button', { name: new RegExp(family) });
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: `Rowan ${family}` })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.keyboard.press('Escape');

  // The day view on the same phone: one provider's column, the appointment in it, axe clean.
  await page.goto(dayUrl(date, setup.provider.id));
  await expect(calendar(page).locator('.rbc-event').filter({ hasText: family })).toBeVisible({
    timeout: 30_000,
  });
  await expect(calendar(page).getByRole('status', { name: 'Loading appointments…' })).toHaveCount(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectAccessible(page, { include: '[data-remote="appointments"]' });
});

test("another desk's change: acting on the old version says so, and the open calendar catches up", async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const setup = await api(request);
  const family = unique();
  const date = weekday(8);
  const booked = await setup.book(await setup.patient(family), date, '14:00');
  const otherDesk = (data: Record<string, unknown>) =>
    request.put(`/api/appointments/${booked.id}`, { headers: setup.headers, data });

  await signIn(page);
  await page.goto(`/dashboard/appointments?view=list&date=${date}&providers=${setup.provider.id}`);
  const row = calendar(page).getByRole('button', { name: new RegExp(family) });
  await row.click({ timeout: 30_000 });
  const panel = page.getByRole('dialog', { name: `Rowan ${family}` });
  await expect(panel.getByRole('button', { name: 'Confirm' })).toBeVisible();

  // Hold the calendar's refresh while the other desk writes, so the panel still has the old version.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/appointments\/\?/, async (route) => {
    await held;
    await route.continue();
  });
  expect((await otherDesk({ version: booked.version, notes: 'Prefers the afternoon' })).status()).toBe(200);
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(panel.getByText(/Someone else changed this appointment a moment ago/)).toBeVisible();
  // From here on the held reads go through, and later ones pass straight on.
  release();
  expect((await setup.read(booked.id)).status).toBe('booked');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The other desk moves it an hour later; the calendar polls and shows the new time by itself.
  const current = await setup.read(booked.id);
  const moved = await otherDesk({
    version: current.version,
    start_time: zoned(date, '15:00', setup.branch.timezone),
    end_time: zoned(date, '15:30', setup.branch.timezone),
    allow_outside_hours: true,
  });
  expect(moved.status()).toBe(200);
  await expect(row).toContainText(/15:00|3:00/, { timeout: 30_000 });
  expect(pageErrors).toEqual([]);
});

test("'Open workflow' shows the visit's workflow, started by its paperwork, on a phone, by keyboard, and leads back", async ({
  page,
  request,
  pageErrors,
}) => {
  const setup = await api(request);
  const family = unique();
  const date = weekday(9);
  const booked = await setup.book(await setup.patient(family), date, '11:00');
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  await page.goto(`/dashboard/appointments?view=list&date=${date}&providers=${setup.provider.id}`);
  await calendar(page)
    .getByRole('button', { name: new RegExp(family) })
    .click({ timeout: 30_000 });
  const link = page
    .getByRole('dialog', { name: `Rowan ${family}` })
    .getByRole('link', { name: 'Open workflow' });
  await link.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/workflow/${booked.id}$`));
  await expect(calendar(page).getByRole('heading', { level: 1, name: 'Workflow Management' })).toBeVisible();
  // Booking attached the consents the visit's type requires (issue 16), which started its workflow.
  await expect(calendar(page).getByRole('list', { name: 'Steps' })).toBeVisible();
  await expect(calendar(page).getByText('Active consents')).toBeVisible();
  await expect(calendar(page).getByText(`Rowan ${family}`)).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectAccessible(page, { include: '[data-remote="appointments"]' });

  await calendar(page).getByRole('link', { name: 'Back to Appointment' }).click();
  await expect(page).toHaveURL(new RegExp(`view=day&date=${date}&providers=${setup.provider.id}`));
  expect(pageErrors).toEqual([]);
});
