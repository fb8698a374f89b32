import { createMemoryMailer } from '../test/memory-mailer';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildMessagingClinic, type MessagingClinic } from './test-fixtures';

/**
 * E-mail through the same queue: the clinic's e-mails carry RFC 8058 one-click unsubscribe; the
 * mail client's POST opts the address out of that clinic's e-mail, and every later send honours it.
 */
const PUBLIC_APP_URL = 'https://app.clinio.test';
const mailer = createMemoryMailer();
let ctx: TestContext;
let clinic: MessagingClinic;

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_APP_URL }, mailer });
  clinic = await buildMessagingClinic(ctx.server, ctx.db.database);
});
afterAll(() => ctx.close());

async function sendEmail(subject: string) {
  const response = await ctx.server.inject({
    method: 'POST',
    url: '/api/messages',
    headers: clinic.owner.session.headers,
    payload: {
      patient_id: clinic.patientId,
      channel: 'email',
      subject,
      body: 'Hello {{patient_first_name}}',
      urgent: true,
    },
  });
  expect(response.statusCode).toBe(201);
  await ctx.jobs.drain();
  return response.json<{ id: string }>().id;
}

const statusOf = async (id: string) =>
  (
    await ctx.server.inject({
      method: 'GET',
      url: `/api/messages/${id}`,
      headers: clinic.owner.session.headers,
    })
  ).json<{ status: string }>().status;

const oneClick = (url: string) =>
  ctx.server.inject({
    method: 'POST',
    url: url.replace(PUBLIC_APP_URL, ''),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

it('carries a one-click unsubscribe; its POST stops the clinic e-mailing that address', async () => {
  const first = await sendEmail('Your visit');
  const message = mailer.last('maria.probe@example.org');
  expect(message?.text).toBe('Hello Maria');
  expect(message?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const url = /^<(.+)>$/.exec(message?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
  expect(url).toMatch(/^https:\/\/app\.clinio\.test\/api\/unsubscribe\?t=[0-9a-f-]+&m=[0-9a-f-]+&sig=/);
  expect(url).not.toContain('maria');
  expect(await statusOf(first)).toBe('sent');

  // A forged signature: the same answer, nothing changes.
  expect((await oneClick(url.replace(/sig=[^&]+/, 'sig=forged'))).statusCode).toBe(204);
  await sendEmail('Still subscribed');
  expect(mailer.sent.filter((sent) => sent.subject === 'Still subscribed')).toHaveLength(1);

  expect((await oneClick(url)).statusCode).toBe(204);
  const blocked = await sendEmail('After unsubscribing');
  expect(mailer.sent.filter((sent) => sent.subject === 'After unsubscribing')).toHaveLength(0);
  expect(await statusOf(blocked)).toBe('opted_out');
});
