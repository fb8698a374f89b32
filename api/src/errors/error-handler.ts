import type { ErrorCode } from '@clinio/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { isDatabaseUnavailable } from './database-errors';

interface ErrorBody {
  detail: string;
  code: ErrorCode;
  [extra: string]: unknown;
}

interface Answer {
  status: number;
  body: ErrorBody;
}

const INTERNAL: Answer = {
  status: 500,
  body: { detail: 'Something went wrong on our side. Please try again.', code: 'internal_error' },
};

function fieldName(instancePath: string, context: string | undefined): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (field !== '') return field;
  return context === 'body' ? '(body)' : (context ?? '(request)');
}

function validationAnswer(error: FastifyError & { validationContext?: string }): Answer {
  const fields = (error.validation ?? []).map((issue) => ({
    field: fieldName(issue.instancePath, error.validationContext),
    message: issue.message ?? 'is invalid',
  }));
  return {
    status: 400,
    body: {
      detail: fields.map(({ field, message }) => `${field}: ${message}`).join('; '),
      code: 'validation_error',
      fields,
    },
  };
}

/** Fastify's own errors that are the client's fault, with messages a person can act on. */
function frameworkAnswer(error: FastifyError): Answer | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { detail: 'The request body is not valid JSON', code: 'bad_request' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: { detail: 'Unsupported content type; send application/json', code: 'unsupported_media_type' },
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { detail: 'The request body is too large', code: 'payload_too_large' } };
    default:
      break;
  }
  if (error.statusCode === 429) {
    return {
      status: 429,
      body: { detail: 'Too many requests. Please wait a minute and try again.', code: 'rate_limited' },
    };
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return {
      status: error.statusCode,
      body: { detail: 'The request could not be processed', code: 'bad_request' },
    };
  }
  return null;
}

function answerFor(error: unknown): Answer {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { ...error.extra, detail: error.message, code: error.code } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) return validationAnswer(error);
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: {
        detail: 'The service is temporarily unavailable. Please try again shortly.',
        code: 'service_unavailable',
      },
    };
  }
  if (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    !isResponseSerializationError(error)
  ) {
    return frameworkAnswer(error as FastifyError) ?? INTERNAL;
  }
  return INTERNAL;
}

/**
 * Every failure leaves as `{ detail, code }`: no stack, no SQL, no internal message. Server-side
 * faults are logged with the request id so support can find them.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = answerFor(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ errorCode: body.code, status }, 'request refused');
    }
    if (status === 503) void reply.header('Retry-After', '5');
    // Error bodies skip the route's response schema: an error must never fail to serialise.
    return reply
      .status(status)
      .type('application/json; charset=utf-8')
      .serializer((payload: unknown) => JSON.stringify(payload))
      .send(body);
  });
}
