import {
  FIX_FIELDS_MESSAGE,
  NETWORK_MESSAGE,
  describeFormFailure,
  issuesToFieldErrors,
} from './form-failure';

const FIELDS = ['email', 'address'] as const;
const validation = (fields: { field: string; message: string }[]) => ({
  status: 400,
  body: { detail: 'bad', code: 'validation_error', fields },
  message: 'bad',
});

describe('describeFormFailure', () => {
  it("puts the server's field messages beside the fields the form shows", () => {
    const failure = describeFormFailure(
      FIELDS,
      validation([
        { field: 'email', message: 'Enter a valid e-mail' },
        { field: 'address.city', message: 'City is required' },
      ]),
    );
    expect(failure).toEqual({
      fields: { email: 'Enter a valid e-mail', address: 'City is required' },
      message: FIX_FIELDS_MESSAGE,
    });
  });

  it('says on top what concerns a field the form does not show', () => {
    const failure = describeFormFailure(
      FIELDS,
      validation([{ field: 'token', message: 'This link has expired' }]),
    );
    expect(failure).toEqual({ fields: {}, message: 'This link has expired' });
  });

  it("shows the server's detail for other failures, and a network sentence when unreached", () => {
    expect(
      describeFormFailure(FIELDS, {
        status: 409,
        body: { detail: 'Taken', code: 'conflict' },
        message: 'Taken',
      }),
    ).toEqual({ fields: {}, message: 'Taken' });
    expect(describeFormFailure(FIELDS, { status: 0, body: null, message: 'Network error' }).message).toBe(
      NETWORK_MESSAGE,
    );
  });
});

describe('issuesToFieldErrors', () => {
  it('keeps the first message per shown field', () => {
    expect(
      issuesToFieldErrors(FIELDS, [
        { path: ['email'], message: 'first' },
        { path: ['email'], message: 'second' },
        { path: ['hidden'], message: 'ignored' },
      ]),
    ).toEqual({ email: 'first' });
  });
});

it('lets a form place nested paths itself (one weekday row of opening hours)', () => {
  const days = ['monday', 'tuesday'] as const;
  const dayOf = (path: string) => {
    const day = path.split('.')[1];
    return path.startsWith('opening_hours.') && (day === 'monday' || day === 'tuesday') ? day : null;
  };
  const failure = describeFormFailure(
    days,
    validation([{ field: 'opening_hours.tuesday.open', message: 'Use a time like 08:30' }]),
    dayOf,
  );
  expect(failure.fields).toEqual({ tuesday: 'Use a time like 08:30' });
  expect(
    issuesToFieldErrors(days, [{ path: ['opening_hours', 'monday', 'close'], message: 'Too early' }], dayOf),
  ).toEqual({ monday: 'Too early' });
});
