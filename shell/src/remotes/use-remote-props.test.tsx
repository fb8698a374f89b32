import type { RemoteProps } from '@clinio/platform';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ShellContext, type ShellServices } from '../shell-context';
import { createShellServices } from '../testing/shell-services';
import { useRemoteProps } from './use-remote-props';

/** Renders the hook under a router at `path` and keeps every props object it returned. */
function renderProps(path: string, services: ShellServices = createShellServices(), area = 'patients') {
  const seen: RemoteProps[] = [];
  function Probe() {
    seen.push(useRemoteProps(area, '/dashboard'));
    return null;
  }
  const tree = () => (
    <ShellContext.Provider value={services}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
      </MemoryRouter>
    </ShellContext.Provider>
  );
  const view = render(tree());
  const latest = () => seen[seen.length - 1]!;
  const shellPath = () => latest().location.pathname + latest().location.search;
  return { seen, latest, shellPath, rerender: () => view.rerender(tree()) };
}

it("carries the shell's location, base path and services", () => {
  const services = createShellServices();
  const { latest } = renderProps('/dashboard/patients?page=2#top', services);
  const props = latest();
  expect(props.basePath).toBe('/dashboard');
  expect(props.location).toMatchObject({ pathname: '/dashboard/patients', search: '?page=2', hash: '#top' });
  expect(props.api).toBe(services.api);
  expect(props.auth).toBe(services.auth);
  expect(props.config).toBe(services.config);
  expect(props.features).toBe(services.features);
  expect(props.tenant.branding).toBe(services.branding);
  expect(props.logout).toBe(services.logout);
});

it('navigates the shell, and keeps the same navigate across locations', () => {
  const { latest, seen, shellPath } = renderProps('/dashboard/patients');
  const first = latest();

  act(() => first.navigate('/dashboard/patients/p-9?tab=notes'));
  expect(shellPath()).toBe('/dashboard/patients/p-9?tab=notes');
  expect(latest().location.pathname).toBe('/dashboard/patients/p-9');
  expect(latest()).not.toBe(first);
  expect(latest().navigate).toBe(first.navigate);

  act(() => latest().navigate(-1));
  expect(shellPath()).toBe('/dashboard/patients');
  act(() => latest().navigate('/dashboard/appointments', { replace: true, state: { from: 'patients' } }));
  expect(latest().location).toMatchObject({
    pathname: '/dashboard/appointments',
    state: { from: 'patients' },
  });
  expect(new Set(seen.map((props) => props.navigate)).size).toBe(1);
});

it('returns the very same props when the shell re-renders for nothing', () => {
  const { latest, seen, rerender } = renderProps('/dashboard/patients');
  const before = latest();
  const renders = seen.length;
  rerender();
  expect(seen.length).toBeGreaterThan(renders);
  expect(latest()).toBe(before);
});

it("gives the remote a bus scoped to its area, and session activity that reaches the shell's bus", () => {
  jest.spyOn(Date, 'now').mockReturnValue(1234);
  const services = createShellServices();
  const sources: string[] = [];
  const activity: number[] = [];
  services.bus.subscribe('remote.error', (_payload, envelope) => sources.push(envelope.source));
  services.bus.subscribe('session.activity', ({ at }) => activity.push(at));
  const { latest } = renderProps('/dashboard/patients', services, 'patients');

  latest().bus.publish('remote.error', { remote: 'patients', message: 'x', errorId: 'E-1' });
  latest().session.touch();

  expect(sources).toEqual(['patients']);
  expect(activity).toEqual([1234]);
});
