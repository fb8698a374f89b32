import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../api-client';
import { useRemote } from '../remote-context';
import { RemoteHarness } from './harness';
import { apiError, createMockApi } from './mock-api';

describe('createMockApi', () => {
  it('answers registered routes, ignoring the query, and records every call', async () => {
    const api = createMockApi().on('POST /api/contact', (body) => ({ received: body }));
    await expect(api.post('/api/contact?x=1', { name: 'Ada' })).resolves.toEqual({
      received: { name: 'Ada' },
    });
    await expect(api.get('/api/contact')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect(api.calls).toEqual([
      { method: 'POST', url: '/api/contact?x=1', body: { name: 'Ada' } },
      { method: 'GET', url: '/api/contact', body: undefined },
    ]);
  });

  it('raises failures the way the real client does', async () => {
    const api = createMockApi().on('DELETE /api/patients/p1', () => {
      throw apiError(403, { detail: 'Not yours', code: 'permission_denied' });
    });
    const failure: unknown = await api.delete('/api/patients/p1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      message: 'Not yours',
      status: 403,
      response: { data: { code: 'permission_denied' } },
    });
  });
});

describe('RemoteHarness', () => {
  function Page() {
    const { pathname, search } = useLocation();
    const navigate = useNavigate();
    const { config, auth } = useRemote();
    return (
      <>
        <p>
          path {pathname}
          {search}
        </p>
        <p>
          {auth.status} in {config.environment}
        </p>
        <Link to="/faq?q=1">FAQ</Link>
        <button type="button" onClick={() => void navigate('/terms', { replace: true })}>
          Terms instead
        </button>
        <button type="button" onClick={() => void navigate(-1)}>
          Back
        </button>
      </>
    );
  }
  it('runs the App at the initial path and keeps an in-memory history of its navigations', async () => {
    const onNavigate = jest.fn<undefined, [string]>();
    render(<RemoteHarness App={Page} initialPath="/about-us" onNavigate={onNavigate} />);
    expect(screen.getByText('path /about-us')).toBeInTheDocument();
    expect(screen.getByText('signed-out in test')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(screen.getByText('path /faq?q=1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Terms instead' }));
    expect(screen.getByText('path /terms')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('path /about-us')).toBeInTheDocument();

    expect(onNavigate.mock.calls).toEqual([['/faq?q=1'], ['/terms']]);
  });
});
