import type { AxiosResponse } from 'axios';
import { ApiError, type ApiClient } from '../api-client';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type MockHandler = (body: unknown) => unknown;

export interface MockApiCall {
  method: Method;
  url: string;
  body: unknown;
}

export interface MockApi extends ApiClient {
  calls: MockApiCall[];
  /** Answers `METHOD /path` with the handler's return value (or its thrown error). */
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

/**
 * An ApiClient for tests of remotes: no network, every call recorded, unknown routes answer 404
 * the way the server does.
 */
export function createMockApi(): MockApi {
  const handlers = new Map<string, MockHandler>();
  const calls: MockApiCall[] = [];
  const call = async (method: Method, url: string, body?: unknown): Promise<never> => {
    calls.push({ method, url, body });
    const path = url.split('?')[0] ?? url;
    const handler = handlers.get(`${method} ${path}`);
    await Promise.resolve();
    if (!handler) throw apiError(404, { detail: 'Not found', code: 'not_found' });
    return handler(body) as never;
  };
  const api: MockApi = {
    calls,
    on(route, handler) {
      handlers.set(route, handler);
      return api;
    },
    get: (url) => call('GET', url),
    post: (url, data) => call('POST', url, data),
    put: (url, data) => call('PUT', url, data),
    patch: (url, data) => call('PATCH', url, data),
    delete: (url) => call('DELETE', url),
    setUnauthorizedHandler: () => undefined,
    get axios(): never {
      throw new Error('The mock API has no axios instance');
    },
  };
  return api;
}
