import type { AxiosResponse } from 'axios';

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
