import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, remoteArea, test } from '../support/fixtures';
import { ENGLISH_SIGNING, signWhatTheVisitNeeds, withoutSignedConsent } from '../support/consents';
import { signInPatient, signInStaff, staffToken } from '../support/identity';
import { outboxNames, waitForMail } from '../support/outbox';

/**
 * Issue 11, ADR 040: the portal patient books a free time from /patient-dashboard and cancels it,
 * signing first the treatment consent the visit needs (issue 16: expired or missing, it is asked
 * for again before booking);
 * staff see the demo clinic's waitlist; an offer link that is not valid says so. axe on each.
 */

/**
 * Closes the confirmation toasts first: the design system's green toast is below AA contrast
 * (reported, not this screen's), and it would hide what the screen itself does.
 */
async function closeToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Close notification' });
  for (const button of await close.all()) await button.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 15_000 });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The next days (YYYY-MM-DD, UTC calendar), from the day after tomorrow. */
function nextDays(count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.now() + (index + 2) * 24 * 3600_000).toISOString().slice(0, 10),
  );
}

test('the portal patient signs the consent the visit needs, books a free time and cancels it, at 375 px', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  await withoutSignedConsent(request, 'treatment');
  await page.setViewportSize({ width: 375, height: 812 });
  await signInPatient(page, 'patient@demo.test');
  const area = remoteArea(page, 'patients');
  const section = area.getByRole('region', { name: 'Upcoming appointments' });
  await section.getByRole('button', { name: 'Book an appointment' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Book an appointment' });
  await expect(dialog.getByRole('combobox', { name: /Type of visit/ })).toBeVisible();
  // The treatment consent is missing or expired: the visit is booked only after signing it.
  await expect(dialog.getByText(/^This visit needs your signature on/)).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('Consent to Examination and Treatment')).toBeVisible();
  await expectAccessible(page);
  await signWhatTheVisitNeeds(page, dialog, ENGLISH_SIGNING);
  await expect(dialog.getByText(/^This visit needs your signature on/)).toHaveCount(0);

  // The first of the next days with a free time (the demo week is busy; weekends are closed).
  let chosen = '';
  for (const day of nextDays(12)) {
    await dialog.getByLabel(/^Day/).fill(day);
    const first = dialog.getByRole('radio').first();
    const none = dialog.getByText('No free times that day', { exact: false });
    await expect(first.or(none)).toBeVisible({ timeout: 15_000 });
    if (await first.isVisible()) {
      chosen = (await first.locator('xpath=..').innerText()).trim();
      await first.check();
      break;
    }
  }
  expect(chosen).not.toBe('');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Book this time' }).click();
  await expect(dialog).toHaveCount(0);

  const booked = section
    .getByRole('listitem')
    .filter({ hasText: chosen })
    // The appointment's own item, not its clinic's item around it (the list is nested per clinic).
    .filter({ hasNot: page.getByRole('listitem') })
    .filter({
      has: page.getByRole('button', { name: /^Cancel / }),
    });
  await expect(booked.first()).toBeVisible();
  await closeToasts(page);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  const before = await section.getByRole('button', { name: /^Cancel / }).count();
  await booked
    .first()
    .getByRole('button', { name: /^Cancel / })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this appointment?' });
  await confirm.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(section.getByRole('button', { name: /^Cancel / })).toHaveCount(before - 1);
  await closeToasts(page);
  await expectAccessible(page);
  expect(pageErrors).toEqual([]);
});

test("staff see the demo clinic's waitlist, and a bad offer link says so", async ({ page, pageErrors }) => {
  await signInStaff(page, 'owner');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/appointments/waitlist');
  const area = remoteArea(page, 'appointments');
  await expect(area.getByRole('heading', { level: 1, name: 'Waitlist' })).toBeVisible({ timeout: 30_000 });
  const entries = area.getByRole('list', { name: 'Waitlist entries' });
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await expect(entries.getByText('Consultation · Any provider', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await area.getByRole('button', { name: 'Add to waitlist' }).click();
  await expect(page.getByRole('dialog', { name: 'Add to waitlist' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('dialog', { name: 'Add to waitlist' }).getByRole('button', { name: 'Cancel' }).click();

  await page.context().clearCookies();
  await page.goto('/waitlist-offer?token=not-a-real-offer-token-at-all');
  await expect(page.getByText('This offer link is not valid. Please contact the clinic.')).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page);
  expect(pageErrors).toEqual([]);
});

/** The offer e-mail to `address` that arrived after `before`, and its booking link. */
async function offerLinkFor(address: string, before: Set<string>): Promise<string> {
  const mail = await waitForMail(
    (candidate) =>
      candidate.to === address &&
      candidate.subject.startsWith('A time opened up') &&
      /Book this time: (\S+)/.test(candidate.text),
    { before },
  );
  return /Book this time: (\S+)/.exec(mail.text)?.[1] ?? '';
}

test('a cancellation is offered to the waitlist by e-mail, and the link books it', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const headers = { Authorization: `Bearer ${await staffToken(request, 'owner')}` };
  const found = await request.get('/api/patients/?search=patient%40demo.test', { headers });
  const jordan = ((await found.json()) as { results: { id: string; email: string }[] }).results.find(
    (patient) => patient.email === 'patient@demo.test',
  );
  expect(jordan).toBeDefined();
  // Only Jordan waits, so the offer is theirs.
  const waiting = (await (await request.get('/api/waitlist', { headers })).json()) as {
    results: { id: string }[];
  };
  for (const entry of waiting.results) {
    expect((await request.delete(`/api/waitlist/${entry.id}`, { headers })).status()).toBe(200);
  }
  const from = new Date(Date.now() + 24 * 3600_000).toISOString();
  const to = new Date(Date.now() + 10 * 24 * 3600_000).toISOString();
  const listed = await request.get(
    `/api/appointments/?start=${encodeURIComponent(from)}&end=${encodeURIComponent(to)}&status=booked&limit=50`,
    { headers },
  );
  expect(listed.status()).toBe(200);
  const { results } = (await listed.json()) as {
    results: {
      id: string;
      patient_id: string;
      branch_id: string;
      appointment_type: string;
      start_time: string;
      end_time: string;
    }[];
  };
  const freed = results.find((appointment) => appointment.patient_id !== jordan?.id);
  expect(freed).toBeDefined();
  if (!freed || !jordan) return;
  const entry = await request.post('/api/waitlist', {
    headers,
    data: {
      patient_id: jordan.id,
      branch_id: freed.branch_id,
      appointment_type: freed.appointment_type,
      provider_id: null,
      window_start: new Date(Date.parse(freed.start_time) - 3600_000).toISOString(),
      window_end: new Date(Date.parse(freed.end_time) + 3600_000).toISOString(),
    },
  });
  expect(entry.status()).toBe(201);
  const before = await outboxNames();
  const cancelled = await request.delete(`/api/appointments/${freed.id}?reason=Called%20to%20cancel`, {
    headers,
  });
  expect(cancelled.status()).toBe(200);

  const link = await offerLinkFor('patient@demo.test', before);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1, name: 'A time at Demo Family Clinic' })).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByText('Booked. The clinic has your appointment; see you then.')).toBeVisible();
  await expectAccessible(page);

  const mine = await request.get(
    `/api/appointments/?patient_id=${jordan.id}&start=${encodeURIComponent(from)}&end=${encodeURIComponent(to)}`,
    { headers },
  );
  const booked = ((await mine.json()) as { results: { source: string; status: string }[] }).results;
  expect(
    booked.filter((appointment) => appointment.source === 'waitlist' && appointment.status === 'booked'),
  ).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});
