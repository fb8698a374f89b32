import { detectDelimiter, headerNames } from './csv-file';
import { guessMapping } from './mapping';
import { importFingerprint, readImportDate, readRow, splitList } from './row-reader';

describe('mapping guesses from common headers', () => {
  it('knows the usual spellings of each field', () => {
    expect(
      guessMapping([
        'First Name',
        'last_name',
        'DOB',
        'Mobile',
        'E-mail',
        'Zip',
        'Allergies',
        'Sex',
        'Street Address',
        'State',
        'Emergency Contact',
        'Emergency Phone',
        'Insurance Provider',
        'Notes',
      ]),
    ).toEqual({
      first_name: 'First Name',
      last_name: 'last_name',
      date_of_birth: 'DOB',
      phone_number: 'Mobile',
      email: 'E-mail',
      postal_code: 'Zip',
      allergies: 'Allergies',
      sex: 'Sex',
      address_line1: 'Street Address',
      region: 'State',
      emergency_contact_name: 'Emergency Contact',
      emergency_contact_phone: 'Emergency Phone',
      insurance: 'Insurance Provider',
      notes: 'Notes',
    });
    expect(guessMapping(['Given name', 'Family name', 'Birth date', 'Phone', 'Email Address'])).toEqual({
      first_name: 'Given name',
      last_name: 'Family name',
      date_of_birth: 'Birth date',
      phone_number: 'Phone',
      email: 'Email Address',
    });
  });

  it('maps each column once and guesses nothing it does not know', () => {
    expect(guessMapping(['Phone', 'Mobile'])).toEqual({ phone_number: 'Phone' });
    expect(guessMapping(['Full name', 'Favourite colour'])).toEqual({});
  });
});

describe('reading the file', () => {
  it('finds the separator of the header line, ignoring quoted ones', () => {
    expect(detectDelimiter('a,b,c\n1;2;3')).toBe(',');
    expect(detectDelimiter('"a,b";c;d\n')).toBe(';');
    expect(detectDelimiter('a\tb\tc\n')).toBe('\t');
  });

  it('names blank headers and keeps repeated ones apart', () => {
    expect(headerNames([' Name ', '', 'name', 'Name'])).toEqual(['Name', 'Column 2', 'name (2)', 'Name (3)']);
  });
});

describe('dates, lists and rows', () => {
  it('reads dates as clinics write them, day or month first by country', () => {
    expect(readImportDate('1985-03-14', 'US')).toBe('1985-03-14');
    expect(readImportDate('1985/3/4', 'GB')).toBe('1985-03-04');
    expect(readImportDate('03/14/1985', 'US')).toBe('1985-03-14');
    expect(readImportDate('14/03/1985', 'GB')).toBe('1985-03-14');
    expect(readImportDate('14.03.1985', 'DE')).toBe('1985-03-14');
    expect(readImportDate('14 Mar 1985', 'US')).toBe('1985-03-14');
    expect(readImportDate('March 14, 1985', 'GB')).toBe('1985-03-14');
    expect(readImportDate('1985-03-14T00:00:00Z', 'US')).toBe('1985-03-14');
    expect(readImportDate('', 'US')).toBe('');
    expect(readImportDate('14/03/1985', 'US')).toBeNull();
    expect(readImportDate('1985-02-30', 'US')).toBeNull();
    expect(readImportDate('85-03-14', 'US')).toBeNull();
  });

  it('splits lists on ; or | and drops repeats', () => {
    expect(splitList('Peanuts; Penicillin | latex;;peanuts')).toEqual(['Peanuts', 'Penicillin', 'latex']);
  });

  it('reads a row with the rules of a create, phones in the clinic country', () => {
    const reading = readRow(
      { first_name: ' Ana ', last_name: 'Silva', phone_number: '(201) 555-0123', sex: 'F', tags: 'vip|new' },
      'US',
    );
    expect(reading).toEqual(
      expect.objectContaining({
        ok: true,
        patient: expect.objectContaining({
          first_name: 'Ana',
          phone_number: '+12015550123',
          sex: 'female',
          tags: ['vip', 'new'],
          date_of_birth: null,
        }) as unknown,
      }),
    );
    const bad = readRow(
      {
        first_name: '',
        last_name: 'X',
        email: 'nope',
        date_of_birth: '31/31/2000',
        sex: 'robot',
        phone_number: '1',
      },
      'US',
    );
    expect(bad.ok).toBe(false);
    expect(bad.ok ? [] : bad.errors.map((error) => error.field).sort()).toEqual([
      'date_of_birth',
      'email',
      'first_name',
      'phone_number',
      'sex',
    ]);
  });

  it('gives the same fingerprint to the same person however the row is written', () => {
    const one = readRow({ first_name: 'José', last_name: 'Núñez', phone_number: '201 555 0123' }, 'US');
    const two = readRow(
      { first_name: ' jose ', last_name: 'NUNEZ', phone_number: '+1 (201) 555-0123' },
      'US',
    );
    const other = readRow({ first_name: 'Jose', last_name: 'Nunez', phone_number: '201 555 0124' }, 'US');
    if (!one.ok || !two.ok || !other.ok) throw new Error('rows should read');
    expect(importFingerprint(one.patient)).toBe(importFingerprint(two.patient));
    expect(importFingerprint(one.patient)).not.toBe(importFingerprint(other.patient));
  });
});

describe('streaming the rows', () => {
  it('numbers rows by their line, quoted line breaks included, and skips rows on resume', async () => {
    const { csvRecords } = await import('./csv-file');
    const text = 'a,b\n1,"two\nlines"\n,\n3,x\n4,y\n';
    const all: { line: number; cells: string[] }[] = [];
    for await (const record of csvRecords(text)) all.push(record);
    expect(all).toEqual([
      { line: 3, cells: ['1', 'two\nlines'] },
      { line: 5, cells: ['3', 'x'] },
      { line: 6, cells: ['4', 'y'] },
    ]);
    const resumed: number[] = [];
    for await (const record of csvRecords(text, { skip: 2 })) resumed.push(record.line);
    expect(resumed).toEqual([6]);
  });
});
