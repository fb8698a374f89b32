import {
  RoleCreateRequest,
  RoleSummary,
  RoleUpdateRequest,
  StaffMember,
  SuperAdmin,
  Uuid,
} from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditEvent } from '../audit/audit';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { createRole, deleteRole, listRoles, updateRole } from './roles.service';
import { demoteSuperAdmin, listSuperAdmins } from './super-admins.service';

const RoleParams = z.object({ id: Uuid });
const tags = ['roles'];

/** The audit event of a role change, written by the route helper once the change succeeded. */
const roleAudit = (action: string, roleId: string): AuditEvent => ({
  action,
  resourceType: 'role',
  resourceId: roleId,
  outcome: 'success',
});

/** Roles and super admins. */
export const rolesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const routes = routeHelpers(app, services);

  routes.staff(
    {
      method: 'GET',
      url: '/api/roles',
      permission: 'staff_read',
      operationId: 'listRoles',
      tags,
      summary: 'System and custom roles with their permissions and member counts',
      schema: { response: { 200: z.array(RoleSummary), ...errorResponses(401, 403) } },
    },
    (ctx) => listRoles(ctx),
  );

  routes.staff(
    {
      method: 'POST',
      url: '/api/roles',
      superAdminOnly: true,
      status: 201,
      operationId: 'createRole',
      tags,
      summary: 'Create a custom role from permission strings (super admin)',
      audit: (_input, role) => roleAudit('role.created', role.id),
      schema: {
        body: RoleCreateRequest.strict(),
        response: { 201: RoleSummary, ...errorResponses(400, 401, 403, 409) },
      },
    },
    (ctx, { body }) => createRole(ctx, body),
  );

  routes.staff(
    {
      method: 'PATCH',
      url: '/api/roles/:id',
      superAdminOnly: true,
      operationId: 'updateRole',
      tags,
      summary: 'Rename or change a custom role (system roles cannot be changed)',
      audit: ({ params }) => roleAudit('role.updated', params.id),
      schema: {
        params: RoleParams,
        body: RoleUpdateRequest.strict(),
        response: { 200: RoleSummary, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params, body }) => updateRole(ctx, params.id, body),
  );

  routes.staff(
    {
      method: 'DELETE',
      url: '/api/roles/:id',
      superAdminOnly: true,
      status: 204,
      operationId: 'deleteRole',
      tags,
      summary: 'Delete a custom role that nobody holds',
      audit: ({ params }) => roleAudit('role.deleted', params.id),
      schema: {
        params: RoleParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params }) => deleteRole(ctx, params.id),
  );

  // Spec 7 writes the list with a trailing slash; both spellings answer.
  for (const [url, operationId] of [
    ['/api/super-admins/', 'listSuperAdmins'],
    ['/api/super-admins', 'listSuperAdminsWithoutSlash'],
  ] as const) {
    routes.staff(
      {
        method: 'GET',
        url,
        superAdminOnly: true,
        operationId,
        tags,
        summary: 'The active super admins and their branches',
        schema: { response: { 200: z.array(SuperAdmin), ...errorResponses(401, 403) } },
      },
      (ctx) => listSuperAdmins(ctx),
    );
  }

  routes.staff(
    {
      method: 'POST',
      url: '/api/super-admins/demote/:userId',
      superAdminOnly: true,
      operationId: 'demoteSuperAdmin',
      tags,
      summary: 'Demote a super admin to admin, working in the given branch (no body)',
      schema: {
        params: z.object({ userId: Uuid }),
        querystring: z.object({ branch_id: Uuid }),
        response: { 200: StaffMember, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params, query }) => demoteSuperAdmin(ctx, { userId: params.userId, branchId: query.branch_id }),
  );
};
