import { getConfig, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { mountRootParcel, type Parcel } from 'single-spa';
import { CONTRACT_VERSION, MFE_MODULE_MARKER, checkMfeModule, type RemoteProps } from './contract';
import { RemoteRoot, defineMfe } from './define-mfe';
import { createEventBus } from './event-bus';
import { useRemote } from './remote-context';
import { createTestRemoteProps } from './testing';

function Where() {
  const { pathname } = useLocation();
  const { auth } = useRemote();
  return (
    <p>
      at {pathname} as {auth.status}
    </p>
  );
}

/** Subscribes on mount and, like a careless remote, never unsubscribes. */
function Listener({ onEvent }: { onEvent: (count: number) => void }) {
  const { bus } = useRemote();
  useEffect(() => {
    bus.subscribe('notifications.changed', ({ unreadCount }) => onEvent(unreadCount));
  }, [bus, onEvent]);
  return null;
}

function Broken(): never {
  throw new Error('render failed');
}

function locationAt(pathname: string): RemoteProps['location'] {
  return { pathname, search: '', hash: '', state: null, key: pathname };
}

const heard = jest.fn<undefined, [number]>();

function App() {
  return (
    <>
      <Where />
      <Listener onEvent={heard} />
      <Link to="/appointments/42?tab=notes">Open appointment</Link>
      <Routes>
        <Route path="/appointments" element={<h1>Appointments list</h1>} />
        <Route path="/broken" element={<Broken />} />
        <Route path="*" element={null} />
      </Routes>
    </>
  );
}

/**
 * single-spa renders from its own promise chain, which React's act() would hold back until the
 * promise settles (a deadlock). Testing Library's async wrapper lifts act for the wait, as its
 * findBy queries do.
 */
function settled<T>(work: () => Promise<T>): Promise<T> {
  return getConfig().asyncWrapper(work) as Promise<T>;
}

const mfe = defineMfe({ name: 'appointments', version: '1.2.0', App });

async function mountAt(pathname: string, overrides: Partial<RemoteProps> = {}, parcelName = 'appointments') {
  const shellBus = createEventBus();
  const props = createTestRemoteProps({
    basePath: '/dashboard',
    location: locationAt(pathname),
    bus: shellBus.scoped('appointments'),
    ...overrides,
  });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  let parcel: Parcel<RemoteProps> | undefined;
  await settled(async () => {
    parcel = mountRootParcel<RemoteProps>({ ...mfe, name: parcelName }, { domElement, ...props });
    await parcel.mountPromise;
  });
  return { parcel: parcel!, props, shellBus, area: within(domElement), domElement };
}

it('is a module the shell accepts: marker, name, version, contract', () => {
  expect(mfe).toMatchObject({
    kind: MFE_MODULE_MARKER,
    name: 'appointments',
    version: '1.2.0',
    contractVersion: CONTRACT_VERSION,
  });
  expect(checkMfeModule({ default: mfe }, 'appointments').ok).toBe(true);
  expect(typeof mfe.update).toBe('function');
});

it('mounts the App under the base path with the shell props, follows updates, and unmounts', async () => {
  const { parcel, props, area, domElement } = await mountAt('/dashboard/appointments');
  expect(area.getByText('at /appointments as signed-out')).toBeInTheDocument();
  expect(area.getByRole('heading', { name: 'Appointments list' })).toBeInTheDocument();

  await settled(() =>
    parcel.update!({
      ...props,
      location: locationAt('/dashboard/other'),
      auth: { ...props.auth, status: 'staff' },
    }),
  );
  expect(area.getByText('at /other as staff')).toBeInTheDocument();
  expect(area.queryByRole('heading', { name: 'Appointments list' })).not.toBeInTheDocument();

  await settled(() => parcel.unmount());
  expect(domElement).toBeEmptyDOMElement();
});

it('hands navigation to the shell, with the base path', async () => {
  const navigate = jest.fn<undefined, [string | number, { replace?: boolean; state?: unknown }?]>();
  const { area } = await mountAt('/dashboard/appointments', { navigate });
  await userEvent.click(area.getByRole('link', { name: 'Open appointment' }));
  expect(navigate).toHaveBeenCalledWith('/dashboard/appointments/42?tab=notes', { state: undefined });
  expect(area.getByRole('link', { name: 'Open appointment' })).toHaveAttribute(
    'href',
    '/dashboard/appointments/42?tab=notes',
  );
});

it("drops the remote's bus subscriptions when it unmounts", async () => {
  const { parcel, shellBus } = await mountAt('/dashboard/appointments');
  shellBus.publish('notifications.changed', { unreadCount: 1 });
  expect(heard).toHaveBeenCalledWith(1);

  await settled(() => parcel.unmount());
  heard.mockClear();
  shellBus.publish('notifications.changed', { unreadCount: 2 });
  expect(heard).not.toHaveBeenCalled();
});

it('contains a render error in the area and reports it on the bus under its own name', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const shellBus = createEventBus();
  const reports: { remote: string; message: string; errorId: string }[] = [];
  shellBus.subscribe('remote.error', (payload) => reports.push(payload));

  // The host may name the parcel as it likes; the report names the remote itself.
  const { area } = await mountAt('/dashboard/broken', { bus: shellBus.scoped('appointments') }, 'area-7');

  expect(area.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  const shownId = area.getByTestId('error-id').textContent;
  expect(reports).toEqual([{ remote: 'appointments', message: 'render failed', errorId: shownId }]);
});

describe('RemoteRoot', () => {
  it('gives the App its contract props through useRemote', () => {
    function ShowsBranding() {
      const { tenant, config } = useRemote();
      return (
        <p>
          {tenant.branding.clinicName} in {config.environment}
        </p>
      );
    }
    render(<RemoteRoot {...createTestRemoteProps()} App={ShowsBranding} />);
    expect(screen.getByText('Clinio in test')).toBeInTheDocument();
  });
});
