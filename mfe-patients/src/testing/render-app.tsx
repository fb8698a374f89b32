import type { AuthSnapshot, AuthUser, ExtensionHost } from '@clinio/platform';
import { RemoteHarness, createMockApi, type MockApi } from '@clinio/platform/testing';
import { render, screen, type RenderResult } from '@testing-library/react';
import { App } from '../app';
import { ADMIN, CLINIC, CLINIC_ID, MAIN_BRANCH, TENANT_ID } from './fixtures';

export interface RenderAppOptions {
  api?: MockApi;
  user?: AuthUser;
  extensions?: ExtensionHost;
}

export interface RenderedApp extends RenderResult {
  api: MockApi;
  onNavigate: jest.Mock<undefined, [string]>;
}

/** The clinic read every screen makes (country for phones, zones, branches). */
export function withClinic(api: MockApi = createMockApi()): MockApi {
  return api.on('getClinic', () => CLINIC);
}

/** The remote as the shell mounts it inside the dashboard, at `path`, signed in as `user`. */
export function renderApp(
  path: string,
  { api = withClinic(), user = ADMIN, extensions }: RenderAppOptions = {},
): RenderedApp {
  const onNavigate = jest.fn<undefined, [string]>();
  const auth: AuthSnapshot = {
    status: 'staff',
    user,
    tenantId: TENANT_ID,
    clinicId: CLINIC_ID,
    branchId: MAIN_BRANCH,
  };
  const props = { api, auth, ...(extensions ? { extensions } : {}) };
  const view = render(<RemoteHarness App={App} initialPath={path} props={props} onNavigate={onNavigate} />);
  return { ...view, api, onNavigate };
}

/** Renders `path` and waits for its h1 (the first screen a file opens compiles under jest: a longer wait). */
export async function openPage(path: string, heading: string | RegExp, options: RenderAppOptions = {}) {
  const view = renderApp(path, options);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
  return view;
}
