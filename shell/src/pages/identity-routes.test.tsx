import { findBrowserRoute, type LaunchFlagName } from '@clinio/contracts';
import { screen, waitFor } from '@testing-library/react';
import { SHELL_PAGES } from '../routing/shell-pages';
import { renderPage } from './testing/render-page';

/** Every public identity page, the flag the route table gives it, and its one h1. */
const PAGES: readonly [path: string, flag: LaunchFlagName | null, heading: string][] = [
  ['/login', 'ENABLE_LOGIN', 'Sign in'],
  ['/forgot-password', 'ENABLE_LOGIN', 'Forgot your password?'],
  ['/forgot-username', 'ENABLE_LOGIN', 'Forgot your username?'],
  ['/reset-password', 'ENABLE_LOGIN', 'Choose a new password'],
  ['/patient-login', 'ENABLE_PATIENT_LOGIN', 'Patient sign-in'],
  ['/patient-forgot-password', 'ENABLE_PATIENT_LOGIN', 'Forgot your password?'],
  ['/patient-reset-password', 'ENABLE_PATIENT_LOGIN', 'Choose a new password'],
  ['/patient-forgot-username', 'ENABLE_PATIENT_LOGIN', 'Forgot your username?'],
  ['/register', 'ENABLE_REGISTRATION', 'Register your clinic'],
  ['/registration', 'ENABLE_REGISTRATION', 'Register your clinic'],
  ['/registration-success', 'ENABLE_REGISTRATION', 'Check your e-mail'],
  ['/staff-register', 'ENABLE_REGISTRATION', 'Join your clinic'],
  ['/patient-registration', 'ENABLE_REGISTRATION', 'Create your patient account'],
  ['/authorize-clinic', 'ENABLE_REGISTRATION', 'Authorize your clinic'],
  ['/verify-email', null, 'Confirm your e-mail address'],
  ['/system-admin-login', null, 'System administrator sign-in'],
];

it('registers a screen for each identity page, with the flag the route table gives it', () => {
  for (const [path, flag] of PAGES) {
    expect(SHELL_PAGES[path]).toBeDefined();
    expect(findBrowserRoute(path)).toMatchObject({ path, area: 'shell', access: 'public', flag });
  }
});

it.each(PAGES)(
  '%s renders one h1 and names the browser tab, launch banner included',
  async (path, _flag, heading) => {
    renderPage(path, { flags: { SHOW_COMING_SOON: true } });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByTestId('coming-soon-banner')).toBeInTheDocument();
    expect(document.title).toBe(`${heading} — Clinio`);
  },
);

it.each(PAGES.filter(([, flag]) => flag !== null))(
  '%s is an unknown path (sent to /) while %s is off',
  async (path, flag) => {
    const page = renderPage(path, { flags: { [flag as LaunchFlagName]: false } });
    await waitFor(() => expect(page.location().pathname).toBe('/'));
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  },
);
