export type DateTimeStyle = 'date' | 'time' | 'dateTime' | 'dateTimeSeconds';

const STYLES: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
};

export interface ZonedFormatOptions {
  /** IANA zone of the branch the screen is about (e.g. 'Europe/London'); the viewer's own when absent. */
  timeZone?: string | undefined;
  style?: DateTimeStyle;
  locale?: string | undefined;
}

/** A Date from an ISO string or a Date; null when missing or not a real instant. */
export function toInstant(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An instant as the branch sees it: '22 Nov 2026, 09:30' in `timeZone`. '—' when missing or not a
 * date; an unknown zone falls back to the viewer's own rather than failing the screen.
 */
export function formatInTimeZone(
  value: string | Date | null | undefined,
  { timeZone, style = 'dateTime', locale }: ZonedFormatOptions = {},
): string {
  const date = toInstant(value);
  if (date === null) return '—';
  try {
    return new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, STYLES[style]).format(date);
  }
}

/** The zone's short name at that instant ('GMT', 'BST', 'EST' or 'GMT+5:30'), for a suffix. */
export function timeZoneAbbreviation(timeZone: string, at: Date = new Date(), locale = 'en-GB'): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** The same instant in UTC, for a tooltip or an audit line: '2026-11-22 09:30:05 UTC'. */
export function formatUtc(value: string | Date | null | undefined): string {
  const date = toInstant(value);
  if (date === null) return '—';
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
