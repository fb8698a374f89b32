import { RegistryEntry } from '@clinio/contracts';
import { ShellDesignProvider } from '@clinio/design-system';
import {
  CONTRACT_VERSION,
  createEventBus,
  defineMfe,
  useRemote,
  type MfeModule,
  type RemoteProps,
} from '@clinio/platform';
import { createTestRemoteProps, deferred } from '@clinio/platform/testing';
// The pure entry: remotes unmount from single-spa's promise chain, so this file unmounts by itself.
import { act, render, screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { cleanupRemotes, outsideAct } from '../testing/outside-act';
import { IncompatibleRemoteError, RemoteUnavailableError } from './federation';
import { AREA_RECOVERY_INTERVAL_MS, RemoteArea } from './remote-area';

const heard = jest.fn<undefined, [number]>();

afterEach(cleanupRemotes);

/** A trivial remote: says where it is and who is signed in, and listens on the bus. */
function App() {
  const { pathname } = useLocation();
  const { auth, bus } = useRemote();
  useEffect(() => bus.subscribe('notifications.changed', ({ unreadCount }) => heard(unreadCount)), [bus]);
  return (
    <h2>
      Patients remote at {pathname} for {auth.status}
    </h2>
  );
}

const patientsMfe = defineMfe({ name: 'patients', version: '1.2.0', App });

const ENTRY = RegistryEntry.parse({
  name: 'patients',
  version: '1.2.0',
  manifestUrl: '/mfe/patients/1.2.0/mf-manifest.json',
  contractVersion: CONTRACT_VERSION,
  title: 'Patients',
  routes: ['/dashboard/patients/*'],
});

function propsAt(pathname: string, overrides: Partial<RemoteProps> = {}): RemoteProps {
  return createTestRemoteProps({
    location: { pathname, search: '', hash: '', state: null, key: pathname },
    ...overrides,
  });
}

function renderArea(load: (entry: RegistryEntry) => Promise<MfeModule>, props = propsAt('/patients')) {
  const view = render(<RemoteArea entry={ENTRY} props={props} load={load} />, {
    wrapper: ShellDesignProvider,
  });
  return {
    ...view,
    update: (next: RemoteProps) => view.rerender(<RemoteArea entry={ENTRY} props={next} load={load} />),
  };
}

it('shows a spinner while the remote loads, then the mounted remote', async () => {
  const pending = deferred<MfeModule>();
  const load = jest.fn(() => pending.promise);
  renderArea(load);

  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(load).toHaveBeenCalledWith(ENTRY);

  pending.resolve(patientsMfe);
  expect(
    await screen.findByRole('heading', { name: 'Patients remote at /patients for signed-out' }),
  ).toBeVisible();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('hands the remote every new location and auth snapshot', async () => {
  const { update } = renderArea(() => Promise.resolve(patientsMfe));
  await screen.findByRole('heading', { name: /at \/patients for signed-out/ });

  const base = propsAt('/patients/p-7');
  update({ ...base, auth: { ...base.auth, status: 'staff' } });

  expect(await screen.findByRole('heading', { name: /at \/patients\/p-7 for staff/ })).toBeInTheDocument();
});

it('unmounts the remote, and its bus subscriptions, with the area', async () => {
  const shellBus = createEventBus();
  const { unmount, container } = renderArea(
    () => Promise.resolve(patientsMfe),
    propsAt('/patients', { bus: shellBus.scoped('patients') }),
  );
  await screen.findByRole('heading', { name: /Patients remote/ });
  const host = container.querySelector('[data-remote="patients"]');
  shellBus.publish('notifications.changed', { unreadCount: 1 });
  expect(heard).toHaveBeenCalledWith(1);

  await outsideAct(async () => {
    unmount();
    await waitFor(() => expect(host).toBeEmptyDOMElement());
  });
  heard.mockClear();
  shellBus.publish('notifications.changed', { unreadCount: 2 });
  expect(heard).not.toHaveBeenCalled();
});

it('survives a quick return to the same remote: the old unmount leaves the new mount alone', async () => {
  const first = renderArea(() => Promise.resolve(patientsMfe));
  await screen.findByRole('heading', { name: /at \/patients for/ });

  // Leave and come straight back: the new area mounts while the old one is still unmounting.
  await outsideAct(async () => {
    first.unmount();
    const second = renderArea(() => Promise.resolve(patientsMfe), propsAt('/patients/p-1'));
    await screen.findByRole('heading', { name: /at \/patients\/p-1 for/ });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('heading', { name: /at \/patients\/p-1 for/ })).toBeVisible();

    second.update(propsAt('/patients/p-2'));
    expect(await screen.findByRole('heading', { name: /at \/patients\/p-2 for/ })).toBeVisible();
  });
});

it("shows the area's fallback when loading fails, and 'Try again' recovers", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest
    .fn<Promise<MfeModule>, [RegistryEntry]>()
    .mockRejectedValueOnce(new RemoteUnavailableError('patients', new Error('offline')))
    .mockResolvedValueOnce(patientsMfe);
  renderArea(load);

  const fallback = await screen.findByRole('alert');
  expect(
    within(fallback).getByRole('heading', { name: 'Patients is temporarily unavailable' }),
  ).toBeInTheDocument();
  expect(within(fallback).queryByRole('button', { name: 'Reload page' })).not.toBeInTheDocument();

  await userEvent.click(within(fallback).getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('heading', { name: /Patients remote at \/patients/ })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('shows the fallback when the remote fails to mount', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const broken: MfeModule = { ...patientsMfe, mount: () => Promise.reject(new Error('mount exploded')) };
  renderArea(() => Promise.resolve(broken));
  expect(
    await screen.findByRole('heading', { name: 'Patients is temporarily unavailable' }),
  ).toBeInTheDocument();
});

it('asks for a reload, and does not retry by itself, when the remote is incompatible', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest.fn(() => Promise.reject(new IncompatibleRemoteError('patients', 'contract 2.0.0')));
  jest.useFakeTimers({ advanceTimers: true });
  try {
    renderArea(load);
    const fallback = await screen.findByRole('alert');
    expect(within(fallback).getByText(/A newer version is being rolled out/)).toBeInTheDocument();
    expect(within(fallback).getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(within(fallback).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(AREA_RECOVERY_INTERVAL_MS * 3));
    expect(load).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});

it('tells monitoring, once, why a remote was refused', async () => {
  const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const props = propsAt('/patients');
  const heard: unknown[] = [];
  props.bus.subscribe('remote.error', (event) => heard.push(event));
  const reason =
    'it was built against shared packages this shell lacks (@clinio/platform ^1.9.0, the shell has 1.1.0)';
  renderArea(() => Promise.reject(new IncompatibleRemoteError('patients', reason)), props);
  await screen.findByRole('alert');
  expect(heard).toEqual([
    {
      remote: 'patients',
      message: `Remote "patients" refused: ${reason}`,
      errorId: 'refused-patients-1.2.0',
    },
  ]);
  expect(errorLog).toHaveBeenCalledWith(
    '[shell] remote "patients" failed',
    expect.any(IncompatibleRemoteError),
  );
});

it('tries again by itself every 15 s while the remote is down', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest.fn(() => Promise.reject(new RemoteUnavailableError('patients', 'offline')));
  jest.useFakeTimers({ advanceTimers: true });
  try {
    renderArea(load);
    await screen.findByRole('alert');
    expect(AREA_RECOVERY_INTERVAL_MS).toBe(15_000);

    await act(() => jest.advanceTimersByTimeAsync(14_000));
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
