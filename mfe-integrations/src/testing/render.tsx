import { SYSTEM_ROLES, type IntegrationCard, type IntegrationConnection } from '@clinio/contracts';
import type { AuthSnapshot } from '@clinio/platform';
import { RemoteHarness, type MockApi } from '@clinio/platform/testing';
import { render } from '@testing-library/react';
import { App } from '../app';

export function staff(role: 'super_admin' | 'provider'): AuthSnapshot {
  return {
    status: 'staff',
    user: {
      id: '00000000-0000-4000-8000-000000000002',
      username: 'grey',
      email: 'grey@clinic.example',
      firstName: 'Meredith',
      lastName: 'Grey',
      profilePicture: null,
      role: { name: role, permissions: [...SYSTEM_ROLES[role].permissions] },
    },
    tenantId: 't1',
    clinicId: 'c1',
    branchId: null,
  };
}

export const SIGNED_OUT: AuthSnapshot = {
  status: 'signed-out',
  user: null,
  tenantId: null,
  clinicId: null,
  branchId: null,
};

export function connection(overrides: Partial<IntegrationConnection> = {}): IntegrationConnection {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    provider: 'google_calendar',
    status: 'connected',
    account_email: 'dr.grey@example.com',
    calendar_id: 'primary',
    calendar_name: null,
    last_sync_at: '2026-11-28T09:00:00Z',
    last_error: null,
    last_error_at: null,
    connected_at: '2026-11-28T08:00:00Z',
    ...overrides,
  };
}

export function cards(
  google: IntegrationConnection | null,
  zoom: IntegrationConnection | null = null,
): { integrations: IntegrationCard[] } {
  return {
    integrations: [
      { provider: 'google_calendar', mode: 'development', can_manage: true, connection: google },
      { provider: 'zoom', mode: 'live', can_manage: true, connection: zoom },
    ],
  };
}

export function openAt(path: string, api: MockApi, auth: AuthSnapshot = staff('super_admin')): void {
  render(<RemoteHarness App={App} initialPath={path} props={{ auth, api }} />);
}
