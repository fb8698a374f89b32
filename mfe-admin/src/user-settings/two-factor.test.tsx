import { toast } from '@clinio/design-system';
import { apiError } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SECURITY_OFF, SECURITY_ON, openSettings, settingsApi } from '../testing/settings-api';
import { groupKey } from './two-factor-setup';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
const CODES = ['a1b2-c3d4', 'e5f6-g7h8', 'i9j0-k1l2'];

const security = () => within(screen.getByRole('region', { name: 'Security' }));

function setupApi() {
  let isOn = false;
  const api = settingsApi()
    .on('GET /api/users/security-settings', () =>
      isOn ? SECURITY_ON : { ...SECURITY_ON, two_factor_enabled: false },
    )
    .on('POST /api/users/2fa/setup', () => ({
      method: 'totp',
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
      otpauth_url: 'otpauth://totp/Clinio:dana?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
      qr_code_svg: SVG,
    }))
    .on('POST /api/users/2fa/verify', (body) => {
      if ((body as { code: string }).code !== '123456') {
        throw apiError(400, { detail: 'That code is not valid. Try the newest one.', code: 'bad_request' });
      }
      isOn = true;
      return { enabled: true, recovery_codes: CODES };
    })
    .on('DELETE /api/users/2fa/disable', () => {
      isOn = false;
      return SECURITY_OFF;
    });
  return api;
}

