import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { staffToken } from '../support/identity';
import { outboxNames, waitForMail } from '../support/outbox';
import { BASE_URL } from '../support/product-server';

/**
 * The public booking page (spec 2.1, ADR 037) inside a clinic's website: a tiny local server plays
 * the website. Its origin is listed in the clinic's settings, so the page shows and books; the same
 * page served from another origin is refused by the browser (frame-ancestors).
 */
function website(clinicId: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo Family Clinic website</title></head>
<body><main><h1>Demo Family Clinic</h1><p>Book your visit online.</p>
<iframe src="${BASE_URL}/embed/calendar/${clinicId}" title="Book an appointment" style="width:100%;height:1400px;border:0"></iframe>
</main></body></html>`;
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://localhost:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

test('a patient books through the embed on an allowed website; another website cannot frame it', async ({
  page,
  request,
}) => {
  const token = await staffToken(request, 'owner');
  const headers = { authorization: `Bearer ${token}` };
  const settings = (await (await request.get('/api/booking-settings', { headers })).json()) as {
    clinic_id: string;
    embed_allowed_origins: string[];
  };
  const allowed = await website(settings.clinic_id);
  const other = await website(settings.clinic_id);
  try {
    const saved = await request.put('/api/booking-settings', {
      headers,
      data: {
        embed_enabled: true,
        embed_allowed_origins: [allowed.origin],
        min_notice_minutes: 60,
        max_days_ahead: 60,
        cancel_notice_minutes: 1440,
        slot_step_minutes: 15,
        waitlist_hold_minutes: 120,
      },
    });
    expect(saved.status()).toBe(200);

    await page.goto(allowed.origin);
    const embed = page.frameLocator('iframe[title="Book an appointment"]');
    await expect(
      embed.getByRole('heading', { level: 1, name: 'Book an appointment at Demo Family Clinic' }),
    ).toBeVisible();
    // A week that certainly holds weekdays: from the next Monday.
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
    await embed.getByLabel('Week starting').fill(monday.toISOString().slice(0, 10));
    const slot = embed.locator('#slots button').first();
    await expect(slot).toBeVisible();
    await slot.click();
    await expect(embed.getByText(/^Chosen: /)).toBeVisible();
    await embed.getByLabel('First name').fill('Nora');
    await embed.getByLabel('Last name').fill('Embedded');
    await embed.getByLabel('E-mail').fill('not-an-address');
    await embed.getByLabel('Phone').fill('+1 860 555 0142');
    await embed.getByLabel('Date of birth').fill('1990-06-15');
    // Re-consent (ADR 061): a consultation needs two consents, agreed to and signed before booking.
    await embed.getByRole('button', { name: 'Book this time' }).click();
    await expect(embed.locator('#status')).toHaveText(
      'Please read and agree to each consent to book this visit.',
    );
    const agreements = embed.getByRole('checkbox', { name: /^I have read and agree to: / });
    await expect(agreements).toHaveCount(2);
    await expect(agreements.first()).toBeFocused();
    for (const agreement of await agreements.all()) await agreement.check();
    await embed.getByLabel('Your full name (your signature)').fill('Nora Embedded');
    await embed.getByRole('button', { name: 'Book this time' }).click();
    await expect(embed.getByText('Enter a valid e-mail address')).toBeVisible();
    await embed.getByLabel('E-mail').fill('nora.embedded@example.test');
    const before = await outboxNames();
    await embed.getByRole('button', { name: 'Book this time' }).click();
    // "Any provider": the first free time may be either demo provider's.
    await expect(embed.getByRole('status')).toContainText(
      /Booked: Consultation with (Priya Shah|Daniel Okafor) at /,
    );

    // The e-mail's signed link opens the visit's own page, on a phone: the patient confirms it.
    // The booking's confirmation (its consents were signed on the page: no signing request follows).
    const mail = await waitForMail(
      (candidate) => candidate.to === 'nora.embedded@example.test' && candidate.text.includes('/manage#'),
      { before },
    );
    const link = /https?:\/\/\S+\/manage#\S+/.exec(mail.text)?.[0] ?? '';
    expect(link).not.toBe('');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByRole('heading', { level: 1, name: 'Your appointment' })).toBeVisible();
    await expect(page.locator('#details')).toContainText('Consultation with');
    await page.getByRole('button', { name: 'Confirm I will come' }).click();
    await expect(page.getByRole('status')).toHaveText('Thank you: your appointment is confirmed.');
    await expect(page.getByText('You have confirmed this appointment.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The same page from a website the clinic did not list: the browser refuses to show it.
    const refusal = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
    await page.goto(other.origin);
    await expect(page.getByRole('heading', { name: 'Demo Family Clinic' })).toBeVisible();
    expect((await refusal).text()).toContain(`frame-ancestors ${allowed.origin}`);
    await expect(
      page
        .frameLocator('iframe[title="Book an appointment"]')
        .getByRole('heading', { name: /Book an appointment at/ }),
    ).toHaveCount(0);
  } finally {
    await request.put('/api/booking-settings', {
      headers,
      data: {
        embed_enabled: true,
        embed_allowed_origins: settings.embed_allowed_origins,
        min_notice_minutes: 120,
        max_days_ahead: 90,
        cancel_notice_minutes: 1440,
        slot_step_minutes: 15,
        waitlist_hold_minutes: 120,
      },
    });
    await allowed.close();
    await other.close();
  }
});

test('the booking page works at 375 px and passes axe (WCAG 2.2 AA)', async ({ page, request }) => {
  const token = await staffToken(request, 'owner');
  const settings = (await (
    await request.get('/api/booking-settings', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { clinic_id: string };
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/embed/calendar/${settings.clinic_id}`);
  await expect(page.getByRole('heading', { level: 1, name: /Book an appointment at/ })).toBeVisible();
  await expect(page.locator('#slots')).toBeVisible();
  await expect(page.locator('#slots p').first()).not.toHaveText('Loading free times…');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await expectAccessible(page);
  // By keyboard from the page's start: the language switch (issue 22), then the first field.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'English' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Location')).toBeFocused();
});
