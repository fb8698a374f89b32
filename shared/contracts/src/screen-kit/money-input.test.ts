import { amountText, parseAmount, parseLocalAmount } from './money-input';

it('reads typed amounts exactly in minor units, refusing what is not one', () => {
  expect(parseAmount('25', 'USD')).toBe(2_500);
  expect(parseAmount('25.5', 'USD')).toBe(2_550);
  expect(parseAmount('1,250.05', 'USD')).toBe(125_005);
  expect(parseAmount('0.1', 'USD')).toBe(10);
  expect(parseAmount('500', 'JPY')).toBe(500);
  for (const text of ['', '-1', '1.005', 'abc', '1e3', '12.3.4']) expect(parseAmount(text, 'USD')).toBeNull();
  expect(amountText(2_550, 'USD')).toBe('25.50');
  expect(amountText(500, 'JPY')).toBe('500');
});

it('reads and writes amounts with a decimal comma for a Spanish reader', () => {
  expect(parseLocalAmount('25,5', 'USD', 'es')).toBe(2_550);
  expect(parseLocalAmount('1.250,05', 'USD', 'es')).toBe(125_005);
  expect(parseLocalAmount('25.50', 'USD', 'en')).toBe(2_550);
  expect(parseLocalAmount('25,5,0', 'USD', 'es')).toBeNull();
  expect(amountText(2_550, 'USD', 'es')).toBe('25,50');
  expect(amountText(500, 'JPY', 'es')).toBe('500');
});
