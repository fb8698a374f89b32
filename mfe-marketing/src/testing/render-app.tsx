import type { LaunchFlags } from '@clinio/contracts';
import { ApiError, createEventBus, type EventBus } from '@clinio/platform';
import { RemoteHarness, TEST_CONFIG, createMockApi, type MockApi } from '@clinio/platform/testing';
import { render, type RenderResult } from '@testing-library/react';
import { App } from '../app';

export interface RenderAppOptions {
  flags?: Partial<LaunchFlags>;
  api?: MockApi;
  bus?: EventBus;
}

export interface RenderedApp extends RenderResult {
  api: MockApi;
  bus: EventBus;
  onNavigate: jest.Mock<void, [string]>;
}

/** The remote as the shell mounts it, at `path`, with every navigation recorded. */
export function renderApp(
  path: string,
  { flags = {}, api = createMockApi(), bus = createEventBus().scoped('marketing') }: RenderAppOptions = {},
): RenderedApp {
  // jsdom has no scrolling; pages scroll to the top on navigation.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const onNavigate = jest.fn<void, [string]>();
  const config = { ...TEST_CONFIG, flags: { ...TEST_CONFIG.flags, ...flags } };
  const props = { api, bus, config };
  const view = render(<RemoteHarness App={App} initialPath={path} props={props} onNavigate={onNavigate} />);
  return { ...view, api, bus, onNavigate };
}

/**
 * A 400 validation answer with its body attached, as the real client builds it. The harness's
 * `apiError` does not attach the response, so `fieldErrorsOf(error.response?.data)` would see nothing.
 */
export function validationFailure(fields: { field: string; message: string }[]): ApiError {
  const data = { detail: 'Validation failed', code: 'validation_error', fields };
  return new ApiError({
    message: data.detail,
    status: 400,
    code: data.code,
    response: { data, status: 400, statusText: 'Bad Request', headers: {}, config: {} } as unknown as ApiError['response'],
  });
}

/** A promise the test settles by hand, to look at a 'sending' state before the answer arrives. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
