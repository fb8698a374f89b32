import { DEFAULT_API_BASE_URL, errorMessageFromResponse } from '@clinio/contracts';
import axios, {
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** One line per call, as spec section 7 asks: endpoint, method, status, duration. */
export interface ApiCallRecord {
  endpoint: string;
  method: string;
  status: number;
  durationMs: number;
}

/** A failed call. `message` follows spec section 8; the response is attached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly response: AxiosResponse | null;

  constructor(options: {
    message: string;
    status: number;
    code: string | null;
    response: AxiosResponse | null;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.response = options.response;
  }
}

export type UnauthorizedHandler = (record: ApiCallRecord) => void;

export interface ApiClientOptions {
  /** From the run-time config; '' means the page's own origin. Default (spec 7): localhost:8000. */
  baseURL?: string;
  /** The current access token, read on every request. */
  getAccessToken?: () => string | null;
  /** Where call records go; the default writes them to the console at debug level. */
  onCall?: (record: ApiCallRecord) => void;
  timeoutMs?: number;
}

export interface ApiClient {
  get<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  patch<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  delete<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  /** The global 401 handler (spec 4.1: any 401 logs out). Pass null to remove it. */
  setUnauthorizedHandler(handler: UnauthorizedHandler | null): void;
  readonly axios: AxiosInstance;
}

interface TimedConfig extends InternalAxiosRequestConfig {
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
  const instance = axios.create({
    baseURL: options.baseURL ?? DEFAULT_API_BASE_URL,
    timeout: options.timeoutMs ?? 30_000,
    withCredentials: true,
  });

  instance.interceptors.request.use((config: TimedConfig) => {
    config.startedAt = now();
    const token = options.getAccessToken?.() ?? null;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    // FormData goes as is: the browser writes the multipart boundary itself.
    if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
      config.headers.delete('Content-Type');
    } else {
      config.headers.set('Content-Type', 'application/json');
    }
    config.headers.set('Accept', 'application/json');
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
      if (status === 401) {
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
    setUnauthorizedHandler(handler) {
      unauthorizedHandler = handler;
    },
    axios: instance,
  };
}
