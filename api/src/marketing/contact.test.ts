import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const VALID = {
  name: 'Dana Okafor',
  email: 'dana@lakesidephysio.example',
  clinicName: 'Lakeside Physio',
  phone: '+1 555 0100',
  clinicSize: '2-5',
  message: 'We run two locations and would like a demo of the calendar.',
};

describe('POST /api/contact', () => {
  it('stores the message and answers with its id', async () => {
    const response = await ctx.server.inject({ method: 'POST', url: '/api/contact', payload: VALID });
    expect(response.statusCode).toBe(201);
    const { id, receivedAt } = response.json<{ id: string; receivedAt: string }>();
    expect(Number.isNaN(Date.parse(receivedAt))).toBe(false);
    const row = await ctx.db.database.app
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Dana Okafor', clinic_name: 'Lakeside Physio', clinic_size: '2-5' });
  });

  it('accepts the optional fields left out', async () => {
    const response = await ctx.server.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Sam', email: 'sam@example.org', message: 'Is there a trial for one provider?' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('names each invalid field', async () => {
    const response = await ctx.server.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...VALID, name: ' ', email: 'nope', clinicSize: '1000', message: 'short' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ fields: { field: string; message: string }[] }>().fields;
    expect(fields.map((field) => field.field).sort()).toEqual(['clinicSize', 'email', 'message', 'name']);
    expect(fields.find((field) => field.field === 'message')?.message).toBe(
      'Message must be at least 10 characters',
    );
  });
});
