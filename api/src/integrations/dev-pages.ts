import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Services } from '../platform/services';
import { devSigningKey, integrationAdapters } from './adapters';
import { DEV_ACCOUNTS, devCode, type DevProvider } from './dev-adapters';

/**
 * The development providers' pages (ADR 055): the consent page the development adapter's
 * authorize URL opens, and the page a development Zoom meeting's join link opens. Both answer 404
 * when that provider's real adapter is configured. The consent page returns only to this server's
 * own callback route of its provider (never to another address), without a script.
 */

const NAMES: Record<DevProvider, string> = { google: 'Google Calendar', zoom: 'Zoom' };

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    )
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main>${body}</main></body></html>`,
    );
}

const isDevProvider = (value: string): value is DevProvider => value === 'google' || value === 'zoom';

export function registerDevPages(app: FastifyInstance, services: Services): void {
  const development = (provider: DevProvider) =>
    integrationAdapters(services)[provider].oauth.mode === 'development';

  app.get<{ Params: { provider: string }; Querystring: Record<string, string | undefined> }>(
    '/api/integrations/dev/:provider/consent',
    { schema: { hide: true }, config: { access: 'public' } },
    (request, reply) => {
      const { provider } = request.params;
      if (!isDevProvider(provider) || !development(provider))
        return page(reply, 404, 'Not found', '<h1>Not found</h1>');
      const { state = '', code_challenge: challenge = '', redirect_uri: redirectUri = '' } = request.query;
      const callback = `${services.config.publicAppUrl}/integrations/${provider}/callback`;
      if (
        redirectUri !== callback ||
        state.length < 16 ||
        state.length > 256 ||
        !/^[A-Za-z0-9_-]{43}$/.test(challenge)
      )
        return page(
          reply,
          400,
          'Invalid request',
          '<h1>Invalid request</h1><p>This consent link is not valid.</p>',
        );
      const code = devCode(devSigningKey(services), provider, challenge);
      const name = NAMES[provider];
      return page(
        reply,
        200,
        `Development ${name}`,
        `<h1>Development ${escape(name)}</h1>` +
          `<p>This is the development adapter: no ${escape(name)} account is used. Clinio asks to connect as <strong>${escape(DEV_ACCOUNTS[provider])}</strong>.</p>` +
          `<form method="get" action="${escape(callback)}">` +
          `<input type="hidden" name="code" value="${escape(code)}"><input type="hidden" name="state" value="${escape(state)}">` +
          `<button type="submit" style="font-size:1rem;padding:.5rem 1rem">Allow</button></form>` +
          `<form method="get" action="${escape(callback)}" style="margin-top:1rem">` +
          `<input type="hidden" name="error" value="access_denied"><input type="hidden" name="state" value="${escape(state)}">` +
          `<button type="submit" style="font-size:1rem;padding:.5rem 1rem">Deny</button></form>`,
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/integrations/dev/zoom/meetings/:id',
    { schema: { hide: true }, config: { access: 'public' } },
    (request, reply) => {
      if (!development('zoom') || !/^[0-9]{6,15}$/.test(request.params.id))
        return page(reply, 404, 'Not found', '<h1>Not found</h1>');
      return page(
        reply,
        200,
        'Development Zoom meeting',
        `<h1>Development Zoom meeting ${escape(request.params.id)}</h1><p>With a real Zoom account, this link opens the video visit.</p>`,
      );
    },
  );
}
