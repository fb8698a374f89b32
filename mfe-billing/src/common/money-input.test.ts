import { amountText, parseAmount } from './money-input';

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
