import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditEvent } from '../audit/audit';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
import type { Services } from '../platform/services';
import { createRole, deleteRole, listRoles, updateRole } from './roles.service';
import { demoteSuperAdmin, listSuperAdmins } from './super-admins.service';

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
      ...fromMap('listRoles', { errors: [401, 403] }),
      permission: 'staff_read',
      tags,
      summary: 'System and custom roles with their permissions and member counts',
    },
    (ctx) => listRoles(ctx),
  );

  routes.staff(
    {
      ...fromMap('createRole', { errors: [400, 401, 403, 409], status: 201 }),
      superAdminOnly: true,
      tags,
      summary: 'Create a custom role from permission strings (super admin)',
      audit: (_input, role) => roleAudit('role.created', role.id),
    },
    (ctx, { body }) => createRole(ctx, body),
  );

  routes.staff(
    {
      ...fromMap('updateRole', { errors: [400, 401, 403, 404, 409] }),
      superAdminOnly: true,
      tags,
      summary: 'Rename or change a custom role (system roles cannot be changed)',
      audit: ({ params }) => roleAudit('role.updated', params.id),
    },
    (ctx, { params, body }) => updateRole(ctx, params.id, body),
  );

  routes.staff(
    {
      ...fromMap('deleteRole', { errors: [400, 401, 403, 404, 409], status: 204 }),
      superAdminOnly: true,
      tags,
      summary: 'Delete a custom role that nobody holds',
      audit: ({ params }) => roleAudit('role.deleted', params.id),
    },
    (ctx, { params }) => deleteRole(ctx, params.id),
  );

  // Spec 7 writes the list with a trailing slash; both spellings answer.
  for (const operationId of ['listSuperAdmins', 'listSuperAdminsWithoutSlash'] as const) {
    routes.staff(
      {
        ...fromMap(operationId, { errors: [401, 403] }),
        superAdminOnly: true,
        tags,
        summary: 'The active super admins and their branches',
      },
      (ctx) => listSuperAdmins(ctx),
    );
  }

  routes.staff(
    {
      ...fromMap('demoteSuperAdmin', { errors: [400, 401, 403, 404, 409] }),
      superAdminOnly: true,
      tags,
      summary: 'Demote a super admin to admin, working in the given branch (no body)',
    },
    (ctx, { params, query }) => demoteSuperAdmin(ctx, { userId: params.userId, branchId: query.branch_id }),
  );
};
