import { z } from 'zod';
import { StaffInviteRequest } from '../identity/registration';
import { Uuid } from '../identity/fields';
import { AuditPage, AuditQuery } from '../identity/audit';
import {
  ProfilePictureResponse,
  RoleCreateRequest,
  RoleSummary,
  RoleUpdateRequest,
  StaffListQuery,
  StaffListResponse,
  StaffMember,
  StaffUpdateRequest,
  SuperAdmin,
} from '../identity/staff';
import { defineEndpoint } from './define-endpoint';
import { DATE_ORDER, inOrder } from '../system-admin/query-parts';
import { SignedFileQuery, uuidParams } from './shapes';

/** Staff members, roles, super-administrators and the audit log. */
export const STAFF_ENDPOINTS = {
  listStaff: defineEndpoint({
    method: 'GET',
    path: '/api/staff',
    access: 'staff',
    query: StaffListQuery,
    response: StaffListResponse,
  }),
  inviteStaff: defineEndpoint({
    method: 'POST',
    path: '/api/staff/invitations',
    access: 'staff',
    body: StaffInviteRequest.strict(),
    response: StaffMember,
  }),
  resendStaffInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/staff/:id/resend-invitation',
    access: 'staff',
    params: uuidParams('id'),
    response: StaffMember,
  }),
  updateStaff: defineEndpoint({
    method: 'PATCH',
    path: '/api/staff/:id',
    access: 'staff',
    params: uuidParams('id'),
    body: StaffUpdateRequest.strict(),
    response: StaffMember,
  }),
  deactivateStaff: defineEndpoint({
    method: 'POST',
    path: '/api/staff/:id/deactivate',
    access: 'staff',
    params: uuidParams('id'),
    response: StaffMember,
  }),
  reactivateStaff: defineEndpoint({
    method: 'POST',
    path: '/api/staff/:id/reactivate',
    access: 'staff',
    params: uuidParams('id'),
    response: StaffMember,
  }),
  uploadProfilePicture: defineEndpoint({
    method: 'POST',
    path: '/api/staff/:staffId/profile-picture',
    access: 'staff',
    params: uuidParams('staffId'),
    upload: true,
    response: ProfilePictureResponse,
  }),
  getProfilePicture: defineEndpoint({
    method: 'GET',
    path: '/api/staff/:staffId/profile-picture',
    access: 'public',
    params: uuidParams('staffId'),
    query: SignedFileQuery,
  }),
  deleteProfilePicture: defineEndpoint({
    method: 'DELETE',
    path: '/api/staff/:staffId/profile-picture',
    access: 'staff',
    params: uuidParams('staffId'),
    response: z.null(),
  }),
  listRoles: defineEndpoint({
    method: 'GET',
    path: '/api/roles',
    access: 'staff',
    response: z.array(RoleSummary),
  }),
  createRole: defineEndpoint({
    method: 'POST',
    path: '/api/roles',
    access: 'super_admin',
    body: RoleCreateRequest.strict(),
    response: RoleSummary,
  }),
  updateRole: defineEndpoint({
    method: 'PATCH',
    path: '/api/roles/:id',
    access: 'super_admin',
    params: uuidParams('id'),
    body: RoleUpdateRequest.strict(),
    response: RoleSummary,
  }),
  deleteRole: defineEndpoint({
    method: 'DELETE',
    path: '/api/roles/:id',
    access: 'super_admin',
    params: uuidParams('id'),
    response: z.null(),
  }),
  listSuperAdmins: defineEndpoint({
    method: 'GET',
    path: '/api/super-admins/',
    access: 'super_admin',
    response: z.array(SuperAdmin),
  }),
  listSuperAdminsWithoutSlash: defineEndpoint({
    method: 'GET',
    path: '/api/super-admins',
    access: 'super_admin',
    response: z.array(SuperAdmin),
  }),
  demoteSuperAdmin: defineEndpoint({
    method: 'POST',
    path: '/api/super-admins/demote/:userId',
    access: 'super_admin',
    params: uuidParams('userId'),
    query: z.object({ branch_id: Uuid }),
    response: StaffMember,
  }),
  listAuditEvents: defineEndpoint({
    method: 'GET',
    path: '/api/audit',
    access: 'staff',
    query: AuditQuery.refine(inOrder, DATE_ORDER),
    response: AuditPage,
  }),
  exportAuditEvents: defineEndpoint({
    method: 'GET',
    path: '/api/audit/export',
    access: 'staff',
    query: AuditQuery.omit({ page: true, page_size: true }).refine(inOrder, DATE_ORDER),
    response: z.string(),
  }),
} as const;
