import { createHmac, randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { createPatient, schedulingResources, staffHeaders, uniqueName } from '../support/factories';
import { expect, remoteArea, test } from '../support/fixtures';
import { signInStaff } from '../support/identity';
import { BASE_URL, E2E_SMS_AUTH_TOKEN } from '../support/product-server';

/**
 * Issue 18's journey: staff make reminder rules, a visit is booked, its reminders are scheduled;
 * the queue runs with a moved clock (the development clock, ADR 064) and the first reminder is
 * delivered; the patient texts STOP and the next reminder is not sent.
 */
const messaging = (page: Page) => remoteArea(page, 'messaging');
const HOUR = 3_600_000;

/** The UTC instant of `hour`:`minute` on `day` (YYYY-MM-DD) in the time zone `zone`. */
function zonedInstant(day: string, hour: number, minute: number, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const guess = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hour, minute);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(guess));
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  const shown = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return new Date(guess - (shown - guess));
}

/** A visit at about 15:00 in the branch's zone, 3 to 10 days ahead, at a time the provider has free. */
async function bookAfternoonVisit(
  request: APIRequestContext,
  headers: Record<string, string>,
  patientId: string,
) {
  const resources = await schedulingResources(request, headers);
  const provider = resources.providers.find(
    (item) => item.branch_ids.length > 0 && item.appointment_types.length > 0,
  );
  const branch = resources.branches.find((item) => item.id === provider?.branch_ids[0]);
  expect(provider && branch).toBeTruthy();
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const day = new Date(Date.now() + (3 + Math.floor(Math.random() * 8)) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const start = zonedInstant(
      day,
      14 + Math.floor(Math.random() * 2),
      Math.floor(Math.random() * 4) * 15,
      branch?.timezone ?? 'UTC',
    );
    const response = await request.post('/api/appointments/', {
      headers,
      data: {
        patient_id: patientId,
        provider_id: provider?.id,
        branch_id: branch?.id,
        appointment_type: provider?.appointment_types[0],
        start_time: start.toISOString(),
        allow_outside_hours: true,
      },
    });
    if (response.status() === 201) return start;
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('No free afternoon for the visit');
}

/** Twilio's X-Twilio-Signature: HMAC-SHA1 over the URL and the sorted form fields, base64. */
function signed(url: string, params: Record<string, string>) {
  const text = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + (params[key] ?? ''), url);
  return createHmac('sha1', E2E_SMS_AUTH_TOKEN).update(text).digest('base64');
}

test('a reminder rule, a booked visit, the reminder delivered at its time, and STOP blocks the next one', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const headers = await staffHeaders(request, 'owner');
  const tag = uniqueName('ref');
  const template = await request.post('/api/message-templates', {
    headers,
    data: {
      name: `Visit soon ${tag}`,
      channel: 'sms',
      body: `Hi {{patient_first_name}}, your visit at {{clinic_name}} is soon (${tag}). Reply STOP to opt out.`,
    },
  });
  expect(template.status()).toBe(201);
  const phone = `(860) 555-01${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  const patient = await createPatient(request, headers, {
    first_name: 'Tamsin',
    last_name: uniqueName('Remind'),
    date_of_birth: '1984-02-11',
    phone_number: phone,
  });

  // Two rules made on the Reminders screen: 3 hours and 1 hour before every visit.
  await page.setViewportSize({ width: 375, height: 812 });
  await signInStaff(page, 'owner');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/reminders');
  const rules = messaging(page).getByRole('region', { name: 'Reminder rules table' });
  for (const hours of ['3', '1']) {
    await messaging(page).getByRole('button', { name: 'New reminder rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New reminder rule' });
    await dialog.getByLabel(/^Name/).fill(`${hours} h ${tag}`);
    await dialog.getByLabel(/^Template/).selectOption({ label: `Visit soon ${tag} (SMS)` });
    await dialog.getByLabel(/^Hours/).fill(hours);
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await expect(dialog).toBeHidden();
    await expect(rules).toContainText(`${hours} h ${tag}`);
  }
  await expectAccessible(page, { include: '[data-remote="messaging"]' });

  // The visit is booked: the queue's next run makes its two reminders, queued for their times.
  const start = await bookAfternoonVisit(request, headers, patient.id);
  const runDue = async (until: Date) => {
    const response = await request.post('/api/dev/messaging/run-due', {
      headers,
      data: { until: until.toISOString(), patient_id: patient.id },
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as { reminders_made: number; messages_run: number };
  };
  await runDue(new Date());
  const history = messaging(page).getByRole('region', { name: 'Messages table' });
  const ours = history.getByRole('row').filter({ hasText: tag });
  await page.goto(`/dashboard/message-history?patient_id=${patient.id}`);
  await expect(ours).toHaveCount(2);
  await expect(ours.filter({ hasText: 'Queued' })).toHaveCount(2);
  await expectAccessible(page, { include: '[data-remote="messaging"]' });

  // The clock moves to just after the first reminder's time: it is delivered, the other waits.
  await runDue(new Date(start.getTime() - 3 * HOUR + 60_000));
  await page.reload();
  await expect(ours.filter({ hasText: 'Delivered' })).toHaveCount(1);
  await expect(ours.filter({ hasText: 'Queued' })).toHaveCount(1);

  // The patient answers STOP (a signed webhook, as the provider posts it) and gets the confirmation.
  const numbers = await request.get('/api/phone-numbers', { headers });
  const clinicNumber = ((await numbers.json()) as { items: { e164: string; status: string }[] }).items.find(
    (item) => item.status === 'active',
  )?.e164;
  const url = `${BASE_URL}/api/webhooks/sms/inbound`;
  const params = {
    AccountSid: 'ACdevelopment',
    MessageSid: `SM${randomBytes(16).toString('hex')}`,
    From: `+1860555${phone.slice(-4)}`,
    To: clinicNumber ?? '',
    Body: 'STOP',
  };
  const stop = await request.post(url, {
    headers: { 'x-twilio-signature': signed(url, params) },
    form: params,
  });
  expect(stop.status()).toBe(200);
  expect(await stop.text()).toMatch(/unsubscribed/i);
  const forged = await request.post(url, { headers: { 'x-twilio-signature': 'forged' }, form: params });
  expect(forged.status()).toBe(403);

  // At the second reminder's time nothing is sent: it is marked opted out.
  await runDue(new Date(start.getTime() - HOUR + 60_000));
  await page.reload();
  await expect(ours.filter({ hasText: 'Opted out' })).toHaveCount(1);
  await expect(ours.filter({ hasText: 'Delivered' })).toHaveCount(1);
  expect(pageErrors).toEqual([]);
});
