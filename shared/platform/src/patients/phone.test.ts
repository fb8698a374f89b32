import { formatPhone, loadPhoneFormatting } from './phone';

beforeAll(() => loadPhoneFormatting());

it("shows a number of the clinic's country in national format, others internationally", () => {
  expect(formatPhone('+12025550143', 'US')).toBe('(202) 555-0143');
  expect(formatPhone('+442079460958', 'GB')).toBe('020 7946 0958');
  expect(formatPhone('+442079460958', 'US')).toBe('+44 20 7946 0958');
  expect(formatPhone('+351912345678', 'pt')).toBe('912 345 678');
  expect(formatPhone('+12025550143', '')).toBe('+1 202 555 0143');
});

it('keeps an empty number empty and shows what it cannot read as it is', () => {
  expect(formatPhone('', 'US')).toBe('');
  expect(formatPhone('ask at desk', 'US')).toBe('ask at desk');
});
