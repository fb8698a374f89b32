import type { AuditEntry, RoleSummary, SessionSummary, StaffMember, SuperAdmin } from '@clinio/contracts';
import { SYSTEM_ROLES } from '@clinio/contracts';

export const TENANT_ID = '00000000-0000-4000-8000-0000000000aa';

export const BRANCHES = [
  { id: '00000000-0000-4000-8000-0000000000b1', name: 'Harbour Street' },
  { id: '00000000-0000-4000-8000-0000000000b2', name: 'Hillside' },
] as const;

const [MAIN, HILL] = BRANCHES;

export function buildRole(overrides: Partial<RoleSummary> & Pick<RoleSummary, 'id' | 'name'>): RoleSummary {
  return {
    description: '',
    is_system: false,
    permissions: ['appointments_read'],
    member_count: 0,
    ...overrides,
  };
}

export const ROLES: RoleSummary[] = [
  buildRole({
    id: '00000000-0000-4000-8000-00000000f001',
    name: 'super_admin',
    description: SYSTEM_ROLES.super_admin.description,
    is_system: true,
    permissions: [...SYSTEM_ROLES.super_admin.permissions],
    member_count: 1,
  }),
  buildRole({
    id: '00000000-0000-4000-8000-00000000f002',
    name: 'admin',
    description: SYSTEM_ROLES.admin.description,
    is_system: true,
    permissions: [...SYSTEM_ROLES.admin.permissions],
    member_count: 2,
  }),
  buildRole({
    id: '00000000-0000-4000-8000-00000000f003',
    name: 'front_desk',
    description: SYSTEM_ROLES.front_desk.description,
    is_system: true,
    permissions: [...SYSTEM_ROLES.front_desk.permissions],
    member_count: 3,
  }),
  buildRole({
    id: '00000000-0000-4000-8000-00000000f004',
    name: 'Senior nurse',
    description: 'Nurses who also book.',
    permissions: ['appointments_read', 'appointments_create', 'patients_read'],
    member_count: 2,
  }),
  buildRole({
    id: '00000000-0000-4000-8000-00000000f005',
    name: 'Locum',
    description: 'Short-term cover.',
    permissions: ['appointments_read'],
    member_count: 0,
  }),
];

export const [SUPER_ADMIN_ROLE, ADMIN_ROLE, FRONT_DESK_ROLE, NURSE_ROLE, LOCUM_ROLE] = ROLES as [
  RoleSummary,
  RoleSummary,
  RoleSummary,
  RoleSummary,
  RoleSummary,
];

export function buildStaff(overrides: Partial<StaffMember> & Pick<StaffMember, 'id'>): StaffMember {
  return {
    username: null,
    email: 'someone@harbour.example',
    first_name: 'Some',
    last_name: 'One',
    status: 'active',
    role: { id: FRONT_DESK_ROLE.id, name: FRONT_DESK_ROLE.name },
    branches: [MAIN],
    last_login_at: '2026-11-20T08:15:00Z',
    created_at: '2026-01-10T10:00:00Z',
    invitation_expires_at: null,
    ...overrides,
  };
}

export const STAFF: StaffMember[] = [
  buildStaff({
    id: '00000000-0000-4000-8000-000000000011',
    email: 'dana@harbour.example',
    username: 'dana',
    first_name: 'Dana',
    last_name: 'Whitfield',
    role: { id: ADMIN_ROLE.id, name: 'admin' },
    branches: [MAIN, HILL],
  }),
  buildStaff({
    id: '00000000-0000-4000-8000-000000000012',
    email: 'ivan@harbour.example',
    first_name: 'Ivan',
    last_name: 'Invitee',
    status: 'invited',
    last_login_at: null,
    invitation_expires_at: '2026-11-29T10:00:00Z',
  }),
  buildStaff({
    id: '00000000-0000-4000-8000-000000000013',
    email: 'gone@harbour.example',
    first_name: 'Gina',
    last_name: 'Gone',
    status: 'deactivated',
    branches: [HILL],
  }),
];

export const [DANA, IVAN, GINA] = STAFF as [StaffMember, StaffMember, StaffMember];

export function staffPage(items: StaffMember[] = STAFF, overrides: { total?: number; page?: number } = {}) {
  return { items, total: overrides.total ?? items.length, page: overrides.page ?? 1, page_size: 25 };
}

export const SESSIONS: SessionSummary[] = [
  {
    id: '00000000-0000-4000-8000-0000000000e1',
    device: 'Desktop',
    browser: 'Chrome',
    platform: 'macOS',
    ip_address: '203.0.113.5',
    location: { city: 'Halifax', region: 'Nova Scotia', country: 'Canada' },
    created_at: '2026-11-20T08:00:00Z',
    last_seen_at: '2026-11-22T09:30:00Z',
    current: true,
  },
  {
    id: '00000000-0000-4000-8000-0000000000e2',
    device: 'Mobile',
    browser: 'Safari',
    platform: 'iOS',
    ip_address: '198.51.100.7',
    location: { city: 'Unknown', region: 'Unknown', country: 'Unknown' },
    created_at: '2026-11-18T18:00:00Z',
    last_seen_at: '2026-11-21T20:00:00Z',
    current: false,
  },
];

export const SUPER_ADMINS: SuperAdmin[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    username: 'sara',
    email: 'sara@harbour.example',
    first_name: 'Sara',
    last_name: 'Owner',
    branch_ids: [MAIN.id, HILL.id],
  },
  {
    id: '00000000-0000-4000-8000-000000000021',
    username: 'omar',
    email: 'omar@harbour.example',
    first_name: 'Omar',
    last_name: 'Partner',
    branch_ids: [HILL.id],
  },
];

export function buildAuditEntry(overrides: Partial<AuditEntry> & Pick<AuditEntry, 'id'>): AuditEntry {
  return {
    at: '2026-11-22T09:30:05Z',
    actor_type: 'staff',
    actor_id: DANA.id,
    actor_name: 'Dana Whitfield',
    actor_role: 'admin',
    branch_id: MAIN.id,
    action: 'patient.read',
    resource_type: 'patient',
    resource_id: '00000000-0000-4000-8000-0000000000d1',
    outcome: 'success',
    ip_address: '203.0.113.5',
    user_agent: 'Mozilla/5.0',
    session_id: null,
    ...overrides,
  };
}
