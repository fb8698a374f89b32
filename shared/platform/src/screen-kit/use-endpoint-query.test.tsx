import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RemoteHarness } from '../testing/harness';
import { createMockApi, type MockApi } from '../testing/mock-api';
import { useEndpointQuery, useInvalidateApi } from './use-api-query';

const CLINIC = '3f1c2b9a-8d4e-4f6a-9b1c-2d3e4f5a6b7c';

function UnreadCount({ clinicId }: { clinicId: string | null }) {
  const [stamp, setStamp] = useState(1);
  const count = useEndpointQuery('getUnreadNotificationCount', { query: { _t: stamp } });
  const branding = useEndpointQuery('getClinicBranding', clinicId === null ? null : { params: { clinicId } });
  const invalidate = useInvalidateApi();
  return (
    <>
      <p>{count.data === null ? 'none' : `${count.data.unread_count} unread`}</p>
      <p>{count.error ?? ''}</p>
      <p>{count.errorCode ?? ''}</p>
      <p>{branding.data === null ? 'no branding' : 'branding'}</p>
      <button type="button" onClick={() => setStamp(2)}>
        Again
      </button>
      <button type="button" onClick={() => void invalidate('/api/notifications')}>
        Invalidate
      </button>
    </>
  );
}

function show(api: MockApi, clinicId: string | null = null) {
  render(<RemoteHarness App={() => <UnreadCount clinicId={clinicId} />} props={{ api }} />);
}

it('calls the operation by name with its query and shows the parsed answer', async () => {
  const api = createMockApi().on('getUnreadNotificationCount', () => ({ unread_count: 3 }));
  show(api);
  expect(await screen.findByText('3 unread')).toBeInTheDocument();
  expect(api.calls).toEqual([
    {
      method: 'GET',
      url: '/api/notifications/unread-count',
      query: { _t: 1 },
      body: undefined,
      endpoint: 'getUnreadNotificationCount',
    },
  ]);
});

it('reads again when the input changes, and when its path is invalidated', async () => {
  let answered = 0;
  const api = createMockApi().on('getUnreadNotificationCount', () => ({ unread_count: (answered += 1) }));
  show(api);
  expect(await screen.findByText('1 unread')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Again' }));
  expect(await screen.findByText('2 unread')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Invalidate' }));
  expect(await screen.findByText('3 unread')).toBeInTheDocument();
});

it('does not call while the input is null', async () => {
  const api = createMockApi().on('getUnreadNotificationCount', () => ({ unread_count: 0 }));
  show(api);
  expect(await screen.findByText('0 unread')).toBeInTheDocument();
  expect(screen.getByText('no branding')).toBeInTheDocument();
  expect(api.calls.map((call) => call.endpoint)).toEqual(['getUnreadNotificationCount']);
});

it('reports an answer of another shape as invalid_response', async () => {
  const api = createMockApi().on('GET /api/notifications/unread-count', () => ({ unread: 'three' }));
  show(api);
  expect(await screen.findByText('invalid_response')).toBeInTheDocument();
  expect(screen.getByText('none')).toBeInTheDocument();
});

it('calls a path-parameter operation with its parameters', async () => {
  const api = createMockApi()
    .on('getUnreadNotificationCount', () => ({ unread_count: 0 }))
    .on('getClinicBranding', () => {
      throw new Error('unused');
    });
  show(api, CLINIC);
  await screen.findByText('0 unread');
  expect(api.calls.map((call) => call.url)).toContain(`/api/clinics/${CLINIC}/branding`);
});
