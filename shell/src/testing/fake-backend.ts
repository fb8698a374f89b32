import type { ApiClient } from '@clinio/platform';

// The shell does not depend on axios itself: its types come through the client.
type Adapter = Extract<NonNullable<ApiClient['axios']['defaults']['adapter']>, (...args: never[]) => unknown>;
type RequestConfig = Parameters<Adapter>[0];

/** What axios' own adapters reject with; the client reads `isAxiosError` and `response`. */
function axiosFailure(config: RequestConfig, message: string, response?: unknown): Error {
  return Object.assign(new Error(message), {
    isAxiosError: true,
    config,
    response,
    toJSON: () => ({ message }),
  });
}

/** A request as it left the real API client (after its interceptors). */
export interface SentRequest {
  method: string;
  /** The path, without the query. */
  path: string;
  url: string;
  /** The query parameters given to axios apart from the URL. */
  params: unknown;
  headers: Record<string, string>;
  body: unknown;
  withCredentials: boolean;
  /** Which client sent it: 'api' or 'system'. */
  client: string;
}

export type Reply = { status: number; data?: unknown } | 'network';
export type Handler = (request: SentRequest) => Reply | Promise<Reply>;

export const ok = (data?: unknown): Reply => ({ status: 200, data });
export const fail = (status: number, detail: string, extra: Record<string, unknown> = {}): Reply => ({
  status,
  data: { detail, code: status === 401 ? 'unauthenticated' : 'bad_request', ...extra },
});

function headersOf(config: RequestConfig): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers.toJSON())) {
    if (typeof value === 'string') result[name.toLowerCase()] = value;
    else if (typeof value === 'number') result[name.toLowerCase()] = String(value);
  }
  return result;
}

function bodyOf(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/**
 * The API server, faked below the real clients: requests go through the shell's interceptors
 * (token, refresh, background header, 401 handling) and are answered by route handlers. An
 * unknown route answers 404 as the server does.
 */
export function createFakeBackend() {
  const routes = new Map<string, Handler>();
  const requests: SentRequest[] = [];

  const adapterFor =
    (client: string): Adapter =>
    async (config) => {
      const url = config.url ?? '';
      const request: SentRequest = {
        method: (config.method ?? 'get').toUpperCase(),
        path: url.split('?')[0] ?? url,
        url,
        params: config.params as unknown,
        headers: headersOf(config),
        body: bodyOf(config.data),
        withCredentials: config.withCredentials === true,
        client,
      };
      requests.push(request);
      const handler = routes.get(`${request.method} ${request.path}`);
      const reply = handler ? await handler(request) : fail(404, 'Not found');
      if (reply === 'network') throw axiosFailure(config, 'Network Error');
      const response = {
        status: reply.status,
        statusText: '',
        data: reply.data ?? null,
        headers: {},
        config,
      };
      if (reply.status >= 200 && reply.status < 300) return response;
      throw axiosFailure(config, `Request failed with status code ${reply.status}`, response);
    };

  const backend = {
    requests,
    /** Answers `METHOD /path` (handlers may be replaced at any time). */
    on(route: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`, handler: Handler | Reply) {
      routes.set(route, typeof handler === 'function' ? handler : () => handler);
      return backend;
    },
    install(client: ApiClient, name = 'api') {
      client.axios.defaults.adapter = adapterFor(name);
      return backend;
    },
    /** The requests to `METHOD /path`. */
    sent(route: string): SentRequest[] {
      return requests.filter((request) => `${request.method} ${request.path}` === route);
    },
  };
  return backend;
}

export type FakeBackend = ReturnType<typeof createFakeBackend>;
