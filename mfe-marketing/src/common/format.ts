const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** '$1,234' and '-$56': the calculator shows whole dollars only, cents would suggest false precision. */
export function formatDollars(amount: number): string {
  // Avoid '-$0' when a tiny negative rounds to zero.
  const rounded = Math.round(amount);
  return WHOLE_DOLLARS.format(rounded === 0 ? 0 : rounded);
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '22 November 2026' from an ISO date ('2026-11-22'), the same for every visitor's time zone. */
export function formatLongDate(isoDate: string): string {
  return LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}
