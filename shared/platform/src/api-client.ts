import { DEFAULT_API_BASE_URL, errorMessageFromResponse } from '@clinio/contracts';
import axios, {
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { pageLocale } from '@clinio/design-system';
import { ApiError } from './api-error';
import {
  endpointRequest,
  parseEndpointAnswer,
  type CallArgs,
  type CallableName,
  type CallOutput,
} from './endpoint-call';

export { ApiError } from './api-error';

/** One line per call, as spec section 7 asks: endpoint, method, status, duration. */
export interface ApiCallRecord {
  endpoint: string;
  method: string;
  status: number;
  durationMs: number;
}

export type UnauthorizedHandler = (record: ApiCallRecord) => void;

/** The header that tells the server a call is not user activity (polls, validity checks). */
export const BACKGROUND_HEADER = 'X-Clinio-Background';

/** Axios' per-request options, plus the client's own. */
export interface ApiRequestConfig extends AxiosRequestConfig {
  /** Not user activity: the server does not count the call towards the session's idle time. */
  background?: boolean;
  /**
   * A call that authenticates by itself (sign-in, token refresh): no Authorization header, no
   * wait for the access token, and its 401 is the caller's answer, not the global logout.
   */
  skipAuth?: boolean;
}

export interface ApiClientOptions {
  /** From the run-time config; '' means the page's own origin. Default (spec 7): localhost:8000. */
  baseURL?: string;
  /**
   * The current access token, read on every request. It may be a promise, so the owner of the
   * session can refresh a token about to expire before the request leaves.
   */
  getAccessToken?: () => string | null | Promise<string | null>;
  /** Where call records go; the default writes them to the console at debug level. */
  onCall?: (record: ApiCallRecord) => void;
  timeoutMs?: number;
}

export interface ApiClient {
  get<T>(url: string, config?: ApiRequestConfig): Promise<T>;
  post<T>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<T>;
  put<T>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<T>;
  patch<T>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<T>;
  delete<T>(url: string, config?: ApiRequestConfig): Promise<T>;
  /**
   * Calls an operation of the endpoint map by name (ADR 031): `{ params, query, body }` typed from
   * its schemas, path parameters encoded into the URL, the answer parsed by its response schema.
   */
  call<N extends CallableName>(name: N, ...args: CallArgs<N, ApiRequestConfig>): Promise<CallOutput<N>>;
  /** The global 401 handler (spec 4.1: any 401 logs out). Pass null to remove it. */
  setUnauthorizedHandler(handler: UnauthorizedHandler | null): void;
  readonly axios: AxiosInstance;
}

interface TimedConfig extends InternalAxiosRequestConfig, Pick<ApiRequestConfig, 'background' | 'skipAuth'> {
  startedAt?: number;
}

const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

function readCode(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const code = (body as Record<string, unknown>).code;
  return typeof code === 'string' ? code : null;
}

function recordOf(config: TimedConfig | undefined, status: number): ApiCallRecord {
  return {
    endpoint: config?.url ?? '',
    method: (config?.method ?? 'get').toUpperCase(),
    status,
    durationMs: Math.round((now() - (config?.startedAt ?? now())) * 10) / 10,
  };
}

function toApiError(error: unknown): ApiError {
  if (axios.isAxiosError(error) && error.response) {
    const { response } = error;
    return new ApiError({
      message: errorMessageFromResponse({
        status: response.status,
        statusText: response.statusText,
        body: response.data,
      }),
      status: response.status,
      code: readCode(response.data),
      response,
    });
  }
  return new ApiError({ message: 'Network error', status: 0, code: 'network_error', response: null });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  let unauthorizedHandler: UnauthorizedHandler | null = null;
  const onCall =
    options.onCall ??
    ((record: ApiCallRecord) => {
      console.debug(`[api] ${record.method} ${record.endpoint} ${record.status} ${record.durationMs}ms`);
    });
  // A getter that fails sends the call without a token: the server's 401 then ends the session.
  const readToken = async (): Promise<string | null> => {
    try {
      return (await options.getAccessToken?.()) ?? null;
    } catch {
      return null;
    }
  };
  const instance = axios.create({
    baseURL: options.baseURL ?? DEFAULT_API_BASE_URL,
    timeout: options.timeoutMs ?? 30_000,
    withCredentials: true,
  });

  instance.interceptors.request.use(async (config: TimedConfig) => {
    const token = config.skipAuth ? null : await readToken();
    // Timed from here: waiting for a token refresh is not the call's own duration.
    config.startedAt = now();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    if (config.background) config.headers.set(BACKGROUND_HEADER, '1');
    // FormData goes as is: the browser writes the multipart boundary itself.
    if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
      config.headers.delete('Content-Type');
    } else {
      config.headers.set('Content-Type', 'application/json');
    }
    config.headers.set('Accept', 'application/json');
    // The page's language, not only the browser's: an e-mail a call causes (a verification link,
    // a password reset) goes out in the language the person is reading (issue 22).
    config.headers.set('Accept-Language', pageLocale());
    return config;
  });

  instance.interceptors.response.use(
    (response) => {
      onCall(recordOf(response.config as TimedConfig, response.status));
      return response;
    },
    (error: unknown) => {
      const config = axios.isAxiosError(error) ? (error.config as TimedConfig | undefined) : undefined;
      const status = axios.isAxiosError(error) ? (error.response?.status ?? 0) : 0;
      const record = recordOf(config, status);
      onCall(record);
      if (status === 401 && !config?.skipAuth) {
        if (unauthorizedHandler) unauthorizedHandler(record);
        else console.warn('[api] 401 received but no global unauthorized handler is registered');
      }
      return Promise.reject(toApiError(error));
    },
  );

  const unwrap = async <T>(request: Promise<AxiosResponse<T>>): Promise<T> => (await request).data;

  return {
    get: (url, config) => unwrap(instance.get(url, config)),
    post: (url, data, config) => unwrap(instance.post(url, data, config)),
    put: (url, data, config) => unwrap(instance.put(url, data, config)),
    patch: (url, data, config) => unwrap(instance.patch(url, data, config)),
    delete: (url, config) => unwrap(instance.delete(url, config)),
    async call(name, ...[input, config]) {
      const request = endpointRequest(name, input);
      const response = await instance.request({
        ...config,
        method: request.method,
        url: request.url,
        params: request.query,
        data: request.body,
      });
      // A 204 has no body: its schema (z.null()) reads null.
      return parseEndpointAnswer(name, response.status === 204 ? null : response.data, response);
    },
    setUnauthorizedHandler(handler) {
      unauthorizedHandler = handler;
    },
    axios: instance,
  };
}
