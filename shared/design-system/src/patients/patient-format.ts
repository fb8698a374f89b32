import { PATIENT_SEARCH_MIN_CHARS, formatInTimeZone, type PatientSummary } from '@clinio/contracts';

type Named = Pick<PatientSummary, 'first_name' | 'last_name' | 'preferred_name'>;

/** 'Maria Lopez' or, with a preferred name, 'Maria “Mia” Lopez'. */
export function patientName({ first_name, last_name, preferred_name }: Named): string {
  const preferred = preferred_name.trim();
  const first = preferred !== '' && preferred !== first_name ? `${first_name} “${preferred}”` : first_name;
  return `${first} ${last_name}`.trim();
}

/** Whole years between a YYYY-MM-DD birth date and `today` (local date), or null. */
export function patientAge(dateOfBirth: string | null, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth ?? '');
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  const age = today.getFullYear() - year - (beforeBirthday ? 1 : 0);
  return age >= 0 ? age : null;
}

/** A birth date as people read it ('12 Mar 1984'): a calendar date, so no zone shifts it. */
export function formatBirthDate(dateOfBirth: string | null, locale?: string): string {
  if (dateOfBirth === null || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return '—';
  return formatInTimeZone(`${dateOfBirth}T12:00:00Z`, { timeZone: 'UTC', style: 'date', locale });
}

/** 'Born 12 Mar 1984 (42)', or 'Date of birth not recorded'. */
export function describeBirth(dateOfBirth: string | null, today?: Date): string {
  const age = patientAge(dateOfBirth, today);
  if (age === null) return 'Date of birth not recorded';
  return `Born ${formatBirthDate(dateOfBirth)} (${age})`;
}

/**
 * Spec 5: what a search box sends. The trimmed text from 2 characters on; null below that (the
 * box shows the hint 'Type at least 2 characters to search' and nothing is searched).
 */
export function patientSearchTerm(text: string): string | null {
  const term = text.trim();
  return term.length >= PATIENT_SEARCH_MIN_CHARS ? term : null;
}
