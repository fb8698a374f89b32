import { ApiError } from '@clinio/platform';
import { staffProfile } from '../testing/identity-fixtures';
import {
  checkProfileForm,
  initialProfileValues,
  needsCurrentPassword,
  pictureUploadMessage,
  profileSaveMessage,
} from './profile-form';

const profile = staffProfile();
const values = (changes: Partial<ReturnType<typeof initialProfileValues>> = {}) => ({
  ...initialProfileValues(profile),
  ...changes,
});

function apiFailure(status: number, data: unknown) {
  const response = { status, statusText: '', data, headers: {}, config: {} } as ApiError['response'];
  return new ApiError({ message: 'x', status, code: null, response });
}

it('starts from the profile, with the passwords empty', () => {
  expect(initialProfileValues(profile)).toEqual({
    username: 'ada.lovelace',
    email: 'ada@clinic.example',
    new_password: '',
    current_password: '',
  });
});

it('asks for the current password only for a new e-mail or a new password', () => {
  expect(needsCurrentPassword(values(), profile)).toBe(false);
  expect(needsCurrentPassword(values({ username: 'ada' }), profile)).toBe(false);
  expect(needsCurrentPassword(values({ email: ' ADA@clinic.example ' }), profile)).toBe(false);
  expect(needsCurrentPassword(values({ email: 'ada@new.example' }), profile)).toBe(true);
  expect(needsCurrentPassword(values({ new_password: 'x' }), profile)).toBe(true);
});

describe('checkProfileForm', () => {
  it('sends only what changed', () => {
    expect(checkProfileForm(values(), profile)).toEqual({ ok: true, changes: {} });
    expect(checkProfileForm(values({ username: 'ada.byron' }), profile)).toEqual({
      ok: true,
      changes: { username: 'ada.byron' },
    });
    expect(
      checkProfileForm(
        values({ email: 'ada@new.example', new_password: 'a much longer secret', current_password: 'old' }),
        profile,
      ),
    ).toEqual({
      ok: true,
      changes: { email: 'ada@new.example', new_password: 'a much longer secret', current_password: 'old' },
    });
  });

  it('requires the username', () => {
    expect(checkProfileForm(values({ username: '  ' }), profile)).toEqual({
      ok: false,
      errors: { username: 'Username is required' },
    });
  });

  it('requires the current password for a new e-mail or password', () => {
    expect(checkProfileForm(values({ email: 'ada@new.example' }), profile)).toEqual({
      ok: false,
      errors: { current_password: 'Enter your current password to change your e-mail or password' },
    });
  });

  it("uses the API's own rules for each field", () => {
    const result = checkProfileForm(
      values({ email: 'not-an-email', new_password: 'short', current_password: 'old' }),
      profile,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        email: 'Enter a valid email address',
        new_password: 'Password must be at least 8 characters',
      },
    });
  });
});

it.each([
  [
    apiFailure(413, { detail: 'The picture is larger than 5 MB', code: 'payload_too_large' }),
    'The picture is larger than 5 MB',
  ],
  [apiFailure(500, null), 'Failed to upload profile picture'],
  [new Error('boom'), 'Failed to upload profile picture'],
])('the picture upload error is the detail, else the fixed text', (error, message) => {
  expect(pictureUploadMessage(error)).toBe(message);
});

it.each([
  [apiFailure(409, { detail: 'This username is taken', code: 'conflict' }), 'This username is taken'],
  [apiFailure(502, '<html>'), 'Failed to save profile'],
])('the save error is the detail, else the fixed text', (error, message) => {
  expect(profileSaveMessage(error)).toBe(message);
});
