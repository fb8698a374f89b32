import { SYSTEM_ROLES, type UserProfile } from '@clinio/contracts';
import {
  createEventBus,
  type ApiError,
  type AuthSnapshot,
  type AuthUser,
  type ExtensionHost,
  type FeatureAccess,
  type ShellEventBus,
} from '@clinio/platform';
import { RemoteHarness, apiError, createMockApi, type MockApi } from '@clinio/platform/testing';
import { render, screen, type RenderResult } from '@testing-library/react';
import { App } from '../app';
import { BRANCHES, TENANT_ID } from './fixtures';

function user(id: string, name: string, role: keyof typeof SYSTEM_ROLES): AuthUser {
  const [firstName = '', lastName = ''] = name.split(' ');
  return {
    id,
    username: firstName.toLowerCase(),
    email: `${firstName.toLowerCase()}@harbour.example`,
    firstName,
    lastName,
    profilePicture: null,
    role: { name: role, permissions: [...SYSTEM_ROLES[role].permissions] },
  };
}

export const SUPER_ADMIN = user('00000000-0000-4000-8000-000000000001', 'Sara Owner', 'super_admin');
export const ADMIN = user('00000000-0000-4000-8000-000000000002', 'Adam Admin', 'admin');
export const FRONT_DESK = user('00000000-0000-4000-8000-000000000003', 'Fran Desk', 'front_desk');

export interface RenderAppOptions {
  api?: MockApi;
  user?: AuthUser;
  /** The shell's bus, to watch what the remote publishes. */
  bus?: ShellEventBus;
  /** The fillers of the slots this remote hosts; none unless given. */
  extensions?: ExtensionHost;
  /** The plan's features as the shell decides them; none unless given. */
  features?: FeatureAccess;
}

export interface RenderedApp extends RenderResult {
  api: MockApi;
  onNavigate: jest.Mock<undefined, [string]>;
}

/** The remote as the shell mounts it inside the dashboard, at `path`, signed in as `user`. */
export function renderApp(
  path: string,
  {
    api = createMockApi(),
    user = ADMIN,
    bus = createEventBus(),
    extensions,
    features,
  }: RenderAppOptions = {},
): RenderedApp {
  const onNavigate = jest.fn<undefined, [string]>();
  const auth: AuthSnapshot = {
    status: 'staff',
    user,
    tenantId: TENANT_ID,
    clinicId: '00000000-0000-4000-8000-0000000000c1',
    branchId: BRANCHES[0].id,
  };
  const props = {
    api,
    auth,
    bus: bus.scoped('admin'),
    ...(extensions ? { extensions } : {}),
    ...(features ? { features } : {}),
  };
  const view = render(<RemoteHarness App={App} initialPath={path} props={props} onNavigate={onNavigate} />);
  return { ...view, api, onNavigate };
}

/** The signed-in admin's profile as GET /api/me answers it (the call checks the UserProfile shape). */
export const PROFILE: UserProfile = {
  id: ADMIN.id,
  user_id: ADMIN.id,
  username: ADMIN.username,
  email: ADMIN.email,
  first_name: ADMIN.firstName ?? '',
  last_name: ADMIN.lastName ?? '',
  profile_picture: null,
  role: { id: '00000000-0000-4000-8000-0000000000f2', name: 'admin', permissions: [] },
  permissions: [...SYSTEM_ROLES.admin.permissions],
  subscription: { plan_name: 'pro', status: 'active' },
  branch_id: BRANCHES[0].id,
  tenant_id: TENANT_ID,
  clinic_id: '00000000-0000-4000-8000-0000000000c1',
  clinic_name: 'Harbour Clinic',
  branches: [...BRANCHES],
  email_verified: true,
  two_factor_enabled: false,
};

/** The profile call every screen that lists branches makes. */
export function withProfile(api: MockApi): MockApi {
  return api.on('getMe', () => PROFILE);
}

/** A 400 validation answer, as the real client raises it. */
export function validationFailure(fields: { field: string; message: string }[]): ApiError {
  return apiError(400, { detail: 'Validation failed', code: 'validation_error', fields });
}

/**
 * Renders `path` and waits for its h1. Screens load on demand: the first one a test file opens
 * compiles under jest, so the wait is longer than Testing Library's default second.
 */
export async function openPage(
  path: string,
  heading: string,
  options: RenderAppOptions = {},
): Promise<RenderedApp> {
  const view = renderApp(path, options);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
  return view;
}
