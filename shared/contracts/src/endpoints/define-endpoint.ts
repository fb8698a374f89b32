import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an operation: the route's `config.access` on the server (ADR 023). */
export type EndpointAccess =
  'public' | 'staff' | 'super_admin' | 'patient' | 'patient_cookie' | 'system' | 'user';

/**
 * One API operation as both sides see it (ADR 031): its method, its Fastify-style path
 * (`/api/x/:id`), who may call it, and the zod schemas of its path parameters, query, JSON body and
 * successful (2xx) answer. No `response` means the answer is a file, not JSON; `upload` means the
 * body is a multipart file, not JSON.
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  access: EndpointAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  upload?: true;
}

/** Declares an endpoint, keeping its literal types (so calls are typed from the schemas). */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** `{ key: T }`, or `{ key?: T }` when every field of T may be left out. */
type Field<K extends string, T> = Partial<T> extends T ? { [P in K]?: T } : { [P in K]: T };
// `[E]`: not distributed over a union of endpoints (a generic name's constraint), whose three parts
// would otherwise multiply into more members than the compiler represents (TS2590).
type Part<E, K extends 'params' | 'query' | 'body'> = [E] extends [{ [P in K]: infer S extends z.ZodType }]
  ? Field<K, z.input<S>>
  : { [P in K]?: never };

/**
 * What a call sends: `params`, `query` and `body` from the endpoint's schemas (z.input), each
 * required when it has a required field; an upload sends its multipart body as FormData.
 */
export type EndpointInput<E extends Endpoint> = Part<E, 'params'> &
  Part<E, 'query'> &
  (E extends { upload: true } ? { body: FormData } : Part<E, 'body'>);

/** What a call answers: the 2xx body, parsed by the response schema (z.output). */
export type EndpointOutput<E extends Endpoint> = E extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : never;

/** What the server sends before parsing (z.input): what a test double answers. */
export type EndpointAnswer<E extends Endpoint> = E extends { response: infer S extends z.ZodType }
  ? z.input<S>
  : never;

/** `/api/x/:id` with `{ id: 'a b' }` -> `/api/x/a%20b`; a missing parameter is a programming error. */
export function endpointPath(
  path: string,
  params: Readonly<Record<string, string | number | boolean | undefined>> = {},
): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
