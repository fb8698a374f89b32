import { ApiErrorBody } from '@clinio/contracts';

/** Documents error answers in the OpenAPI document; every one has the `{ detail, code }` body. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ApiErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorBody])) as Record<
    S,
    typeof ApiErrorBody
  >;
}
