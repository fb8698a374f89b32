import fc from 'fast-check';
import {
  agingBucket,
  allocate,
  invoiceAmounts,
  invoiceNumber,
  ledgerBalance,
  MAX_AMOUNT_MINOR,
  moneyProblems,
  statusFromLedger,
  taxOf,
  type LineInput,
} from './money';

const lineArb: fc.Arbitrary<LineInput> = fc
  .record({
    quantity: fc.integer({ min: 1, max: 20 }),
    unit_amount: fc.integer({ min: 0, max: 500_000 }),
    tax_rate_bps: fc.integer({ min: 0, max: 10_000 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ discountShare, ...line }) => ({
    ...line,
    discount_amount: Math.floor(line.quantity * line.unit_amount * discountShare),
  }));

const invoiceArb = fc
  .record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 12 }),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ lines, share }) => {
    const net = lines.reduce((sum, line) => sum + line.quantity * line.unit_amount - line.discount_amount, 0);
    return { lines, discount: Math.floor(net * share) };
  });

describe('taxOf', () => {
  it('rounds half up per line', () => {
    expect(taxOf(1_000, 825)).toBe(83); // 82.5
    expect(taxOf(999, 825)).toBe(82); // 82.4175
    expect(taxOf(0, 10_000)).toBe(0);
    expect(taxOf(MAX_AMOUNT_MINOR, 10_000)).toBe(MAX_AMOUNT_MINOR);
  });
});

describe('allocate', () => {
  it('splits exactly, in proportion, by largest remainder', () => {
    expect(allocate(1_000, [9_900, 5_000])).toEqual([664, 336]);
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
  });

  it('always adds up to the total, each part an integer within one of its exact share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, share) => {
          const sum = weights.reduce((acc, weight) => acc + weight, 0);
          const total = Math.floor(sum * share);
          const parts = allocate(total, weights);
          if (sum === 0) return parts.every((part) => part === 0);
          expect(parts.reduce((acc, part) => acc + part, 0)).toBe(total);
          parts.forEach((part, index) => {
            expect(Number.isInteger(part)).toBe(true);
            const exact = (total * (weights[index] ?? 0)) / sum;
            expect(Math.abs(part - exact)).toBeLessThan(1.000001);
            expect(part).toBeLessThanOrEqual(weights[index] ?? 0);
          });
          return true;
        },
      ),
    );
  });
});

describe('invoiceAmounts', () => {
  it('keeps the total equal to the sum of the lines, and to subtotal - discount + tax, never fractional', () => {
    fc.assert(
      fc.property(invoiceArb, ({ lines, discount }) => {
        expect(moneyProblems(lines, discount)).toEqual([]);
        const amounts = invoiceAmounts(lines, discount);
        const lineTotal = amounts.lines.reduce((sum, line) => sum + line.total_amount, 0);
        expect(amounts.total_amount).toBe(lineTotal);
        expect(amounts.total_amount).toBe(
          amounts.subtotal_amount - amounts.discount_amount + amounts.tax_amount,
        );
        const ownDiscounts = lines.reduce((sum, line) => sum + line.discount_amount, 0);
        expect(amounts.discount_amount).toBe(ownDiscounts + discount);
        for (const value of [
          amounts.total_amount,
          amounts.tax_amount,
          ...amounts.lines.flatMap((line) => Object.values(line) as number[]),
        ]) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        amounts.lines.forEach((line, index) => {
          const input = lines[index]!;
          expect(line.tax_amount).toBe(taxOf(line.gross_amount - line.discount_amount, input.tax_rate_bps));
        });
      }),
    );
  });

  it('refuses a discount above its line or above the invoice, and a total above the limit', () => {
    const line = { quantity: 2, unit_amount: 500, discount_amount: 1_001, tax_rate_bps: 0 };
    const fields = (problems: { field: string }[]) => problems.map((problem) => problem.field);
    expect(fields(moneyProblems([line], 0))).toEqual(['line_items.0.discount_amount']);
    expect(fields(moneyProblems([{ ...line, discount_amount: 0 }], 1_001))).toEqual(['discount_amount']);
    expect(
      moneyProblems([{ ...line, discount_amount: 0, quantity: 1000, unit_amount: MAX_AMOUNT_MINOR }], 0),
    ).not.toEqual([]);
  });
});

describe('the ledger', () => {
  it('derives paid and balance from its rows, and the status from them', () => {
    const entries = [
      { kind: 'payment', amount: 4_000 },
      { kind: 'refund', amount: 1_000 },
      { kind: 'credit_note', amount: 500 },
    ] as const;
    const balance = ledgerBalance(10_000, entries);
    expect(balance).toEqual({ amount_paid: 3_000, amount_credited: 500, balance: 6_500 });
    expect(statusFromLedger(balance)).toBe('partially_paid');
    expect(statusFromLedger(ledgerBalance(10_000, []))).toBe('issued');
    expect(
      statusFromLedger(
        ledgerBalance(10_000, [
          { kind: 'payment', amount: 9_000 },
          { kind: 'write_off', amount: 1_000 },
        ]),
      ),
    ).toBe('paid');
  });

  it('keeps paid + credited + balance equal to the total whatever the movements', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }),
        fc.array(
          fc.record({
            kind: fc.constantFrom('payment', 'refund', 'credit_note', 'write_off' as const),
            amount: fc.integer({ min: 1, max: 1e6 }),
          }),
        ),
        (total, entries) => {
          const balance = ledgerBalance(total, entries);
          expect(balance.amount_paid + balance.amount_credited + balance.balance).toBe(total);
        },
      ),
    );
  });
});

it('numbers invoices INV-year-sequence and ages balances in 30-day buckets', () => {
  expect(invoiceNumber(2026, 123)).toBe('INV-2026-000123');
  expect(invoiceNumber(2026, 1_234_567)).toBe('INV-2026-1234567');
  expect([0, 30, 31, 60, 61, 90, 91].map(agingBucket)).toEqual([
    'current',
    'current',
    'days_31_60',
    'days_31_60',
    'days_61_90',
    'days_61_90',
    'days_90_plus',
  ]);
});
