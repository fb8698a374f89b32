import {
  ForgotPasswordRequest,
  PatientLoginRequest,
  PatientRegistrationRequest,
  passwordProblems,
  PHONE_TYPED_MESSAGE,
  phoneForCountryMessage,
} from '@clinio/contracts';
import { translationGaps } from '@clinio/design-system';
import { fieldKeyOf } from './screen-kit/error-text';
import english from './messages/en.json';
import spanish from './messages/es.json';

it('has a Spanish text for every text of the platform', () => {
  expect(translationGaps(english, spanish)).toEqual({ missing: [], extra: [] });
});

it("has a Spanish text for every rule a patient's sign-in, registration and recovery forms can break", () => {
  const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];
  const broken = [
    PatientLoginRequest.safeParse({ username: '', password: '' }),
    PatientRegistrationRequest.safeParse({
      first_name: '',
      last_name: 'x'.repeat(81),
      email: 'not an address',
      username: '-x',
      phone_number: 'call me',
      date_of_birth: '1899-12-31',
      password: 'short',
      confirm_password: 'other',
    }),
    PatientRegistrationRequest.safeParse({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: '',
      username: '',
      date_of_birth: '31/12/1990',
      password: 'x'.repeat(129),
      confirm_password: 'x'.repeat(129),
    }),
    ForgotPasswordRequest.safeParse({ email: `${'x'.repeat(250)}@example.test` }),
  ].flatMap(messagesOf);
  const unknown = [
    ...broken,
    ...passwordProblems('password', { username: 'password' }),
    ...passwordProblems('ada.lovelace.2026', { username: 'lovelace' }),
    // The server's reading of a typed phone number (contact details, booking).
    PHONE_TYPED_MESSAGE,
    phoneForCountryMessage('US'),
  ].filter((message) => fieldKeyOf(message) === undefined);
  expect(unknown).toEqual([]);
});
