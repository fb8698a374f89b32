import type { AxiosResponse } from 'axios';
import type { ApiClient } from '../api-client';
import { ApiError } from '../api-error';
import {
  endpointRequest,
  parseEndpointAnswer,
  type CallableName,
  type CallAnswer,
  type CallInput,
} from '../endpoint-call';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type MockHandler = (body: unknown) => unknown;
/** Answers a named operation: typed input, and an answer the operation's response schema accepts. */
export type MockEndpointHandler<N extends CallableName> = (
  input: CallInput<N>,
) => CallAnswer<N> | Promise<CallAnswer<N>>;

export interface MockApiCall {
  method: Method;
  url: string;
  body: unknown;
  /** The operation's name, for calls made with `api.call`. */
  endpoint?: CallableName;
  /** The query parameters of a call made with `api.call` that sent any (its URL has none). */
  query?: unknown;
}

export interface MockApi extends ApiClient {
  calls: MockApiCall[];
  /**
   * Answers an operation of the endpoint map by name (`on('listNotifications', ({ query }) => …)`),
   * or `METHOD /path` with the handler's return value (or its thrown error).
   */
  on<N extends CallableName>(name: N, handler: MockEndpointHandler<N>): MockApi;
  on(route: `${Method} ${string}`, handler: MockHandler): MockApi;
}

/** A failure as the real client raises it (body attached as `response.data`), for handlers to throw. */
export function apiError(
  status: number,
  body: { detail: string; code: string } & Record<string, unknown>,
): ApiError {
  const response = { status, statusText: '', data: body, headers: {}, config: {} } as AxiosResponse;
  return new ApiError({ message: body.detail, status, code: body.code, response });
}

const notFound = () => apiError(404, { detail: 'Not found', code: 'not_found' });

/**
 * An ApiClient for tests of remotes: no network, every call recorded, unknown routes answer 404
 * the way the server does. A named call is answered by its name's handler, else by the handler of
 * its concrete `METHOD /path`; either answer is parsed by the operation's response schema, so a
 * mock cannot answer a shape the server never would.
 */
export function createMockApi(): MockApi {
  const handlers = new Map<string, (input: unknown) => unknown>();
  const calls: MockApiCall[] = [];
  const send = async (method: Method, url: string, body?: unknown): Promise<never> => {
    calls.push({ method, url, body });
    const path = url.split('?')[0] ?? url;
    const handler = handlers.get(`${method} ${path}`);
    await Promise.resolve();
    if (!handler) throw notFound();
    return handler(body) as never;
  };
  const api: MockApi = {
    calls,
    on(route: string, handler: (input: never) => unknown) {
      handlers.set(route, handler as (input: unknown) => unknown);
      return api;
    },
    get: (url) => send('GET', url),
    post: (url, data) => send('POST', url, data),
    put: (url, data) => send('PUT', url, data),
    patch: (url, data) => send('PATCH', url, data),
    delete: (url) => send('DELETE', url),
    async call(name, ...[input]) {
      const request = endpointRequest(name, input);
      calls.push({
        method: request.method,
        url: request.url,
        body: request.body,
        endpoint: name,
        ...(request.query === undefined ? {} : { query: request.query }),
      });
      await Promise.resolve();
      const byName = handlers.get(name);
      const byUrl = handlers.get(`${request.method} ${request.url}`);
      if (byName) return parseEndpointAnswer(name, await byName((input as unknown) ?? {}));
      if (byUrl) return parseEndpointAnswer(name, await byUrl(request.body));
      throw notFound();
    },
    setUnauthorizedHandler: () => undefined,
    get axios(): never {
      throw new Error('The mock API has no axios instance');
    },
  };
  return api;
}
