import { setPageLocale } from '@clinio/design-system';
import { ApiError, createApiClient, type ApiCallRecord } from './api-client';
import { failureOf, setup, type FakeAnswer } from './api-client.fixture';

describe('requests', () => {
  it('sends the access token as a Bearer header, read afresh on every call', async () => {
    let token: string | null = 'first-token';
    const { client, sent } = setup([], { getAccessToken: () => token });
    await client.get('/api/me');
    token = null;
    await client.get('/api/me');

    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer first-token');
    expect(sent[1]?.headers.has('Authorization')).toBe(false);
  });

  it("sends the page's language, so e-mails a call causes are written in it", async () => {
    const { client, sent } = setup([]);
    setPageLocale('es');
    await client.get('/api/me');
    setPageLocale('en');
    await client.get('/api/me');

    expect(sent[0]?.headers.get('Accept-Language')).toBe('es');
    expect(sent[1]?.headers.get('Accept-Language')).toBe('en');
  });

  it('sends objects as JSON and returns the response body', async () => {
    const { client, sent } = setup([{ status: 201, data: { id: 'p1' } }]);
    const created = await client.post<{ id: string }>('/api/patients/', { first_name: 'Ada' });

    expect(created).toEqual({ id: 'p1' });
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(sent[0]?.data).toBe('{"first_name":"Ada"}');
    expect(sent[0]?.withCredentials).toBe(true);
  });

  it('sends FormData as is, leaving the multipart header to the browser', async () => {
    const { client, sent } = setup([]);
    const form = new FormData();
    form.append('file', new Blob(['logo']), 'logo.png');
    await client.post('/api/clinics/c1/upload-logo', form);

    expect(sent[0]?.data).toBe(form);
    expect(String(sent[0]?.headers.get('Content-Type') ?? '')).not.toContain('application/json');
  });

  it.each(['get', 'post', 'put', 'patch', 'delete'] as const)('supports %s', async (method) => {
    const { client, sent } = setup([{ status: 200, data: true }]);
    const result =
      method === 'get' || method === 'delete'
        ? await client[method]<boolean>('/api/things/1')
        : await client[method]<boolean>('/api/things/1', { a: 1 });
    expect(result).toBe(true);
    expect(sent[0]?.method).toBe(method);
    expect(sent[0]?.url).toBe('/api/things/1');
  });
});

