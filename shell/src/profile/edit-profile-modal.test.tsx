import { ShellDesignProvider } from '@clinio/design-system';
import { createEventBus } from '@clinio/platform';
import { deferred } from '@clinio/platform/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthContext } from '../auth/auth-context';
import { createShellClients } from '../auth/clients';
import { createFakeAuth } from '../pages/testing/fake-auth';
import { ShellContext } from '../shell-context';
import { createFakeBackend, fail, ok, type FakeBackend, type Reply } from '../testing/fake-backend';
import { IDS, jwt, staffProfile } from '../testing/identity-fixtures';
import { TEST_API_BASE } from '../testing/render-session';
import { createShellServices } from '../testing/shell-services';
import { EditProfileModal } from './edit-profile-modal';

function renderModal(backend: FakeBackend = createFakeBackend()) {
  const clients = createShellClients({
    baseURL: TEST_API_BASE,
    bus: createEventBus(),
    onCall: () => undefined,
  });
  backend.install(clients.api);
  const auth = createFakeAuth();
  const onClose = jest.fn();
  const services = createShellServices({ api: clients.api });
  render(
    <ShellContext.Provider value={{ ...services, config: { ...services.config, apiBaseUrl: TEST_API_BASE } }}>
      <AuthContext.Provider value={auth}>
        <EditProfileModal profile={staffProfile()} onClose={onClose} />
      </AuthContext.Provider>
    </ShellContext.Provider>,
    { wrapper: ShellDesignProvider },
  );
  return { backend, auth, onClose };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
const picture = (name = 'me.png', type = 'image/png') => new File(['png-bytes'], name, { type });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('access_token', jwt(900));
  localStorage.setItem('refresh_token', 'refresh-1');
});

