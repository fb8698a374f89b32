import { apiError, createMockApi } from './mock-api';

const ID = '0b1f5a3e-8c7d-4e2f-9a6b-1c2d3e4f5a6b';

describe('the mock API answers operations by name', () => {
  it('hands the handler the typed input and records the call with its URL', async () => {
    const api = createMockApi().on('markNotificationRead', ({ params }) => params.id === ID);
    await expect(api.call('markNotificationRead', { params: { id: ID } })).resolves.toBe(true);
    expect(api.calls).toEqual([
      {
        method: 'PATCH',
        url: `/api/notifications/${ID}/read`,
        body: undefined,
        endpoint: 'markNotificationRead',
      },
    ]);
  });

  it('parses the answer by the response schema, defaults and all, and refuses a wrong one', async () => {
    const api = createMockApi()
      .on('getUnreadNotificationCount', () => ({ unread_count: 4 }))
      // A handler by URL is not type-checked: the schema still is.
      .on('GET /api/me', () => ({ name: 'nobody' }));
    await expect(api.call('getUnreadNotificationCount')).resolves.toEqual({ unread_count: 4 });
    await expect(api.call('getMe')).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('keeps the URL form working for named calls and plain ones', async () => {
    const api = createMockApi().on('POST /api/contact', (body) => ({
      id: 'm1',
      receivedAt: String(body !== null),
    }));
    const body = { name: 'Ann', email: 'ann@clinic.example', message: 'Hello there, a question' };
    await expect(api.call('sendContactMessage', { body })).resolves.toEqual({ id: 'm1', receivedAt: 'true' });
    await expect(api.post('/api/contact', body)).resolves.toEqual({ id: 'm1', receivedAt: 'true' });
  });

  it('answers 404 for an operation nobody handles, and passes a thrown error on', async () => {
    const api = createMockApi().on('getMe', () => {
      throw apiError(403, { detail: 'Forbidden', code: 'forbidden' });
    });
    await expect(api.call('getDashboardSummary')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    await expect(api.call('getMe')).rejects.toMatchObject({ status: 403, code: 'forbidden' });
  });
});
