import type { Socket } from 'node:net';
import type { ErrorCode } from '@clinio/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { nodeHttp } from '../platform/node-http';

const { STATUS_CODES } = nodeHttp;

export interface ErrorBody {
  detail: string;
  code: ErrorCode;
  [extra: string]: unknown;
}

export interface Answer {
  status: number;
  body: ErrorBody;
}

/** Fastify's refusals with their own wording; any other 4xx is answered by its status below. */
const BY_CODE: Record<string, ErrorBody> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { detail: 'The request body is not valid JSON', code: 'bad_request' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { detail: 'The request body is not valid JSON', code: 'bad_request' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    detail: 'Unsupported content type; send application/json',
    code: 'unsupported_media_type',
  },
  FST_ERR_BAD_URL: { detail: 'The address is not valid (a bad %-escape)', code: 'bad_request' },
  FST_ERR_MAX_PARAM_LENGTH: { detail: 'A part of the address is too long', code: 'bad_request' },
};

const BY_STATUS: Record<number, ErrorBody> = {
  404: { detail: 'Not found', code: 'not_found' },
  405: { detail: 'This method is not allowed here', code: 'method_not_allowed' },
  408: { detail: 'The request took too long to arrive', code: 'bad_request' },
  413: { detail: 'The request body is too large', code: 'payload_too_large' },
  414: { detail: 'The address is too long', code: 'bad_request' },
  415: { detail: 'Unsupported content type', code: 'unsupported_media_type' },
  429: { detail: 'Too many requests. Please wait a minute and try again.', code: 'rate_limited' },
  431: { detail: 'The request headers are too large', code: 'bad_request' },
};

const BAD_REQUEST: ErrorBody = { detail: 'The request could not be processed', code: 'bad_request' };

/**
 * Fastify's own refusals (every `FST_ERR_*` and the plugins' 4xx errors), which are the client's
 * fault, as `{ detail, code }` with a message a person can act on; null for anything else.
 */
export function frameworkAnswer(error: Pick<FastifyError, 'code' | 'statusCode'>): Answer | null {
  const status = error.statusCode;
  if (status === undefined || status < 400 || status >= 500) return null;
  return { status, body: BY_CODE[error.code] ?? BY_STATUS[status] ?? BAD_REQUEST };
}

/**
 * Fastify's `frameworkErrors`: the refusals made by its router before any hook runs (a bad
 * %-escape, FST_ERR_MAX_PARAM_LENGTH), which would otherwise leave in Fastify's own shape.
 */
export function answerFrameworkError(
  headers: Record<string, string>,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    const { status, body } = frameworkAnswer(error) ?? { status: 400, body: BAD_REQUEST };
    request.log.info({ errorCode: body.code, status }, 'request refused');
    void reply.status(status).headers(headers).header('X-Request-Id', request.id).send(body);
  };
}

/**
 * Node's `clientError` (a request its HTTP parser refuses: oversized headers, a malformed request
 * line, a timeout), answered on the socket in the same `{ detail, code }` shape.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(BY_STATUS[status] ?? BAD_REQUEST);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
