import { useFormattingLocale } from '@clinio/design-system';

/** Numbers and rates in the page's language. */
export function useFormat() {
  const locale = useFormattingLocale();
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const one = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return {
    number: (value: number) => whole.format(value),
    decimal: (value: number) => one.format(value),
    rate: (value: number | null) => (value === null ? '—' : rate.format(value)),
  };
}
