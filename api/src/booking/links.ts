import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors/app-error';

/**
 * The cancel and reschedule links of a booking e-mail: `payload.signature`, the payload naming the
 * tenant, the appointment and the expiry, signed with the URL key (HMAC-SHA256). Nothing is stored;
 * a link stops working when it expires or when the appointment is no longer changeable.
 */
export interface BookingLink {
  tenantId: string;
  appointmentId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const sign = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(`booking-link:${payload}`).digest('base64url');

export function signBookingLink(key: Buffer, link: BookingLink): string {
  const payload = Buffer.from(JSON.stringify([link.tenantId, link.appointmentId, link.expiresAt])).toString(
    'base64url',
  );
  return `${payload}.${sign(key, payload)}`;
}

const refused = () =>
  new AppError(404, 'not_found', 'This link is not valid any more. Please contact the clinic.');

/** The link's content, or the one 404 (tampered, expired or malformed alike). */
export function readBookingLink(key: Buffer, token: string, now = Date.now()): BookingLink {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw refused();
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refused();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw refused();
  const [tenantId, appointmentId, expiresAt] = parsed as unknown[];
  if (typeof tenantId !== 'string' || typeof appointmentId !== 'string' || typeof expiresAt !== 'number')
    throw refused();
  if (expiresAt <= now) throw refused();
  return { tenantId, appointmentId, expiresAt };
}

/**
 * The page behind a booking's link: the embed's `manage` page, where the patient confirms, moves or
 * cancels the visit (the token stays in the fragment, so it never reaches a server log).
 */
export function manageBookingUrl(
  services: { keys: { urlSigning: Buffer }; config: { publicAppUrl: string } },
  visit: { tenantId: string; clinicId: string; appointmentId: string; endTime: Date },
): string {
  const token = signBookingLink(services.keys.urlSigning, {
    tenantId: visit.tenantId,
    appointmentId: visit.appointmentId,
    expiresAt: visit.endTime.getTime(),
  });
  return `${services.config.publicAppUrl}/embed/calendar/${visit.clinicId}/manage#${token}`;
}
