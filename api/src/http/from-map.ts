import { ENDPOINTS, type ApiErrorBody, type HttpMethod } from '@clinio/contracts';
import type { z } from 'zod';
import { errorResponses } from './error-responses';

type Endpoints = typeof ENDPOINTS;
/** An operation of the endpoint map (ADR 031): its OpenAPI operationId. */
export type EndpointName = keyof Endpoints;
type SuccessStatus = 200 | 201 | 202 | 204;

type Part<E, K extends string, Key extends string> = E extends { [P in K]: infer S extends z.ZodType }
  ? { [P in Key]: S }
  : { [P in Key]?: undefined };

/** The route schemas an endpoint implies: its parts, its 2xx answer and the errors the route documents. */
export type MapSchemas<E, Status extends SuccessStatus, Errors extends number> = Part<E, 'params', 'params'> &
  Part<E, 'query', 'querystring'> &
  Part<E, 'body', 'body'> & {
    response: (E extends { response: infer R extends z.ZodType } ? { [P in Status]: R } : unknown) &
      Record<Errors, typeof ApiErrorBody>;
    produces?: readonly string[];
    consumes?: readonly string[];
  };

export interface MapAnswers<Status extends SuccessStatus, Errors extends number, Also extends SuccessStatus> {
  /** The error statuses the route documents (each with the `{ detail, code }` body). */
  errors: readonly Errors[];
  /** The success status (200 unless said); 204 answers no body. */
  status?: Status;
  /** Media types of a file answer (CSV, iCalendar, FHIR JSON). */
  produces?: readonly string[];
  /** Other success statuses answering the same body (201 for a first sign-up, 200 for a repeat). */
  alsoAnswers?: readonly Also[];
}

/**
 * A route's method, path, operationId and schemas, read from its entry of the endpoint map, so the
 * server registers and validates exactly what the browser's typed client sends and expects:
 *
 * @example
 * routes.staff(
 *   { ...fromMap('getPatient', { errors: [400, 401, 403, 404] }), ...read, tags, summary },
 *   (ctx, { params }) => getPatient(ctx, params.id),
 * );
 */
export function fromMap<
  N extends EndpointName,
  Errors extends number,
  Status extends SuccessStatus = 200,
  Also extends SuccessStatus = never,
>(
  name: N,
  answers: MapAnswers<Status, Errors, Also>,
): {
  method: HttpMethod;
  url: string;
  operationId: N;
  status: Status;
  schema: MapSchemas<Endpoints[N], Status | Also, Errors>;
} {
  const endpoint: {
    method: HttpMethod;
    path: string;
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
    response?: z.ZodType;
    upload?: true;
  } = ENDPOINTS[name];
  const status = answers.status ?? (200 as Status);
  const schema = {
    ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
    ...(endpoint.query === undefined ? {} : { querystring: endpoint.query }),
    ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
    ...(endpoint.upload === true ? { consumes: ['multipart/form-data'] } : {}),
    ...(answers.produces === undefined ? {} : { produces: answers.produces }),
    response: {
      ...(endpoint.response === undefined
        ? {}
        : Object.fromEntries(
            [status, ...(answers.alsoAnswers ?? [])].map((code) => [code, endpoint.response]),
          )),
      ...errorResponses(...answers.errors),
    },
  };
  return {
    method: endpoint.method,
    url: endpoint.path,
    operationId: name,
    status,
    schema: schema as unknown as MapSchemas<Endpoints[N], Status | Also, Errors>,
  };
}
