/**
 * The money rules of clinical billing (issue 17, ADR 048), one implementation for the browser's
 * preview and the server's stored totals. Every amount is an integer number of minor units of the
 * clinic's one currency; no function here ever produces a fraction.
 *
 * - A line: gross = quantity x unit amount; its own discount comes off the gross; its share of the
 *   invoice's discount comes off next; tax is computed on what is left and rounded per line, half
 *   away from zero (half up: amounts are never negative).
 * - The invoice's discount is shared over the lines in proportion to what is left of each, by
 *   largest remainder, so the shares add up to it exactly and lines taxed at different rates each
 *   carry their part.
 * - The invoice's subtotal, discount, tax and total are sums over its lines, so the total always
 *   equals the sum of the line totals.
 */

/** The largest amount of any one field (a line, a payment, an invoice total): 10,000,000.00. */
export const MAX_AMOUNT_MINOR = 1_000_000_000;
/** Tax rates are basis points: 825 is 8.25 %. */
export const MAX_TAX_RATE_BPS = 10_000;
export const MAX_QUANTITY = 1_000;

export interface LineInput {
  quantity: number;
  unit_amount: number;
  discount_amount: number;
  /** The line's tax rate in basis points (0 when the line has no tax rate). */
  tax_rate_bps: number;
}

export interface LineAmounts {
  /** quantity x unit amount */
  gross_amount: number;
  /** the line's own discount plus its share of the invoice's discount */
  discount_amount: number;
  /** the share of the invoice's discount this line carries */
  invoice_discount_share: number;
  tax_amount: number;
  /** gross - discount + tax */
  total_amount: number;
}

export interface InvoiceAmounts {
  lines: LineAmounts[];
  subtotal_amount: number;
  discount_amount: number;
  tax_amount: number;
  total_amount: number;
}

/** Why a set of lines cannot make an invoice, in words for the field it concerns. */
export interface MoneyProblem {
  field: string;
  message: string;
}

/** round(amount x bps / 10,000), half up, exact for any integer inputs (BigInt inside). */
export function taxOf(amount: number, bps: number): number {
  const scaled = BigInt(amount) * BigInt(bps);
  return Number((scaled + 5_000n) / 10_000n);
}

/**
 * `total` split over `weights` in proportion, by largest remainder (ties go to the earlier line):
 * the parts are integers, none above its weight's proportional ceiling, and they add up to `total`.
 * With every weight 0 the whole total is refused by the caller, never split.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + BigInt(weight), 0n);
  if (sum === 0n || total === 0) return weights.map(() => 0);
  const big = BigInt(total);
  const parts = weights.map((weight) => (big * BigInt(weight)) / sum);
  const remainders = weights.map((weight, index) => ({ index, rest: (big * BigInt(weight)) % sum }));
  let left = Number(big - parts.reduce((acc, part) => acc + part, 0n));
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1;
  }
  return parts.map(Number);
}

/** The problems of a set of lines and an invoice discount; empty when they make a valid invoice. */
export function moneyProblems(lines: readonly LineInput[], invoiceDiscount: number): MoneyProblem[] {
  const problems: MoneyProblem[] = [];
  let net = 0;
  lines.forEach((line, index) => {
    const gross = line.quantity * line.unit_amount;
    if (gross > MAX_AMOUNT_MINOR)
      problems.push({ field: `line_items.${String(index)}.unit_amount`, message: 'The line is too large' });
    if (line.discount_amount > gross)
      problems.push({
        field: `line_items.${String(index)}.discount_amount`,
        message: 'A discount cannot be more than the line',
      });
    net += Math.max(0, gross - line.discount_amount);
  });
  if (invoiceDiscount > net)
    problems.push({ field: 'discount_amount', message: 'A discount cannot be more than the invoice' });
  if (problems.length === 0 && invoiceAmounts(lines, invoiceDiscount).total_amount > MAX_AMOUNT_MINOR)
    problems.push({ field: 'line_items', message: 'The invoice is too large' });
  return problems;
}

/** The amounts of every line and of the invoice (call `moneyProblems` first). */
export function invoiceAmounts(lines: readonly LineInput[], invoiceDiscount: number): InvoiceAmounts {
  const nets = lines.map((line) => line.quantity * line.unit_amount - line.discount_amount);
  const shares = allocate(invoiceDiscount, nets);
  const amounts = lines.map((line, index): LineAmounts => {
    const gross = line.quantity * line.unit_amount;
    const share = shares[index] ?? 0;
    const taxable = (nets[index] ?? 0) - share;
    const tax = taxOf(taxable, line.tax_rate_bps);
    return {
      gross_amount: gross,
      discount_amount: line.discount_amount + share,
      invoice_discount_share: share,
      tax_amount: tax,
      total_amount: taxable + tax,
    };
  });
  const sum = (pick: (line: LineAmounts) => number) => amounts.reduce((acc, line) => acc + pick(line), 0);
  return {
    lines: amounts,
    subtotal_amount: sum((line) => line.gross_amount),
    discount_amount: sum((line) => line.discount_amount),
    tax_amount: sum((line) => line.tax_amount),
    total_amount: sum((line) => line.total_amount),
  };
}

export const LEDGER_KINDS = ['payment', 'refund', 'credit_note', 'write_off'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const INVOICE_STATUSES = ['draft', 'issued', 'partially_paid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface LedgerBalance {
  /** payments less refunds */
  amount_paid: number;
  /** credit notes and write-offs */
  amount_credited: number;
  /** total - paid - credited */
  balance: number;
}

/** An invoice's paid amount and balance, from its ledger rows alone. */
export function ledgerBalance(
  total: number,
  entries: readonly { kind: LedgerKind; amount: number }[],
): LedgerBalance {
  let paid = 0;
  let credited = 0;
  for (const entry of entries) {
    if (entry.kind === 'payment') paid += entry.amount;
    else if (entry.kind === 'refund') paid -= entry.amount;
    else credited += entry.amount;
  }
  return { amount_paid: paid, amount_credited: credited, balance: total - paid - credited };
}

/**
 * The status an issued invoice's ledger gives it: paid once nothing is left to pay (an invoice of
 * 0 is paid when issued), partially paid once anything is paid or credited, else issued. Draft and
 * void are set by their own actions and never come from the ledger.
 */
export function statusFromLedger(balance: LedgerBalance): 'issued' | 'partially_paid' | 'paid' {
  if (balance.balance <= 0) return 'paid';
  if (balance.amount_paid > 0 || balance.amount_credited > 0) return 'partially_paid';
  return 'issued';
}

/** `INV-2026-000123`: the year of issue and the tenant's gapless sequence within it. */
export function invoiceNumber(year: number, sequence: number): string {
  return `INV-${String(year)}-${String(sequence).padStart(6, '0')}`;
}

export const AGING_BUCKETS = ['current', 'days_31_60', 'days_61_90', 'days_90_plus'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The aging bucket of an open balance by the days since the invoice was due (0-30, 31-60, 61-90, 90+). */
export function agingBucket(daysPastIssue: number): AgingBucket {
  if (daysPastIssue <= 30) return 'current';
  if (daysPastIssue <= 60) return 'days_31_60';
  if (daysPastIssue <= 90) return 'days_61_90';
  return 'days_90_plus';
}
