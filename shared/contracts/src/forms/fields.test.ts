import fc from 'fast-check';
import {
  FIELD_TYPES,
  fieldKey,
  isFieldDialogSaveEnabled,
  isFormSaveEnabled,
  parseDecimalInput,
  parseIntegerInput,
  parseOptions,
} from './fields';

describe('the field key (spec 3)', () => {
  it('is the title lower-cased with whitespace runs replaced by underscores', () => {
    expect(fieldKey('First Name')).toBe('first_name');
    expect(fieldKey('Date  of\tBirth')).toBe('date_of_birth');
    expect(fieldKey('Allergies?')).toBe('allergies?');
  });

  it('never holds whitespace or upper case, and is stable when applied again', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const key = fieldKey(title);
        expect(key).not.toMatch(/\s/);
        expect(key).toBe(key.toLowerCase());
        expect(fieldKey(key)).toBe(key);
      }),
    );
  });
});

describe('options (spec 5)', () => {
  it('are comma-separated, trimmed, empty entries dropped, for select and radio only', () => {
    expect(parseOptions(' Yes, No ,, Maybe ,', 'select')).toEqual(['Yes', 'No', 'Maybe']);
    expect(parseOptions('A,B', 'radio')).toEqual(['A', 'B']);
    for (const type of FIELD_TYPES.filter((t) => t !== 'select' && t !== 'radio'))
      expect(parseOptions('A,B', type)).toBeUndefined();
  });

  it('keep a repeated option once', () => {
    expect(parseOptions('A, B, A', 'select')).toEqual(['A', 'B']);
  });

  it('never hold an empty or padded entry, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const options = parseOptions(text, 'select') ?? [];
        for (const option of options) {
          expect(option).not.toBe('');
          expect(option).toBe(option.trim());
          expect(option).not.toContain(',');
        }
        expect(new Set(options).size).toBe(options.length);
      }),
    );
  });
});

describe('numbers of the field dialog (spec 5)', () => {
  it('parses lengths as integers and bounds as decimals, each set only when non-empty', () => {
    expect(parseIntegerInput('')).toBeUndefined();
    expect(parseIntegerInput('  ')).toBeUndefined();
    expect(parseIntegerInput('12')).toBe(12);
    expect(parseIntegerInput('12.7')).toBe(12);
    expect(parseIntegerInput('abc')).toBeUndefined();
    expect(parseDecimalInput('')).toBeUndefined();
    expect(parseDecimalInput('2.5')).toBe(2.5);
    expect(parseDecimalInput('-0.25')).toBe(-0.25);
    expect(parseDecimalInput('x')).toBeUndefined();
  });

  it('gives back any integer or decimal typed, and never NaN', () => {
    fc.assert(fc.property(fc.integer(), (n) => expect(parseIntegerInput(String(n))).toBe(n)));
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) =>
        expect(parseDecimalInput(String(x))).toBe(Object.is(x, -0) ? 0 : x),
      ),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const value of [parseIntegerInput(text), parseDecimalInput(text)])
          expect(value === undefined || Number.isFinite(value)).toBe(true);
      }),
    );
  });
});

describe('save enablement (spec 5)', () => {
  it('needs a non-empty form name and at least one field', () => {
    expect(isFormSaveEnabled({ name: 'Intake', fieldCount: 1 })).toBe(true);
    expect(isFormSaveEnabled({ name: '  ', fieldCount: 3 })).toBe(false);
    expect(isFormSaveEnabled({ name: 'Intake', fieldCount: 0 })).toBe(false);
  });

  it('needs a non-empty title in the field dialog', () => {
    expect(isFieldDialogSaveEnabled('Name')).toBe(true);
    expect(isFieldDialogSaveEnabled(' \t')).toBe(false);
    // Ours: a title whose key would reach an object's prototype.
    expect(isFieldDialogSaveEnabled('Constructor')).toBe(false);
  });
});
