import type { PatientRegistrationRequest, PatientSessionResponse } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords';
import { verificationEmail } from '../email/templates';
import { localeOfRequest } from '../i18n/locale';
import { AppError } from '../errors/app-error';
import { appUrl, sendEmail, type Services } from '../platform/services';
import { openPatientSession } from './login.service';
import { createPatientToken } from './one-time-tokens';
import { inTransaction } from '../db/database';

/** The request after zod (defaults applied). */
type Registration = z.output<typeof PatientRegistrationRequest>;

function taken(field: 'username' | 'email'): AppError {
  const message =
    field === 'username' ? 'This username is taken' : 'This e-mail address is already registered';
  return new AppError(409, 'conflict', `${field}: ${message}`, { fields: [{ field, message }] });
}

/** A unique violation on patient_logins as the field it concerns (a race past the pre-check). */
function conflictOf(error: unknown): AppError | null {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  if (constraint?.includes('username') === true) return taken('username');
  if (constraint?.includes('email') === true) return taken('email');
  return null;
}

/** A date of birth the database and a clinic can use: from 1900, not in the future. */
function assertPlausibleBirthDate(value: string | undefined): void {
  if (value === undefined) return;
  const today = new Date().toISOString().slice(0, 10);
  if (value >= '1900-01-01' && value <= today) return;
  const message = 'Enter a date of birth between 1900 and today';
  throw new AppError(400, 'validation_error', `date_of_birth: ${message}`, {
    fields: [{ field: 'date_of_birth', message }],
  });
}

/**
 * POST /api/patients/register: a patient login (a person, in no clinic yet: they link clinics
 * with each clinic's code), a verification link to the address, and a signed-in session.
 * A taken username or e-mail is a 409 naming the field, as the form needs it (sign-up is
 * rate-limited per IP; the forgot flows stay silent about accounts).
 */
export async function registerPatient(
  services: Services,
  request: FastifyRequest,
  input: Registration,
): Promise<PatientSessionResponse> {
  const db = services.database.app;
  const username = input.username.trim();
  const email = input.email.trim();
  assertPlausibleBirthDate(input.date_of_birth);
  assertAcceptablePassword(input.password, { username, email }, 'password');
  const existing = await db
    .selectFrom('patient_logins')
    .select(['username_normalized', 'email_normalized'])
    .where((eb) =>
      eb.or([
        eb('username_normalized', '=', username.toLowerCase()),
        eb('email_normalized', '=', email.toLowerCase()),
      ]),
    )
    .execute();
  if (existing.some((row) => row.username_normalized === username.toLowerCase())) throw taken('username');
  if (existing.some((row) => row.email_normalized === email.toLowerCase())) throw taken('email');
  const passwordHash = await hashPassword(input.password);

  // The language of the page the patient registered on: their e-mails follow it until they choose.
  const locale = localeOfRequest(request);
  const result = await inTransaction(db, async (tx) => {
    const login = await tx
      .insertInto('patient_logins')
      .values({
        username,
        username_normalized: username.toLowerCase(),
        email,
        email_normalized: email.toLowerCase(),
        password_hash: passwordHash,
        first_name: input.first_name,
        last_name: input.last_name,
        phone_number: input.phone_number,
        date_of_birth: input.date_of_birth ?? null,
        password_changed_at: new Date(),
        locale,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await createPatientToken(tx, login.id, 'email_verification');
    // In the transaction: a failed registration never sends a link that does not work.
    const url = appUrl(services, `/verify-email?token=${token}&kind=patient`);
    await sendEmail(services, tx, verificationEmail(email, input.first_name, url, locale));
    return openPatientSession(services, tx, { loginId: login.id, request, action: 'patient.registered' });
  }).catch((error: unknown) => {
    throw conflictOf(error) ?? error;
  });
  return result;
}