it('groups the manual key in fours', () => {
  expect(groupKey('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  expect(groupKey('JBSW Y3DP EH')).toBe('JBSW Y3DP EH');
});

it('sets up two-factor: QR code and key, a 6-digit code, then the recovery codes once', async () => {
  const writeText = jest.fn<Promise<void>, [string]>(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const success = jest.spyOn(toast, 'success');
  const api = setupApi();
  await openSettings(api);
  expect(await security().findByText('Off')).toBeInTheDocument();

  await userEvent.click(security().getByRole('button', { name: 'Set up two-factor' }));
  // The password first (quality bar 9).
  await userEvent.type(security().getByLabelText(/^Password/), 'my-password');
  await userEvent.click(security().getByRole('button', { name: 'Continue' }));
  const qr = await security().findByRole('img', { name: /QR code/ });
  expect(qr).toHaveAttribute('src', `data:image/svg+xml;base64,${btoa(SVG)}`);
  expect(security().getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
  expect(api.calls).toContainEqual({
    method: 'POST',
    url: '/api/users/2fa/setup',
    body: { method: 'totp', password: 'my-password' },
    endpoint: 'startTwoFactorSetup',
  });

  const code = security().getByLabelText(/^6-digit code/);
  await userEvent.click(security().getByRole('button', { name: 'Verify and turn on' }));
  expect(await security().findByText('Enter the 6-digit code from your app')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.url === '/api/users/2fa/verify')).toEqual([]);

  await userEvent.type(code, '654321');
  await userEvent.click(security().getByRole('button', { name: 'Verify and turn on' }));
  expect(await security().findByText('That code is not valid. Try the newest one.')).toBeInTheDocument();
  expect(code).toHaveValue('654321');

  await userEvent.clear(code);
  await userEvent.type(code, '123456');
  await userEvent.click(security().getByRole('button', { name: 'Verify and turn on' }));

  const list = await security().findByRole('list', { name: 'Recovery codes' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(CODES);
  expect(security().getByText('Store these now: they are shown only this once.')).toBeInTheDocument();
  expect(api.calls).toContainEqual({
    method: 'POST',
    url: '/api/users/2fa/verify',
    body: { code: '123456', method: 'totp' },
    endpoint: 'enableTwoFactor',
  });
  expect(await security().findByText('On')).toBeInTheDocument();

  await userEvent.click(security().getByRole('button', { name: 'Copy codes' }));
  expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Recovery codes copied'));

  await userEvent.click(security().getByRole('button', { name: 'I have stored my codes' }));
  expect(security().queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  expect(security().getByRole('button', { name: 'Turn off two-factor' })).toBeInTheDocument();
});

it('turns two-factor off only with the password, sent in the body of the DELETE', async () => {
  const api = settingsApi(SECURITY_ON).on('DELETE /api/users/2fa/disable', () => {
    throw apiError(400, { detail: 'The password is not correct', code: 'bad_request' });
  });
  const disables = () => api.calls.filter((call) => call.endpoint === 'disableTwoFactor');
  await openSettings(api);
  expect(await security().findByText(/10 recovery codes left/)).toBeInTheDocument();

  await userEvent.click(security().getByRole('button', { name: 'Turn off two-factor' }));
  await userEvent.click(security().getByRole('button', { name: 'Turn off' }));
  expect(await security().findByText('Password is required')).toBeInTheDocument();
  expect(disables()).toEqual([]);

  const password = security().getByLabelText(/^Password/);
  await userEvent.type(password, 'wrong horse');
  await userEvent.click(security().getByRole('button', { name: 'Turn off' }));
  expect(await security().findByText('The password is not correct')).toBeInTheDocument();
  expect(disables()).toEqual([
    {
      method: 'DELETE',
      url: '/api/users/2fa/disable',
      body: { password: 'wrong horse' },
      endpoint: 'disableTwoFactor',
    },
  ]);
  expect(password).toHaveValue('wrong horse');
});

it('completes setup, verify and disable in one go, with the status following each step', async () => {
  const api = setupApi();
  const disables = () => api.calls.filter((call) => call.endpoint === 'disableTwoFactor');
  await openSettings(api);
  await userEvent.click(await security().findByRole('button', { name: 'Set up two-factor' }));
  await userEvent.type(security().getByLabelText(/^Password/), 'correct horse battery');
  await userEvent.click(security().getByRole('button', { name: 'Continue' }));
  await userEvent.type(await security().findByLabelText(/^6-digit code/), '123456');
  await userEvent.click(security().getByRole('button', { name: 'Verify and turn on' }));
  await userEvent.click(await security().findByRole('button', { name: 'I have stored my codes' }));

  await userEvent.click(await security().findByRole('button', { name: 'Turn off two-factor' }));
  await userEvent.type(security().getByLabelText(/^Password/), 'correct horse battery');
  await userEvent.click(security().getByRole('button', { name: 'Turn off' }));

  expect(await security().findByRole('button', { name: 'Set up two-factor' })).toBeInTheDocument();
  expect(security().getByText('Off')).toBeInTheDocument();
  expect(disables()).toEqual([
    {
      method: 'DELETE',
      url: '/api/users/2fa/disable',
      body: { password: 'correct horse battery' },
      endpoint: 'disableTwoFactor',
    },
  ]);
});

it('shows the server message when setup cannot start', async () => {
  const api = settingsApi().on('POST /api/users/2fa/setup', () => {
    throw apiError(429, { detail: 'Too many attempts. Try again in a minute.', code: 'rate_limited' });
  });
  await openSettings(api);
  await userEvent.click(await security().findByRole('button', { name: 'Set up two-factor' }));
  await userEvent.click(security().getByRole('button', { name: 'Continue' }));
  expect(await security().findByText('Password is required')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.url === '/api/users/2fa/setup')).toEqual([]);

  const password = security().getByLabelText(/^Password/);
  await userEvent.type(password, 'correct horse battery');
  await userEvent.click(security().getByRole('button', { name: 'Continue' }));
  expect(await security().findByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.');
  expect(password).toHaveValue('correct horse battery');
});

it('turns login notifications off with a PATCH', async () => {
  const api = settingsApi().on('PATCH /api/users/security-settings', () => ({
    ...SECURITY_OFF,
    login_notifications: false,
  }));
  await openSettings(api);
  const toggle = await security().findByRole('switch', { name: /^E-mail me about new sign-ins/ });
  expect(toggle).toBeChecked();
  await userEvent.click(toggle);
  await waitFor(() =>
    expect(api.calls).toContainEqual({
      method: 'PATCH',
      url: '/api/users/security-settings',
      body: { login_notifications: false },
      endpoint: 'updateSecuritySettings',
    }),
  );
  expect(toggle).not.toBeChecked();
});

it('shows the server detail when security settings cannot load, and retries', async () => {
  let isDown = true;
  const api = settingsApi().on('GET /api/users/security-settings', () => {
    if (isDown)
      throw apiError(503, { detail: 'Security settings are unavailable', code: 'service_unavailable' });
    return SECURITY_ON;
  });
  await openSettings(api);
  expect(await security().findByText('Security settings are unavailable')).toBeInTheDocument();
  isDown = false;
  await userEvent.click(security().getByRole('button', { name: 'Try again' }));
  expect(await security().findByText('On')).toBeInTheDocument();
});
