import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, createApiClient, type ApiCallRecord, type ApiClientOptions } from './api-client';

/** Test helpers of the API client's tests: a fake transport. */
export interface FakeAnswer {
  status: number;
  statusText?: string;
  data?: unknown;
}

/**
 * A client whose transport is replaced: each request is captured as axios would send it (after
 * interceptors and request transforms) and answered with the next queued answer; `'network'`
 * stands for a request that never got a response.
 */
export function setup(
  answers: (FakeAnswer | 'network')[],
  options: Partial<ApiClientOptions> = {},
  whileSending: () => void = () => undefined,
) {
  const sent: InternalAxiosRequestConfig[] = [];
  const records: ApiCallRecord[] = [];
  const client = createApiClient({
    baseURL: 'http://api.test',
    onCall: (record) => records.push(record),
    ...options,
  });
  client.axios.defaults.adapter = (config) => {
    sent.push(config);
    whileSending();
    const answer = answers.shift() ?? { status: 200 };
    if (answer === 'network') {
      return Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
    }
    const response: AxiosResponse = {
      status: answer.status,
      statusText: answer.statusText ?? '',
      data: answer.data ?? null,
      headers: {},
      config,
    };
    if (answer.status >= 200 && answer.status < 300) return Promise.resolve(response);
    return Promise.reject(
      new AxiosError(
        `Request failed with status code ${answer.status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      ),
    );
  };
  return { client, sent, records };
}

export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}