it('shows the fields and buttons of spec 2.6', async () => {
  renderModal();
  expect(await screen.findByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  expect(field('Profile picture')).toHaveAttribute('accept', 'image/*');
  expect(field('Username')).toHaveValue('ada.lovelace');
  expect(field('Username')).toBeRequired();
  expect(field('Email')).toHaveValue('ada@clinic.example');
  expect(field('New Password')).toHaveAttribute('placeholder', 'Leave blank to keep current');
  expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
});

it('asks for the current password only while the e-mail or the password changes', async () => {
  renderModal();
  await userEvent.type(field('New Password'), 'x');
  expect(field('Current Password')).toBeInTheDocument();
  await userEvent.clear(field('New Password'));
  expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
  await userEvent.type(field('Email'), 'm');
  expect(field('Current Password')).toBeInTheDocument();
});

it("saves what changed, says 'Profile updated successfully!', reloads the profile and closes after 1 s", async () => {
  const answer = deferred<Reply>();
  const backend = createFakeBackend().on('PATCH /api/me', () => answer.promise);
  const { auth, onClose } = renderModal(backend);
  await userEvent.clear(field('Username'));
  await userEvent.type(field('Username'), 'ada.byron');
  await save();

  expect(screen.getByRole('button', { name: /Saving\.\.\./ })).toBeInTheDocument();
  expect(backend.sent('PATCH /api/me')[0]?.body).toEqual({ username: 'ada.byron' });
  jest.useFakeTimers();
  await act(async () => {
    answer.resolve(ok(staffProfile({ username: 'ada.byron' })));
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully!');
  expect(auth.reloadProfile).toHaveBeenCalledTimes(1);
  await act(() => jest.advanceTimersByTimeAsync(999));
  expect(onClose).not.toHaveBeenCalled();
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(onClose).toHaveBeenCalledTimes(1);
  jest.useRealTimers();
});

it('sends a new e-mail with the current password', async () => {
  const backend = createFakeBackend().on('PATCH /api/me', ok(staffProfile()));
  renderModal(backend);
  await userEvent.clear(field('Email'));
  await userEvent.type(field('Email'), 'ada@new.example');
  await save();
  expect(
    screen.getByText('Enter your current password to change your e-mail or password'),
  ).toBeInTheDocument();
  expect(backend.requests).toHaveLength(0);

  await userEvent.type(field('Current Password'), 'old secret');
  await save();
  expect(backend.sent('PATCH /api/me')[0]?.body).toEqual({
    email: 'ada@new.example',
    current_password: 'old secret',
  });
});

it("refuses an empty username: 'Username is required'", async () => {
  const { backend } = renderModal();
  await userEvent.clear(field('Username'));
  await save();
  expect(screen.getByText('Username is required')).toBeInTheDocument();
  expect(backend.requests).toHaveLength(0);
});

it("says 'No access token found' without a token", async () => {
  const { backend } = renderModal();
  localStorage.removeItem('access_token');
  await save();
  expect(screen.getByRole('alert')).toHaveTextContent('No access token found');
  expect(backend.requests).toHaveLength(0);
});

it('shows the field errors of the API by their field', async () => {
  const fields = [{ field: 'current_password', message: 'Your current password is not correct' }];
  const backend = createFakeBackend().on(
    'PATCH /api/me',
    fail(400, 'current_password: Your current password is not correct', { code: 'validation_error', fields }),
  );
  renderModal(backend);
  await userEvent.type(field('New Password'), 'a much longer secret');
  await userEvent.type(field('Current Password'), 'wrong');
  await save();
  expect(await screen.findByText('Your current password is not correct')).toBeInTheDocument();
  expect(field('Current Password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it.each([
  [fail(409, 'This username is taken'), 'This username is taken'],
  [{ status: 500, data: null }, 'Failed to save profile'],
  ['network' as const, 'Failed to save profile'],
])('shows a failed save inline: %j', async (reply, message) => {
  const { onClose } = renderModal(createFakeBackend().on('PATCH /api/me', reply));
  await userEvent.type(field('Username'), 'x');
  await save();
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  expect(onClose).not.toHaveBeenCalled();
});

it('uploads the chosen picture as the file field, then saves, keeping the picture across logouts', async () => {
  const backend = createFakeBackend()
    .on(
      `POST /api/staff/${IDS.user}/profile-picture`,
      ok({ profile_picture: { file_url: '/api/files/p1.png' } }),
    )
    .on('PATCH /api/me', ok(staffProfile()));
  renderModal(backend);
  await userEvent.upload(field('Profile picture'), picture());
  await userEvent.type(field('Username'), '2');
  await save();

  await screen.findByRole('status');
  expect(backend.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
    `POST /api/staff/${IDS.user}/profile-picture`,
    'PATCH /api/me',
  ]);
  const form = backend.requests[0]?.body as FormData;
  expect((form.get('file') as File).name).toBe('me.png');
  expect(JSON.parse(localStorage.getItem('preservedProfilePicture') ?? 'null')).toEqual({
    userId: IDS.user,
    url: `${TEST_API_BASE}/api/files/p1.png`,
  });
});

it.each([
  [fail(413, 'The picture is larger than 5 MB'), 'The picture is larger than 5 MB'],
  [{ status: 500, data: null }, 'Failed to upload profile picture'],
])('stops at a failed upload and says why: %j', async (reply, message) => {
  const backend = createFakeBackend().on(`POST /api/staff/${IDS.user}/profile-picture`, reply);
  renderModal(backend);
  await userEvent.upload(field('Profile picture'), picture());
  await userEvent.type(field('Username'), '2');
  await save();
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(backend.sent('PATCH /api/me')).toHaveLength(0);
});

it('takes images only', async () => {
  const { backend } = renderModal();
  await userEvent
    .setup({ applyAccept: false })
    .upload(field('Profile picture'), picture('notes.pdf', 'application/pdf'));
  expect(screen.getByText('Please choose an image file')).toBeInTheDocument();
  await save();
  await waitFor(() => expect(screen.getByRole('status')).toBeInTheDocument());
  expect(backend.requests).toHaveLength(0);
});

it('closes on Cancel without a call', async () => {
  const { backend, onClose } = renderModal();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(backend.requests).toHaveLength(0);
});
