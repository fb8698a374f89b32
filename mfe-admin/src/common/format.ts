const LOCAL_DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const LOCAL_DATE_TIME_SECONDS = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'medium',
});
const LOCAL_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function parse(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A timestamp in the viewer's own time zone ('22 Nov 2026, 09:30'); '—' when missing or bad. */
export function formatDateTime(value: string | null, { withSeconds = false } = {}): string {
  const date = value === null ? null : parse(value);
  if (date === null) return '—';
  return (withSeconds ? LOCAL_DATE_TIME_SECONDS : LOCAL_DATE_TIME).format(date);
}

export function formatDate(value: string | null): string {
  const date = value === null ? null : parse(value);
  return date === null ? '—' : LOCAL_DATE.format(date);
}

/** The same instant in UTC, for a tooltip: '2026-11-22 09:30:05 UTC'. */
export function formatUtc(value: string): string {
  const date = parse(value);
  if (date === null) return value;
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** 'front_desk' -> 'Front desk'; custom role names keep their own spelling apart from underscores. */
export function humanize(name: string): string {
  const spaced = name.replace(/_/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function fullName(person: { first_name: string; last_name: string }, fallback = ''): string {
  const name = `${person.first_name} ${person.last_name}`.trim();
  return name === '' ? fallback : name;
}

/** Singular or plural: plural(1, 'member') -> '1 member'. */
export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}
