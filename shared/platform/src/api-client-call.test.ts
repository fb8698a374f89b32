import { failureOf, setup } from './api-client.fixture';

const STAFF_ID = '0b1f5a3e-8c7d-4e2f-9a6b-1c2d3e4f5a6b';

describe('api.call: an operation of the endpoint map, by name', () => {
  it('sends the method, the path with its parameters encoded, the query and the body', async () => {
    const { client, sent } = setup([{ status: 200, data: { unread_count: 0 } }, { status: 204 }]);
    await client.call('getUnreadNotificationCount', { query: { _t: 5 } });
    await client.call('deleteBranch', { params: { tenantId: 'a b', branchId: 'c/d' } });
    expect(sent.map((config) => [config.method, config.url, config.params as unknown])).toEqual([
      ['get', '/api/notifications/unread-count', { _t: 5 }],
      ['delete', '/api/tenants/a%20b/branches/c%2Fd', undefined],
    ]);
  });

  it('types the input: path parameters and a required body cannot be left out', async () => {
    const { client, sent } = setup([]);
    // @ts-expect-error deleteBranch needs its path parameters
    await expect(client.call('deleteBranch', {})).rejects.toThrow('needs the path parameter tenantId');
    // @ts-expect-error sendContactMessage needs its body
    const noBody = () => client.call('sendContactMessage');
    expect(typeof noBody).toBe('function');
    expect(sent).toEqual([]);
  });

  it('answers the parsed body, typed by the response schema', async () => {
    const { client, sent } = setup([{ status: 201, data: { id: 'msg-1', receivedAt: '2026-11-25' } }]);
    const receipt = await client.call('sendContactMessage', {
      body: { name: 'Ann', email: 'ann@clinic.example', message: 'Hello there, a question' },
    });
    expect(receipt.receivedAt).toBe('2026-11-25');
    expect(JSON.parse(String(sent[0]?.data))).toEqual({
      name: 'Ann',
      email: 'ann@clinic.example',
      message: 'Hello there, a question',
    });
  });

  it('reads a 204 as the null its schema declares', async () => {
    const { client } = setup([{ status: 204, data: '' }]);
    await expect(client.call('deleteNotification', { params: { id: STAFF_ID } })).resolves.toBeNull();
  });

  it('refuses an answer of another shape with an ApiError the screen can show', async () => {
    const { client } = setup([{ status: 200, data: { unread: 'many' } }]);
    const error = await failureOf(client.call('getUnreadNotificationCount'));
    expect([error.code, error.status, error.message]).toEqual([
      'invalid_response',
      200,
      "The server's answer to getUnreadNotificationCount is not in the expected shape",
    ]);
  });

  it('keeps the client: token, background header, skipAuth, call records and the global 401', async () => {
    const unauthorized = jest.fn();
    const { client, sent, records } = setup(
      [
        { status: 200, data: { unread_count: 2 } },
        { status: 401, data: { detail: 'No', code: 'x' } },
      ],
      { getAccessToken: () => 'token-1' },
    );
    client.setUnauthorizedHandler(unauthorized);
    await client.call('getUnreadNotificationCount', {}, { background: true });
    const refused = await failureOf(client.call('getMe'));
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(sent[0]?.headers.get('X-Clinio-Background')).toBe('1');
    expect(records.map((record) => `${record.method} ${record.endpoint} ${record.status}`)).toEqual([
      'GET /api/notifications/unread-count 200',
      'GET /api/me 401',
    ]);
    expect([refused.status, unauthorized.mock.calls.length]).toEqual([401, 1]);
  });

  it('sends a sign-in without a token when asked', async () => {
    const tokens = { access_token: 'a', refresh_token: 'r', token_type: 'bearer', expires_in: 900 };
    const { client, sent } = setup([{ status: 200, data: tokens }], { getAccessToken: () => 'token-1' });
    const answer = await client.call(
      'signInStaff',
      { body: { username: 'ann', password: 'secret-pass' } },
      { skipAuth: true },
    );
    expect(answer).toEqual(tokens);
    expect(sent[0]?.headers.get('Authorization')).toBeUndefined();
  });
});
