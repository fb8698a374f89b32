import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Services } from '../../platform/services';
import { findEmbedClinic } from '../public-booking.service';
import { embedPageHtml } from './embed-page';
import { embedLocaleOf, type EmbedLocale } from './embed-texts';
import { EMBED_SCRIPT } from './embed-script';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The page's own policy: its script and the API from this origin, and framing by the clinic's
 * listed origins only (`frame-ancestors`; none listed: nobody). X-Frame-Options cannot name several
 * origins, so it is left out here; every other page keeps DENY and `frame-ancestors 'none'`.
 */
export function embedContentSecurityPolicy(origins: readonly string[]): string {
  const ancestors = origins.length > 0 ? origins.join(' ') : "'none'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'unsafe-inline'",
    "connect-src 'self'",
    "img-src 'self' data:",
    `frame-ancestors ${ancestors}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

function sendPage(reply: FastifyReply, status: number, html: string, origins: readonly string[]) {
  return reply
    .status(status)
    .removeHeader('x-frame-options')
    .header('content-security-policy', embedContentSecurityPolicy(origins))
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/** `/embed/calendar/{clinicId}` and its `/manage` page (the e-mail's links), and their script. */
export const embedPageRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const page = async (
    clinicId: string,
    mode: 'book' | 'manage',
    locale: EmbedLocale,
    reply: FastifyReply,
  ) => {
    const clinic = UUID.test(clinicId) ? await findEmbedClinic(services.database, clinicId) : null;
    // A booking already made stays manageable from its e-mail when the page is closed (ADR 041):
    // opened on its own, never framed.
    if (!clinic || (mode === 'book' && !clinic.isOpen)) {
      return sendPage(reply, 404, embedPageHtml({ clinicName: null, mode: 'missing', locale }), []);
    }
    return sendPage(
      reply,
      200,
      embedPageHtml({ clinicName: clinic.clinicName, mode, locale }),
      clinic.isOpen ? clinic.allowedOrigins : [],
    );
  };
  app.get<{ Params: { clinicId: string } }>(
    '/embed/calendar/:clinicId',
    { schema: { hide: true }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    (request, reply) =>
      page(request.params.clinicId, 'book', embedLocaleOf(request.headers['accept-language']), reply),
  );
  app.get<{ Params: { clinicId: string } }>(
    '/embed/calendar/:clinicId/manage',
    { schema: { hide: true }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    (request, reply) =>
      page(request.params.clinicId, 'manage', embedLocaleOf(request.headers['accept-language']), reply),
  );
  app.get('/embed/assets/booking.js', { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(EMBED_SCRIPT),
  );
};
