import { dateFormatOf, foldName, normaliseSearch, readSearchDate } from './search-text';

describe('normaliseSearch', () => {
  it('reads nothing from blank text', () => {
    expect(normaliseSearch('')).toEqual({ kind: 'none' });
    expect(normaliseSearch('   ')).toEqual({ kind: 'none' });
    expect(normaliseSearch(' , ; ')).toEqual({ kind: 'none' });
  });

  it('folds names like patient_fold: lower case, no accents, whitespace collapsed', () => {
    expect(normaliseSearch('  JOSÉ   García ')).toEqual({ kind: 'name', tokens: ['jose', 'garcia'] });
    expect(normaliseSearch('Zoë Ångström')).toEqual({ kind: 'name', tokens: ['zoe', 'angstrom'] });
    expect(normaliseSearch('Søren Łukasz Straße')).toEqual({
      kind: 'name',
      tokens: ['soren', 'lukasz', 'strasse'],
    });
    expect(foldName('François\tD’Aubigné')).toBe('francois d’aubigne');
  });

  it('keeps the tokens in any order, drops repeats and separators', () => {
    expect(normaliseSearch('Smith, John')).toEqual({ kind: 'name', tokens: ['smith', 'john'] });
    expect(normaliseSearch('john smith john')).toEqual({ kind: 'name', tokens: ['john', 'smith'] });
    expect(normaliseSearch("O'Brien Mary-Kate")).toEqual({ kind: 'name', tokens: ["o'brien", 'mary-kate'] });
  });

  it('keeps at most six tokens', () => {
    expect(normaliseSearch('a b c d e f g h')).toEqual({
      kind: 'name',
      tokens: ['a', 'b', 'c', 'd', 'e', 'f'],
    });
  });

  it('reads chart numbers with or without the dash and zeros', () => {
    expect(normaliseSearch('P-000123')).toEqual({ kind: 'chart', chartNumber: 123 });
    expect(normaliseSearch('p123')).toEqual({ kind: 'chart', chartNumber: 123 });
    expect(normaliseSearch(' P-7 ')).toEqual({ kind: 'chart', chartNumber: 7 });
    expect(normaliseSearch('P-0')).toEqual({ kind: 'name', tokens: ['p-0'] });
    expect(normaliseSearch('Pam')).toEqual({ kind: 'name', tokens: ['pam'] });
  });

  it('reads e-mail (whole or partial) when the text has an @', () => {
    expect(normaliseSearch(' Ana.Silva@Example.COM ')).toEqual({
      kind: 'email',
      email: 'ana.silva@example.com',
    });
    expect(normaliseSearch('ana@')).toEqual({ kind: 'email', email: 'ana@' });
  });

  it('reads dates of birth in ISO and in the clinic format', () => {
    expect(normaliseSearch('1985-03-14')).toEqual({ kind: 'dob', date: '1985-03-14' });
    expect(normaliseSearch('03/14/1985', { dateFormat: 'MDY' })).toEqual({ kind: 'dob', date: '1985-03-14' });
    expect(normaliseSearch('14/03/1985', { dateFormat: 'DMY' })).toEqual({ kind: 'dob', date: '1985-03-14' });
    expect(normaliseSearch('14.03.1985', { dateFormat: 'DMY' })).toEqual({ kind: 'dob', date: '1985-03-14' });
    expect(normaliseSearch('3/4/1985', { dateFormat: 'MDY' })).toEqual({ kind: 'dob', date: '1985-03-04' });
    expect(normaliseSearch('3/4/1985', { dateFormat: 'DMY' })).toEqual({ kind: 'dob', date: '1985-04-03' });
    // The default is the product's default format, month first.
    expect(normaliseSearch('03/14/1985')).toEqual({ kind: 'dob', date: '1985-03-14' });
  });

  it('does not take impossible dates for dates', () => {
    expect(readSearchDate('1985-02-30', 'MDY')).toBeNull();
    expect(readSearchDate('14/03/1985', 'MDY')).toBeNull();
    expect(readSearchDate('2023-13-01', 'DMY')).toBeNull();
    expect(readSearchDate('29/02/2024', 'DMY')).toBe('2024-02-29');
    // Not a date in the clinic's format and not a phone either (a slash): a name token.
    expect(normaliseSearch('14/03/1985', { dateFormat: 'MDY' })).toEqual({
      kind: 'name',
      tokens: ['14/03/1985'],
    });
  });

  it('reads phone numbers in any format as digits', () => {
    expect(normaliseSearch('(555) 123-4567')).toEqual({ kind: 'phone', digits: ['5551234567'] });
    expect(normaliseSearch('555.123.4567')).toEqual({ kind: 'phone', digits: ['5551234567'] });
    expect(normaliseSearch('555 1234')).toEqual({ kind: 'phone', digits: ['5551234'] });
    expect(normaliseSearch('123')).toEqual({ kind: 'phone', digits: ['123'] });
  });

  it('also tries a number without its country code or trunk zero', () => {
    expect(normaliseSearch('+1 (555) 123-4567')).toEqual({
      kind: 'phone',
      digits: ['15551234567', '5551234567'],
    });
    expect(normaliseSearch('+44 20 7946 0958')).toEqual({
      kind: 'phone',
      digits: ['442079460958', '2079460958'],
    });
    expect(normaliseSearch('0044 20 7946 0958')).toEqual({
      kind: 'phone',
      digits: ['442079460958', '2079460958'],
    });
    expect(normaliseSearch('020 7946 0958')).toEqual({
      kind: 'phone',
      digits: ['02079460958', '2079460958'],
    });
  });

  it('needs three digits for a phone number', () => {
    expect(normaliseSearch('12')).toEqual({ kind: 'name', tokens: ['12'] });
    expect(normaliseSearch('+1')).toEqual({ kind: 'name', tokens: ['+1'] });
  });
});

describe('dateFormatOf', () => {
  it('puts the month first in the United States (and when unknown), the day first elsewhere', () => {
    expect(dateFormatOf('US')).toBe('MDY');
    expect(dateFormatOf('')).toBe('MDY');
    expect(dateFormatOf(null)).toBe('MDY');
    expect(dateFormatOf('gb')).toBe('DMY');
    expect(dateFormatOf('PT')).toBe('DMY');
  });
});
