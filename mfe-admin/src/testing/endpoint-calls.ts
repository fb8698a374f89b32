import type { CallableName } from '@clinio/platform';
import type { MockApi } from '@clinio/platform/testing';

/** The `query` of each call to the operation `name` (ADR 031), in order. */
export function queriesOf(api: MockApi, name: CallableName): unknown[] {
  return api.calls.filter((call) => call.endpoint === name).map((call) => call.query);
}