describe('an access token given by a promise', () => {
  it('waits for it before the request leaves', async () => {
    let release: (token: string) => void = () => undefined;
    const getAccessToken = () =>
      new Promise<string>((resolve) => {
        release = resolve;
      });
    const { client, sent } = setup([], { getAccessToken });
    const pending = client.get('/api/me');
    await Promise.resolve();
    expect(sent).toHaveLength(0);

    release('fresh-token');
    await pending;
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer fresh-token');
  });

  it('sends the call without a token when the getter fails', async () => {
    const { client, sent } = setup([], { getAccessToken: () => Promise.reject(new Error('refused')) });
    await client.get('/api/me');
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  it('does not time the wait for the token as part of the call', async () => {
    let clock = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => clock);
    const getAccessToken = async () => {
      clock += 500;
      await Promise.resolve();
      return 'token';
    };
    const { client, records } = setup([{ status: 200 }], { getAccessToken }, () => {
      clock += 20;
    });
    await client.get('/api/me');
    expect(records[0]?.durationMs).toBe(20);
  });
});

describe('per-request options', () => {
  it("marks a background call with 'X-Clinio-Background: 1', and only that call", async () => {
    const { client, sent } = setup([]);
    await client.get('/api/me', { background: true });
    await client.get('/api/me');
    await client.post('/api/notifications/mark-all-read', undefined, { background: false });

    expect(sent[0]?.headers.get('X-Clinio-Background')).toBe('1');
    expect(sent[1]?.headers.has('X-Clinio-Background')).toBe(false);
    expect(sent[2]?.headers.has('X-Clinio-Background')).toBe(false);
  });

  it('sends a skipAuth call without a token and without asking for one', async () => {
    const getAccessToken = jest.fn(() => 'token');
    const { client, sent } = setup([], { getAccessToken });
    await client.post('/api/refresh-token', { refresh_token: 'r1' }, { skipAuth: true });

    expect(getAccessToken).not.toHaveBeenCalled();
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
    expect(sent[0]?.withCredentials).toBe(true);
  });

  it("leaves a skipAuth call's 401 to its caller, not to the global handler", async () => {
    const { client } = setup([
      { status: 401, data: { detail: 'Invalid username or password', code: 'unauthenticated' } },
    ]);
    const handler = jest.fn();
    client.setUnauthorizedHandler(handler);

    const error = await failureOf(client.post('/api/login', {}, { skipAuth: true }));
    expect(error.message).toBe('Invalid username or password');
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps headers given with the call', async () => {
    const { client, sent } = setup([], { getAccessToken: () => 'token' });
    await client.post('/api/logout', undefined, { headers: { 'X-CSRF-Token': 'csrf-1' } });
    expect(sent[0]?.headers.get('X-CSRF-Token')).toBe('csrf-1');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token');
  });
});

describe('call records', () => {
  it('records endpoint, method, status and duration of a success', async () => {
    let clock = 1000;
    jest.spyOn(performance, 'now').mockImplementation(() => clock);
    const { client, records } = setup([{ status: 200, data: [] }], {}, () => {
      clock += 250.44;
    });
    await client.get('/api/notifications?_t=1');
    expect(records).toEqual([
      { endpoint: '/api/notifications?_t=1', method: 'GET', status: 200, durationMs: 250.4 },
    ]);
  });

  it('records failures too, with status 0 when no response came', async () => {
    const { client, records } = setup([{ status: 404 }, 'network']);
    await failureOf(client.delete('/api/patients/p1'));
    await failureOf(client.post('/api/logout'));
    expect(records.map(({ method, status }) => [method, status])).toEqual([
      ['DELETE', 404],
      ['POST', 0],
    ]);
  });

  it('logs every call at debug level when no recorder is given', async () => {
    const debug = jest.spyOn(console, 'debug').mockImplementation(() => undefined);
    const { client } = setup([{ status: 200 }], { onCall: undefined });
    await client.get('/api/clinics');
    expect(debug).toHaveBeenCalledWith(expect.stringMatching(/^\[api\] GET \/api\/clinics 200 [\d.]+ms$/));
  });
});

describe('errors (spec 8)', () => {
  it.each([
    ['the detail', { status: 400, data: { detail: 'Email taken', message: 'ignored' } }, 'Email taken'],
    ['the message', { status: 400, data: { message: 'Bad things' } }, 'Bad things'],
    ['the status text', { status: 502, statusText: 'Bad Gateway', data: '<html>' }, 'Bad Gateway'],
    ['the fixed text', { status: 500, data: null }, 'HTTP error! status: 500'],
  ])('uses %s as the message', async (_source, answer: FakeAnswer, message) => {
    const { client } = setup([answer]);
    const error = await failureOf(client.get('/api/clinics'));
    expect(error.message).toBe(message);
    expect(error.status).toBe(answer.status);
    expect(error.response?.data).toEqual(answer.data);
  });

  it('exposes the stable error code of the body', async () => {
    const { client } = setup([{ status: 403, data: { detail: 'Locked', code: 'feature_locked' } }]);
    const error = await failureOf(client.get('/api/reports'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.name).toBe('ApiError');
    expect(error.code).toBe('feature_locked');
  });

  it("says 'Network error' when no response came", async () => {
    const { client } = setup(['network']);
    const error = await failureOf(client.get('/api/me'));
    expect(error).toMatchObject({
      message: 'Network error',
      status: 0,
      code: 'network_error',
      response: null,
    });
  });
});

describe('401 (spec 4.1: any 401 logs out)', () => {
  it('calls the global unauthorized handler with the call record, and still rejects', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = setup([{ status: 401, data: { detail: 'Token expired', code: 'unauthenticated' } }]);
    const handler = jest.fn<undefined, [ApiCallRecord]>();
    client.setUnauthorizedHandler(handler);

    const error = await failureOf(client.get('/api/me'));
    expect(error.message).toBe('Token expired');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ endpoint: '/api/me', status: 401 }));
    expect(warn).not.toHaveBeenCalled();
  });

  it('only logs a warning when no handler is set (or it was removed)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = setup([{ status: 401 }]);
    const handler = jest.fn();
    client.setUnauthorizedHandler(handler);
    client.setUnauthorizedHandler(null);

    await failureOf(client.get('/api/me'));
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no global unauthorized handler'));
  });

  it('does not call the handler for other failures', async () => {
    const { client } = setup([{ status: 403 }, { status: 500 }, 'network']);
    const handler = jest.fn();
    client.setUnauthorizedHandler(handler);
    await failureOf(client.get('/a'));
    await failureOf(client.get('/b'));
    await failureOf(client.get('/c'));
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('base address', () => {
  it('defaults to the local API on port 8000 (spec 7) and keeps an explicit one', () => {
    expect(createApiClient({}).axios.defaults.baseURL).toBe('http://localhost:8000');
    expect(createApiClient({ baseURL: '' }).axios.defaults.baseURL).toBe('');
    expect(createApiClient({ baseURL: 'https://api.clinic.example' }).axios.defaults.baseURL).toBe(
      'https://api.clinic.example',
    );
  });
});
