import type { LaunchFlags } from '@clinio/contracts';
import { createEventBus, type ApiError, type EventBus } from '@clinio/platform';
import { RemoteHarness, TEST_CONFIG, apiError, createMockApi, type MockApi } from '@clinio/platform/testing';
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
  onNavigate: jest.Mock<undefined, [string]>;
}

/** The remote as the shell mounts it, at `path`, with every navigation recorded. */
export function renderApp(
  path: string,
  { flags = {}, api = createMockApi(), bus = createEventBus().scoped('marketing') }: RenderAppOptions = {},
): RenderedApp {
  const onNavigate = jest.fn<undefined, [string]>();
  const config = { ...TEST_CONFIG, flags: { ...TEST_CONFIG.flags, ...flags } };
  const props = { api, bus, config };
  const view = render(<RemoteHarness App={App} initialPath={path} props={props} onNavigate={onNavigate} />);
  return { ...view, api, bus, onNavigate };
}

/** A 400 validation answer, as the real client raises it. */
export function validationFailure(fields: { field: string; message: string }[]): ApiError {
  return apiError(400, { detail: 'Validation failed', code: 'validation_error', fields });
}
