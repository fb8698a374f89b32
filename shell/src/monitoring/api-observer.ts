import { ApiError, type ApiClient } from '@clinio/platform';
import type { ApiCall } from './monitor';

function callOfResponse(response: ApiError['response'], status: number, error: unknown): ApiCall {
  return {
    method: (response?.config.method ?? 'get').toUpperCase(),
    // Without a response (network failure) the client does not say which call it was.
    url: response?.config.url ?? '(unknown)',
    status,
    error,
  };
}

/**
 * Watches every answer of an API client through its axios interceptors (ours run after the
 * client's own, so a failure arrives as its ApiError): each call becomes a breadcrumb, and one
 * answered outside 200-299 a report (spec 8). Returns the function that stops watching.
 */
export function observeApiClient(
  client: Pick<ApiClient, 'axios'>,
  record: (call: ApiCall) => void,
): () => void {
  const id = client.axios.interceptors.response.use(
    (response) => {
      record(callOfResponse(response, response.status, null));
      return response;
    },
    (error: unknown) => {
      if (error instanceof ApiError) record(callOfResponse(error.response, error.status, error));
      else record(callOfResponse(null, 0, error));
      throw error;
    },
  );
  return () => {
    client.axios.interceptors.response.eject(id);
  };
}
