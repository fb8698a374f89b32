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
import { withStaff } from '../auth/staff-guard';
import { errorResponses } from '../http/error-responses';
import type { Services } from '../platform/services';
import { createRole, deleteRole, listRoles, updateRole } from './roles.service';
import { demoteSuperAdmin, listSuperAdmins } from './super-admins.service';

const RoleParams = z.object({ id: Uuid });
const tags = ['roles'];

/** Roles and super admins. */
export const rolesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { database } = services;

  app.get(
    '/api/roles',
    {
      config: { access: 'staff', permission: 'staff_read' },
      schema: {
        operationId: 'listRoles',
        tags,
        summary: 'System and custom roles with their permissions and member counts',
        response: { 200: z.array(RoleSummary), ...errorResponses(401, 403) },
      },
    },
    (request) => withStaff(database, request, (ctx) => listRoles(ctx)),
  );

  app.post(
    '/api/roles',
    {
      config: { access: 'super_admin' },
      schema: {
        operationId: 'createRole',
        tags,
        summary: 'Create a custom role from permission strings (super admin)',
        body: RoleCreateRequest.strict(),
        response: { 201: RoleSummary, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const role = await withStaff(database, request, (ctx) => createRole(ctx, request.body));
      return reply.status(201).send(role);
    },
  );

  app.patch(
    '/api/roles/:id',
    {
      config: { access: 'super_admin' },
      schema: {
        operationId: 'updateRole',
        tags,
        summary: 'Rename or change a custom role (system roles cannot be changed)',
        params: RoleParams,
        body: RoleUpdateRequest.strict(),
        response: { 200: RoleSummary, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => withStaff(database, request, (ctx) => updateRole(ctx, request.params.id, request.body)),
  );

  app.delete(
    '/api/roles/:id',
    {
      config: { access: 'super_admin' },
      schema: {
        operationId: 'deleteRole',
        tags,
        summary: 'Delete a custom role that nobody holds',
        params: RoleParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await withStaff(database, request, (ctx) => deleteRole(ctx, request.params.id));
      return reply.status(204).send(null);
    },
  );

  // Spec 7 writes the list with a trailing slash; both spellings answer.
  for (const [url, operationId] of [
    ['/api/super-admins/', 'listSuperAdmins'],
    ['/api/super-admins', 'listSuperAdminsWithoutSlash'],
  ] as const) {
    app.get(
      url,
      {
        config: { access: 'super_admin' },
        schema: {
          operationId,
          tags,
          summary: 'The active super admins and their branches',
          response: { 200: z.array(SuperAdmin), ...errorResponses(401, 403) },
        },
      },
      (request) => withStaff(database, request, (ctx) => listSuperAdmins(ctx)),
    );
  }

  app.post(
    '/api/super-admins/demote/:userId',
    {
      config: { access: 'super_admin' },
      schema: {
        operationId: 'demoteSuperAdmin',
        tags,
        summary: 'Demote a super admin to admin, working in the given branch (no body)',
        params: z.object({ userId: Uuid }),
        querystring: z.object({ branch_id: Uuid }),
        response: { 200: StaffMember, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      withStaff(database, request, (ctx) =>
        demoteSuperAdmin(ctx, { userId: request.params.userId, branchId: request.query.branch_id }),
      ),
  );
};
