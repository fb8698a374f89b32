import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { browserRoutesOf, findBrowserRoute, type LaunchFlags, type RegistryEntry } from '@clinio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AllowedMethods } from '../http/allowed-methods';
import { buildRegistry } from '../mfe/store';
import { createPreloadHints, withHints } from './preload-hints';
import { createPageCompressor, createPrerenderedPages, encodingFor, pageLocaleOf } from './prerendered';
import { createRemoteFramePages } from './remote-frames';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (/^\/(api|mfe|assets)(\/|$)/.test(request.url)) return false;
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the shell: hashed assets cached for a year, the entry and the page revalidated, and the
 * page itself for every browser route (200 for a route of the shell or of a live remote's area,
 * 404 for any other path, where the shell applies the unknown-path rule). A method that a known path does not serve is
 * 405 with `Allow`, before any of that. The sign-in pages are sent pre-rendered (ADR 067), and so is
 * a live remote's static page when its release carries a frame (ADR 069): in the visitor's
 * language for this server's flags, compressed.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: { shellDir: string; storeDir: string; allowed: AllowedMethods; flags: LaunchFlags },
): Promise<void> {
  const { shellDir, storeDir, allowed, flags } = options;
  await app.register(fastifyStatic, {
    root: path.join(shellDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      // main.js has a fixed name (it carries the federation runtime); everything else is hashed.
      const isEntry = path.basename(filePath) === 'main.js';
      void reply.header('Cache-Control', isEntry ? 'no-cache' : IMMUTABLE);
    },
  });

  // A file of the web app, not an operation of the API: left out of the OpenAPI document.
  app.get('/favicon.svg', { schema: { hide: true } }, async (_request, reply) => {
    const icon = await readFile(path.join(shellDir, 'favicon.svg')).catch(() => null);
    if (!icon) return reply.status(404).send({ detail: 'No favicon', code: 'not_found' });
    return reply
      .header('Content-Type', 'image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(icon);
  });

  const hintsFor = createPreloadHints({ shellDir });
  const prerenderedPage = createPrerenderedPages({ shellDir, flags });
  const remoteFramePage = createRemoteFramePages({ shellDir, storeDir, flags });
  const compress = createPageCompressor();
  let page: string | null = null;
  const loadPage = async () => {
    page ??= await readFile(path.join(shellDir, 'index.html'), 'utf8');
    return page;
  };

  // A pre-rendered page: a sign-in page of the shell (ADR 067) or a live remote's static page (ADR 069).
  const framedPage = async (
    request: FastifyRequest,
    registry: { remotes: readonly RegistryEntry[] },
    pathname: string,
    area: string | undefined,
  ): Promise<string | null> => {
    if (area === undefined) return null;
    if (area === 'shell')
      return prerenderedPage(
        pathname,
        pageLocaleOf(request),
        new URLSearchParams(request.url.split('?')[1] ?? ''),
      );
    const entry = registry.remotes.find((remote) => remote.name === area);
    return entry ? remoteFramePage(entry, pathname, pageLocaleOf(request)) : null;
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const methods = allowed.allowedAt(path);
    // A route that serves this method and still calls not-found (a missing asset) is a 404.
    if (methods !== null && !methods.includes(request.method)) {
      return reply
        .status(405)
        .header('Allow', methods.join(', '))
        .send({
          detail: `${request.method} is not allowed on ${path}; it serves ${methods.join(', ')}`,
          code: 'method_not_allowed',
        });
    }
    if (!wantsHtml(request)) {
      return reply.status(404).send({ detail: `No route for ${request.method} ${path}`, code: 'not_found' });
    }
    const html = await loadPage().catch(() => null);
    if (html === null) {
      return reply
        .status(503)
        .send({ detail: 'The web app is not built yet: run the build first', code: 'service_unavailable' });
    }
    // The registry is small and read per page load (it changes on release, without a restart).
    const registry = await buildRegistry(storeDir).catch(() => ({ remotes: [] }));
    const route = findBrowserRoute(path, browserRoutesOf(registry.remotes));
    const framed = await framedPage(request, registry, path, route?.area);
    void reply
      .status(route !== undefined ? 200 : 404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache');
    if (framed === null) return reply.send(withHints(html, await hintsFor(route)));
    // The same path answers another language (or a generic page) to another visitor.
    void reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    const page = withHints(framed, await hintsFor(route));
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (encoding === null) return reply.send(page);
    return reply.header('Content-Encoding', encoding).send(await compress(page, encoding));
  });
}
