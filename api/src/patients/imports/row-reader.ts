import { createHash } from 'node:crypto';
import { PATIENT_FIELD_LABELS, PatientInput, type PatientField, type PatientRecord } from '@clinio/contracts';
import type { CountryCode } from 'libphonenumber-js/max';
import type { z } from 'zod';
import { readPhone } from '../phone';
import type { ImportableField } from './mapping';

/**
 * One source row of an import, read with the rules of a create (ADR 033): the mapped cells become
 * a PatientInput (the contract's schema), phones are read in the clinic's country, dates in
 * YYYY-MM-DD or the clinic's usual day/month order. A row is either a record to insert or the
 * list of what is wrong with it.
 */

export interface FieldProblem {
  field: string;
  message: string;
}

/** What an import inserts for a valid row (the record's columns; tenant, branch and author added by the job). */
export type ImportedPatient = Pick<PatientRecord, Exclude<PatientField, 'branch_id'>>;

export type RowReading =
  | { ok: true; values: Record<string, string>; patient: ImportedPatient; fingerprint: string }
  | { ok: false; values: Record<string, string>; errors: FieldProblem[] };

/** Countries whose people write the month first (3/14/1985); everyone else writes the day first. */
const MONTH_FIRST = new Set(['US', 'PH', 'FM', 'MH', 'PW', 'AS', 'GU', 'MP', 'PR', 'VI', 'UM', 'BZ']);
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function monthNumber(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/**
 * A date as clinics' files write it: `1985-03-14`, `1985/03/14`, `14/03/1985` (or `03/14/1985` where
 * the month comes first), with `/`, `.` or `-`, `14 Mar 1985`, `Mar 14, 1985`; a time after the date
 * is ignored. Answers YYYY-MM-DD, '' for an empty cell, or null when it cannot be read.
 */
export function readImportDate(text: string, country: CountryCode): string | null {
  const value = text.trim().replace(/[T ]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/, '');
  if (value === '') return '';
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  if (match) {
    const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    return MONTH_FIRST.has(country) ? isoDate(year, first, second) : isoDate(year, second, first);
  }
  match = /^(\d{1,2})[ -]([a-z]{3,9})\.?[ -,]*(\d{4})$/i.exec(value);
  if (match) return isoDate(Number(match[3]), monthNumber(match[2] ?? ''), Number(match[1]));
  match = /^([a-z]{3,9})\.? (\d{1,2}),? (\d{4})$/i.exec(value);
  if (match) return isoDate(Number(match[3]), monthNumber(match[1] ?? ''), Number(match[2]));
  return null;
}

const SEXES: Record<string, ImportedPatient['sex']> = {
  f: 'female',
  female: 'female',
  woman: 'female',
  w: 'female',
  m: 'male',
  male: 'male',
  man: 'male',
  x: 'intersex',
  i: 'intersex',
  intersex: 'intersex',
  u: 'unknown',
  unknown: 'unknown',
  'not recorded': 'unknown',
  'prefer not to say': 'unknown',
};

/** `Peanuts; Penicillin | latex` → ['Peanuts', 'Penicillin', 'latex'] (duplicates dropped). */
export function splitList(text: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of text.split(/[;|]/)) {
    const item = part.trim();
    if (item !== '' && !seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      items.push(item);
    }
  }
  return items;
}

/** Lower case, accents removed, whitespace collapsed (mirrors SQL's patient_fold for names). */
export function foldName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The row's identity as the import remembers it: sha256 of the folded names, the date of birth,
 * the e-mail and the phone (E.164). The same person in the same file (or the same file again)
 * gives the same fingerprint, and the unique index on it creates them once.
 */
export function importFingerprint(patient: ImportedPatient): string {
  const identity = [
    foldName(patient.first_name),
    foldName(patient.last_name),
    patient.date_of_birth ?? '',
    patient.email.trim().toLowerCase(),
    patient.phone_number,
  ];
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex');
}

const LISTS = new Set<ImportableField>(['allergies', 'alerts', 'tags']);

function label(field: string): string {
  return (PATIENT_FIELD_LABELS as Record<string, string>)[field] ?? field;
}

/** The problems of a row as one line for the report: "Email: Enter a valid email address". */
export function reasonOf(errors: readonly FieldProblem[]): string {
  const text = errors.map((error) => `${label(error.field)}: ${error.message}`).join('; ');
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}

/** The mapped cells of one row, by field (trimmed; unmapped fields absent). */
export function mappedValues(cells: readonly string[], columns: ReadonlyMap<ImportableField, number>) {
  const values: Record<string, string> = {};
  for (const [field, index] of columns) values[field] = (cells[index] ?? '').trim();
  return values;
}

function issuesToProblems(issues: readonly z.core.$ZodIssue[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'row');
    if (!problems.some((problem) => problem.field === field))
      problems.push({ field, message: issue.message });
  }
  return problems;
}

/** Reads one row's mapped values as a create would; `country` is the clinic's. */
export function readRow(values: Record<string, string>, country: CountryCode): RowReading {
  const errors: FieldProblem[] = [];
  const input: Record<string, unknown> = {};
  for (const [field, text] of Object.entries(values) as [ImportableField, string][]) {
    if (LISTS.has(field)) input[field] = splitList(text);
    else if (field === 'date_of_birth') {
      const date = readImportDate(text, country);
      if (date === null) {
        errors.push({
          field,
          message: MONTH_FIRST.has(country)
            ? 'Use the format YYYY-MM-DD or MM/DD/YYYY'
            : 'Use the format YYYY-MM-DD or DD/MM/YYYY',
        });
      } else input[field] = date;
    } else if (field === 'sex') input[field] = text === '' ? 'unknown' : (SEXES[text.toLowerCase()] ?? text);
    else input[field] = text;
  }
  const parsed = PatientInput.safeParse(input);
  if (!parsed.success) {
    for (const problem of issuesToProblems(parsed.error.issues)) {
      if (!errors.some((error) => error.field === problem.field)) errors.push(problem);
    }
  }
  const phones: Partial<Record<'phone_number' | 'emergency_contact_phone', string>> = {};
  for (const field of ['phone_number', 'emergency_contact_phone'] as const) {
    const reading = readPhone(values[field] ?? '', country);
    if (reading.ok) phones[field] = reading.e164;
    else if (!errors.some((error) => error.field === field)) errors.push({ field, message: reading.message });
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, values, errors };
  const data = parsed.data;
  const patient: ImportedPatient = {
    first_name: data.first_name,
    last_name: data.last_name,
    preferred_name: data.preferred_name ?? '',
    date_of_birth: data.date_of_birth ?? null,
    sex: data.sex ?? 'unknown',
    gender_identity: data.gender_identity ?? '',
    email: data.email ?? '',
    phone_number: phones.phone_number ?? '',
    address_line1: data.address_line1 ?? '',
    address_line2: data.address_line2 ?? '',
    city: data.city ?? '',
    region: data.region ?? '',
    postal_code: data.postal_code ?? '',
    country: data.country ?? '',
    emergency_contact_name: data.emergency_contact_name ?? '',
    emergency_contact_phone: phones.emergency_contact_phone ?? '',
    emergency_contact_relationship: data.emergency_contact_relationship ?? '',
    insurance: data.insurance ?? '',
    allergies: data.allergies ?? [],
    alerts: data.alerts ?? [],
    tags: data.tags ?? [],
    notes: data.notes ?? '',
  };
  return { ok: true, values, patient, fingerprint: importFingerprint(patient) };
}
