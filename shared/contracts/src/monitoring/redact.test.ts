import { EMAIL_REDACTED, PHONE_REDACTED, redactDeep, redactText, toTitleCase } from './redact';

describe('redactText (spec 5)', () => {
  it('uses markers that say what was removed', () => {
    expect(EMAIL_REDACTED).toContain('email redacted');
    expect(PHONE_REDACTED).toContain('phone redacted');
  });

  it.each([
    ['jane@example.com', EMAIL_REDACTED],
    ['Sent to jane.doe+test@mail.example.co.uk today', `Sent to ${EMAIL_REDACTED} today`],
    ['a@b.io and c_d@e.org', `${EMAIL_REDACTED} and ${EMAIL_REDACTED}`],
    ['GET /api/patients?email=jane@example.com', `GET /api/patients?email=${EMAIL_REDACTED}`],
    ['https://x.test/u?email=jane%40example.com&page=2', `https://x.test/u?email=${EMAIL_REDACTED}&page=2`],
    ['/api/users/JANE%40Example.COM/profile', `/api/users/${EMAIL_REDACTED}/profile`],
  ])('redacts the e-mail in %j', (input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  it.each([
    '5551234567',
    '555-123-4567',
    '555.123.4567',
    '555 123 4567',
    '(555) 123-4567',
    '(555)123-4567',
    '+1 555 123 4567',
    '+15551234567',
    '1-555-123-4567',
  ])('redacts the phone number %j', (phone) => {
    expect(redactText(`call ${phone} now`)).toBe(`call ${PHONE_REDACTED} now`);
  });

  it('redacts a phone number at the edges of the text and inside a URL', () => {
    expect(redactText('5551234567')).toBe(PHONE_REDACTED);
    expect(redactText('/api/patients?phone=555-123-4567')).toBe(`/api/patients?phone=${PHONE_REDACTED}`);
  });

  it.each([
    ['nine digits', '555123456'],
    ['eleven digits not starting with 1', '25551234567'],
    ['a millisecond timestamp', '1700000000000'],
    ['a UUID', '123e4567-e89b-12d3-a456-426614174000'],
    ['a short number', 'page 12 of 40'],
  ])('leaves %s alone', (_label, text) => {
    expect(redactText(text)).toBe(text);
  });
});

describe('redactDeep', () => {
  it('redacts strings at any depth and keeps other values', () => {
    const when = new Date(0);
    expect(
      redactDeep({
        to: 'jane@example.com',
        list: ['555-123-4567', 3, null, { nested: ['x@y.io'] }],
        ok: true,
        when,
      }),
    ).toEqual({
      to: EMAIL_REDACTED,
      list: [PHONE_REDACTED, 3, null, { nested: [EMAIL_REDACTED] }],
      ok: true,
      when,
    });
  });

  it('cuts cycles and keeps shared references that are not cycles', () => {
    const shared = { email: 'a@b.io' };
    const looped: Record<string, unknown> = { name: 'loop' };
    looped.self = looped;
    expect(redactDeep({ a: shared, b: shared, looped })).toEqual({
      a: { email: EMAIL_REDACTED },
      b: { email: EMAIL_REDACTED },
      looped: { name: 'loop', self: '[Circular]' },
    });
  });
});

describe('toTitleCase (spec 5)', () => {
  it('raises the first letter of each word', () => {
    expect(toTitleCase('no_show rate')).toBe('No Show Rate');
    expect(toTitleCase('  api   error ')).toBe('Api Error');
    expect(toTitleCase('API error')).toBe('API Error');
    expect(toTitleCase('')).toBe('');
  });

  it('redacts anything containing @', () => {
    expect(toTitleCase('jane@example.com')).toBe(EMAIL_REDACTED);
    expect(toTitleCase('user @ home')).toBe(EMAIL_REDACTED);
  });
});
