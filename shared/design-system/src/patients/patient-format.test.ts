import { describeBirth, formatBirthDate, patientAge, patientName, patientSearchTerm } from './patient-format';

it('names a patient with the preferred name when it differs', () => {
  expect(patientName({ first_name: 'Maria', last_name: 'Lopez', preferred_name: '' })).toBe('Maria Lopez');
  expect(patientName({ first_name: 'Maria', last_name: 'Lopez', preferred_name: 'Mia' })).toBe(
    'Maria “Mia” Lopez',
  );
  expect(patientName({ first_name: 'Maria', last_name: 'Lopez', preferred_name: 'Maria' })).toBe(
    'Maria Lopez',
  );
});

it('counts age in whole years, the birthday itself included', () => {
  const today = new Date(2026, 2, 12); // 12 March 2026, local
  expect(patientAge('1984-03-12', today)).toBe(42);
  expect(patientAge('1984-03-13', today)).toBe(41);
  expect(patientAge('2026-03-12', today)).toBe(0);
  expect(patientAge(null, today)).toBeNull();
  expect(patientAge('not a date', today)).toBeNull();
  expect(describeBirth(null)).toBe('Date of birth not recorded');
});

it('shows a birth date without shifting it by a time zone', () => {
  expect(formatBirthDate('1984-03-12', 'en-GB')).toBe('12 Mar 1984');
  expect(formatBirthDate('2000-01-01', 'en-US')).toBe('Jan 1, 2000');
  expect(formatBirthDate(null)).toBe('—');
});

it('searches from 2 characters on (spec 5)', () => {
  expect(patientSearchTerm('')).toBeNull();
  expect(patientSearchTerm(' m ')).toBeNull();
  expect(patientSearchTerm(' ma ')).toBe('ma');
});
