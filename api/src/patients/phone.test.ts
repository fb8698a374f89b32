import { displayPhone, phoneCountryOf, readPhone } from './phone';

describe('readPhone', () => {
  it('reads national formats in the clinic country and stores E.164', () => {
    expect(readPhone('(201) 555-0123', 'US')).toEqual({ ok: true, e164: '+12015550123' });
    expect(readPhone('020 7946 0958', 'GB')).toEqual({ ok: true, e164: '+442079460958' });
  });

  it('keeps a number that brings its own country code, with + or 00', () => {
    expect(readPhone('+44 20 7946 0958', 'US')).toEqual({ ok: true, e164: '+442079460958' });
    expect(readPhone('0044 20 7946 0958', 'US')).toEqual({ ok: true, e164: '+442079460958' });
  });

  it('leaves an empty value empty', () => {
    expect(readPhone('  ', 'US')).toEqual({ ok: true, e164: '' });
  });

  it('refuses letters, too few digits and numbers invalid for the country', () => {
    expect(readPhone('call me', 'US').ok).toBe(false);
    expect(readPhone('12', 'US').ok).toBe(false);
    expect(readPhone('555-01', 'US')).toEqual({
      ok: false,
      message: 'Enter a valid phone number for US, or start with + and the country code',
    });
  });
});

describe('displayPhone and phoneCountryOf', () => {
  it('shows home numbers in national format and others internationally', () => {
    expect(displayPhone('+12015550123', 'US')).toBe('(201) 555-0123');
    expect(displayPhone('+442079460958', 'US')).toBe('+44 20 7946 0958');
    expect(displayPhone('', 'US')).toBe('');
  });

  it('falls back to US for a clinic without a readable country', () => {
    expect(phoneCountryOf('')).toBe('US');
    expect(phoneCountryOf('pt')).toBe('PT');
    expect(phoneCountryOf('Portugal')).toBe('US');
  });
});
