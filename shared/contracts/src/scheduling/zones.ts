import { Temporal } from 'temporal-polyfill';

/** An instant as a ZonedDateTime in the zone (what calendar writers format with a TZID). */
export function zonedDateTime(epochMs: number, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);
}

const offsetText = (ms: number) => {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  return `${ms < 0 ? '-' : '+'}${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
};
const localText = (epochMs: number, offsetMs: number) =>
  new Date(epochMs + offsetMs).toISOString().slice(0, 19).replace(/[-:]/g, '');

/**
 * An iCalendar VTIMEZONE (RFC 5545 3.6.5) for the zone over [fromMs, toMs]: the offset in force at
 * the start, then one STANDARD or DAYLIGHT onset per transition in the window (no rules: exact
 * transitions, as the zone database has them).
 */
export function vtimezone(timeZone: string, fromMs: number, toMs: number): string {
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  let zoned = zonedDateTime(fromMs, timeZone);
  let offset = zoned.offsetNanoseconds / 1e6;
  const component = (kind: 'STANDARD' | 'DAYLIGHT', at: number, from: number, to: number) =>
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localText(at, from)}`,
      `TZOFFSETFROM:${offsetText(from)}`,
      `TZOFFSETTO:${offsetText(to)}`,
      `END:${kind}`,
    );
  component('STANDARD', fromMs, offset, offset);
  for (let i = 0; i < 24; i += 1) {
    const next = zoned.getTimeZoneTransition('next');
    if (!next || next.epochMilliseconds > toMs) break;
    const after = next.offsetNanoseconds / 1e6;
    component(after > offset ? 'DAYLIGHT' : 'STANDARD', next.epochMilliseconds, offset, after);
    offset = after;
    zoned = next;
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}
