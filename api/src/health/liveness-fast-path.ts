import type { FastifyServerFactory, FastifyServerFactoryHandler } from 'fastify';
import { API_SECURITY_HEADERS } from '../http/security';
import { requestIdFrom } from '../logging/logger-options';
import { nodeHttp as http, type IncomingMessage, type ServerResponse } from '../platform/node-http';

/** The liveness answer (`getHealth` of the endpoint map), for the route and the fast path alike. */
export function liveness(): { status: 'ok'; uptimeSeconds: number } {
  return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
}

const FIXED_HEADERS: readonly string[] = Object.entries({
  ...API_SECURITY_HEADERS,
  'content-type': 'application/json; charset=utf-8',
}).flat();

/**
 * Writes the liveness answer straight onto the socket: the REST security headers (quality bar 12),
 * the request id and the body, with nothing else on the way. It is what the Fastify route answers;
 * `health.test.ts` compares the two over a real socket.
 */
function answerLiveness(request: IncomingMessage, response: ServerResponse): void {
  const body = JSON.stringify(liveness());
  response.writeHead(200, [
    ...FIXED_HEADERS,
    'content-length',
    String(Buffer.byteLength(body)),
    'x-request-id',
    requestIdFrom(request.headers['x-request-id']),
  ]);
  response.end(body);
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

/**
 * The HTTP server Fastify would create (same timeouts), with one route in front of it: a plain
 * `GET /healthz`. A liveness probe reads no session, body, query or cookie and is never logged, so
 * the framework's request and reply objects, routing, hooks and serializer are all it would pay
 * for (ADR 027). Anything else, including `HEAD /healthz`, `/healthz?…` and every probe while the
 * server drains (503), goes through Fastify, where `/healthz` stays registered and documented.
 */
export function livenessFastPath(isClosing: () => boolean): FastifyServerFactory {
  return (handler: FastifyServerFactoryHandler, options) => {
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (request.url === '/healthz' && request.method === 'GET' && !isClosing()) {
        answerLiveness(request, response);
        return;
      }
      handler(request, response);
    });
    // Fastify's own defaults, as it sets them on a server it creates.
    server.keepAliveTimeout = numberOr(options.keepAliveTimeout, 72_000);
    server.requestTimeout = numberOr(options.requestTimeout, 0);
    server.setTimeout(numberOr(options.connectionTimeout, 0));
    const perSocket = numberOr(options.maxRequestsPerSocket, 0);
    if (perSocket > 0) server.maxRequestsPerSocket = perSocket;
    return server;
  };
}
