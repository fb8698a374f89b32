import {
  ENDPOINTS,
  endpointPath,
  type EndpointAnswer,
  type EndpointInput,
  type Endpoint,
  type EndpointOutput,
  type Endpoints,
  type HttpMethod,
} from '@clinio/contracts';
import type { AxiosResponse } from 'axios';
import { ApiError } from './api-error';

/** The operations a call can reach: those that answer JSON (files are fetched by URL). */
export type CallableName = {
  [N in keyof Endpoints]: Endpoints[N] extends { response: unknown } ? N : never;
}[keyof Endpoints];

export type CallInput<N extends CallableName> = EndpointInput<Endpoints[N]>;
export type CallOutput<N extends CallableName> = EndpointOutput<Endpoints[N]>;
export type CallAnswer<N extends CallableName> = EndpointAnswer<Endpoints[N]>;

/** The input may be left out when the operation needs none (no params, no required query or body). */
export type CallArgs<N extends CallableName, Config> =
  Partial<CallInput<N>> extends CallInput<N>
    ? [input?: CallInput<N>, config?: Config]
    : [input: CallInput<N>, config?: Config];

// Looked up by a plain string: indexing the literal map with a generic name is too costly to type.
const BY_NAME: Readonly<Record<string, Endpoint>> = ENDPOINTS;

/** The HTTP request a call makes: method, URL with its path parameters encoded, query and body. */
export interface EndpointRequest {
  name: CallableName;
  method: HttpMethod;
  url: string;
  query: unknown;
  body: unknown;
}

interface LooseInput {
  params?: Readonly<Record<string, string | number | boolean | undefined>>;
  query?: unknown;
  body?: unknown;
}

export function endpointRequest<N extends CallableName>(name: N, input?: CallInput<N>): EndpointRequest {
  const endpoint = BY_NAME[name] as Endpoint;
  const { params, query, body }: LooseInput = (input as LooseInput | undefined) ?? {};
  return { name, method: endpoint.method, url: endpointPath(endpoint.path, params), query, body };
}

/**
 * The answer, parsed by the operation's response schema: a typed value, with the schema's
 * defaults applied. An answer of another shape is an ApiError (`invalid_response`), not a value
 * the screen would trust.
 */
export function parseEndpointAnswer<N extends CallableName>(
  name: N,
  data: unknown,
  response: AxiosResponse | null = null,
): CallOutput<N> {
  const parsed = BY_NAME[name]?.response?.safeParse(data);
  if (parsed?.success === true) return parsed.data as CallOutput<N>;
  throw new ApiError({
    message: `The server's answer to ${name} is not in the expected shape`,
    status: response?.status ?? 200,
    code: 'invalid_response',
    response,
  });
}
