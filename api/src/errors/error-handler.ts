import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { isDatabaseUnavailable } from './database-errors';
import { frameworkAnswer, type Answer } from './framework-errors';

const INTERNAL: Answer = {
  status: 500,
  body: { detail: 'Something went wrong on our side. Please try again.', code: 'internal_error' },
};

/**
 * The disk (or the quota) under the data folder is full, e.g. while an upload is written: the
 * server's condition, not the request's, and it passes once an operator frees space. The write
 * left nothing behind (writeAtomically), so the same request can simply be sent again.
 */
const STORAGE_FULL: Answer = {
  status: 503,
  body: {
    detail: 'There is no room to store the file right now. Please try again later.',
    code: 'service_unavailable',
  },
};

function isStorageFull(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

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
  if (isStorageFull(error)) return STORAGE_FULL;
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
