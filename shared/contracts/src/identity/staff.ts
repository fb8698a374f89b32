import { z } from 'zod';
import { Uuid } from './fields';
import { PERMISSION_NAMES } from './permissions';

export const STAFF_STATUSES = ['invited', 'active', 'deactivated'] as const;

export const StaffMember = z.object({
  id: Uuid,
  username: z.string().nullable(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.enum(STAFF_STATUSES),
  role: z.object({ id: Uuid, name: z.string() }),
  branches: z.array(z.object({ id: Uuid, name: z.string() })),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  invitation_expires_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** Change a colleague's role or branches (staff_manage; only a super admin grants super_admin). */
export const StaffUpdateRequest = z.object({
  role_id: Uuid.optional(),
  branch_ids: z.array(Uuid).min(1, 'Choose at least one branch').max(50).optional(),
  first_name: z.string().trim().min(1).max(80).optional(),
  last_name: z.string().trim().min(1).max(80).optional(),
});
export type StaffUpdateRequest = z.infer<typeof StaffUpdateRequest>;

export const StaffListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(STAFF_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});

export const StaffListResponse = z.object({
  items: z.array(StaffMember),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type StaffListResponse = z.infer<typeof StaffListResponse>;

export const RoleName = z
  .string()
  .trim()
  .min(2, 'At least 2 characters')
  .max(60, 'At most 60 characters')
  .regex(/^[A-Za-z0-9 _-]+$/, 'Letters, digits, spaces, dashes and underscores only');

export const RoleSummary = z.object({
  id: Uuid,
  name: z.string(),
  description: z.string(),
  is_system: z.boolean(),
  permissions: z.array(z.string()),
  member_count: z.number().int(),
});
export type RoleSummary = z.infer<typeof RoleSummary>;

const PermissionList = z
  .array(z.enum(PERMISSION_NAMES as [string, ...string[]]))
  .min(1, 'Choose at least one permission')
  .transform((list) => [...new Set(list)]);

export const RoleCreateRequest = z.object({
  name: RoleName,
  description: z.string().trim().max(300).default(''),
  permissions: PermissionList,
});
export type RoleCreateRequest = z.input<typeof RoleCreateRequest>;

export const RoleUpdateRequest = z.object({
  name: RoleName.optional(),
  description: z.string().trim().max(300).optional(),
  permissions: PermissionList.optional(),
});
export type RoleUpdateRequest = z.input<typeof RoleUpdateRequest>;

export const SuperAdmin = z.object({
  id: Uuid,
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  branch_ids: z.array(Uuid),
});
export type SuperAdmin = z.infer<typeof SuperAdmin>;

export const ProfilePictureResponse = z.object({
  profile_picture: z.object({ file_url: z.string() }),
});
export type ProfilePictureResponse = z.infer<typeof ProfilePictureResponse>;
