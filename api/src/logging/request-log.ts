import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Liveness and readiness probes: polled every few seconds, never worth a line. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * Fastify's own request lines, cut to what is worth keeping (ADR 027): one line when a request
 * is answered (method, redacted URL, request id, status, time) instead of two, and none for the
 * probes. No hook of ours is added to the request path for it.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // The completion line carries the request too.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (PROBES.has(request.routeOptions.url ?? '')) return;
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
