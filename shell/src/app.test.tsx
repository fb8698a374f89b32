import { ALL_ON_FLAGS, PRELAUNCH_FLAGS, type LaunchFlags, type Registry } from '@clinio/contracts';
import { defineMfe, useRemote } from '@clinio/platform';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
// The pure entry: remotes unmount from single-spa's promise chain, so this file unmounts by itself.
import { screen, waitFor } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { cleanupRemotes } from './testing/outside-act';
import { renderApp as renderShell } from './testing/render-app';
import { registryOf } from './testing/shell-services';

jest.mock('@module-federation/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

/** The forms remote, as small as can be: it says where it is and can leave its area. */
function FormsApp() {
  const { pathname } = useLocation();
  const { navigate } = useRemote();
  return (
    <>
      <h1>Forms remote at {pathname}</h1>
      <button type="button" onClick={() => navigate('/no-such-page')}>
        Somewhere odd
      </button>
    </>
  );
}
const formsMfe = defineMfe({ name: 'forms', version: '1.0.0', App: FormsApp });

beforeEach(() => {
  jest.mocked(registerRemotes).mockReset();
  jest.mocked(loadRemote).mockReset().mockResolvedValue({ default: formsMfe });
});
afterEach(async () => {
  await cleanupRemotes();
  window.history.pushState({}, '', '/');
});

function renderApp(
  path: string,
  { registry = registryOf(), flags = {} }: { registry?: Registry; flags?: Partial<LaunchFlags> } = {},
) {
  return renderShell(path, { registry, flags: { ...ALL_ON_FLAGS, ...flags } });
}

it("shows 'We'll be right back' at / when the registry is empty", () => {
  renderApp('/');
  expect(screen.getByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/');
});

it('redirects an unknown path to /', () => {
  renderApp('/no-such-page');
  expect(window.location.pathname).toBe('/');
  expect(screen.getByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
});

it('in pre-launch mode, a closed sign-in page redirects to /', () => {
  renderApp('/login', { flags: PRELAUNCH_FLAGS });
  expect(window.location.pathname).toBe('/');
});

it('mounts the owning remote, with the coming-soon banner on a non-marketing public page', async () => {
  renderApp('/forms/builder', { registry: registryOf('forms') });

  expect(await screen.findByRole('heading', { name: 'Forms remote at /forms/builder' })).toBeVisible();
  expect(screen.getByRole('complementary', { name: 'Launch announcement' })).toBeInTheDocument();
  expect(screen.getByText('Estimated launch: Q4 2025')).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('forms/mfe');
});

it('shows no banner when SHOW_COMING_SOON is off', async () => {
  renderApp('/forms', { registry: registryOf('forms'), flags: { SHOW_COMING_SOON: false } });
  expect(await screen.findByRole('heading', { name: 'Forms remote at /forms' })).toBeVisible();
  expect(screen.queryByRole('complementary', { name: 'Launch announcement' })).not.toBeInTheDocument();
});

it("follows a remote's navigation, with the shell's routing rules", async () => {
  renderApp('/forms', { registry: registryOf('forms') });
  await userEvent.click(await screen.findByRole('button', { name: 'Somewhere odd' }));
  await waitFor(() => expect(window.location.pathname).toBe('/'));
  expect(await screen.findByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
});

it.each(['auth.unauthorized', 'auth.logout-requested'] as const)(
  'returns to / on %s (spec 2.4, 4.1)',
  async (event) => {
    const { bus } = renderApp('/forms', { registry: registryOf('forms') });
    await screen.findByRole('heading', { name: 'Forms remote at /forms' });

    if (event === 'auth.unauthorized') bus.publish(event, { endpoint: '/api/notifications' });
    else bus.publish(event, { reason: 'user' });

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
  },
);
