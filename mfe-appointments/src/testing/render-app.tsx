import type { AuthSnapshot, AuthUser, FeatureAccess } from '@clinio/platform';
import { RemoteHarness, createMockApi, type MockApi } from '@clinio/platform/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { App } from '../app';
import { BRANCH_ID, FRONT_DESK, RESOURCES, TENANT_ID } from './fixtures';

/** A mock API that already answers the calendar's resources. */
export function withResources(api: MockApi = createMockApi()): MockApi {
  return api.on('getSchedulingResources', () => RESOURCES);
}

export function authOf(user: AuthUser = FRONT_DESK): AuthSnapshot {
  return { status: 'staff', user, tenantId: TENANT_ID, clinicId: 'c1', branchId: BRANCH_ID };
}

/** The remote at `path` as the shell mounts it, signed in as the front desk (no plan features). */
export function renderApp(
  path: string,
  api: MockApi,
  user?: AuthUser,
  features?: FeatureAccess,
): RenderResult & { onNavigate: jest.Mock } {
  const onNavigate = jest.fn();
  const view = render(
    <RemoteHarness
      App={App}
      initialPath={path}
      props={{ api, auth: authOf(user), ...(features ? { features } : {}) }}
      onNavigate={onNavigate}
    />,
  );
  return { ...view, onNavigate };
}

/** Any component inside the remote's providers (an extension filler, say). */
export function renderInRemote(element: ReactElement, api: MockApi): RenderResult {
  const Only = () => element;
  return render(
    <RemoteHarness App={Only} initialPath="/dashboard/patients/x" props={{ api, auth: authOf() }} />,
  );
}
