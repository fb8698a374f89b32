import { formatMoney, minorUnitDigits } from './money';

describe('formatMoney', () => {
  it('shows integer minor units as the currency reads them', () => {
    expect(formatMoney({ amountMinor: 12345, currency: 'USD', locale: 'en-US' })).toBe('$123.45');
    expect(formatMoney({ amountMinor: 5, currency: 'EUR', locale: 'de-DE' })).toBe('0,05\u00a0€');
    expect(formatMoney({ amountMinor: -250, currency: 'GBP', locale: 'en-GB' })).toBe('-£2.50');
  });

  it('knows currencies without cents and with three decimals', () => {
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(formatMoney({ amountMinor: 500, currency: 'JPY', locale: 'en-US' })).toBe('¥500');
    expect(formatMoney({ amountMinor: 1234, currency: 'KWD', locale: 'en-US' })).toBe('KWD\u00a01.234');
  });

  it('shows a dash rather than a wrong amount for fractions or an unknown currency', () => {
    expect(formatMoney({ amountMinor: 10.5, currency: 'USD' })).toBe('—');
    expect(formatMoney({ amountMinor: 100, currency: 'NOPE!' })).toBe('—');
  });
});
