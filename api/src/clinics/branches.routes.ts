import {
  BranchCreateRequest,
  BranchList,
  BranchResponse,
  BranchUpdateRequest,
  Uuid,
} from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orRefuse } from '../audit/denials';
import { withStaff } from '../auth/staff-guard';
import { errorResponses } from '../http/error-responses';
import type { Services } from '../platform/services';
import { createBranch, deleteBranch, listBranches, updateBranch } from './branches.service';

const TenantParams = z.object({ tenantId: Uuid });
const BranchParams = z.object({ tenantId: Uuid, branchId: Uuid });
const tags = ['clinics'];

/** Spec 7: a tenant's branches. A tenant id other than the caller's is answered 404. */
export const branchesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { database } = services;

  app.get(
    '/api/tenants/:tenantId/branches',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listBranches',
        tags,
        summary: 'The branches, oldest first, with opening hours and staff counts',
        params: TenantParams,
        response: { 200: BranchList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => withStaff(database, request, (ctx) => listBranches(ctx, request.params.tenantId)),
  );

  app.post(
    '/api/tenants/:tenantId/branches',
    {
      config: { access: 'staff', permission: 'settings_manage' },
      schema: {
        operationId: 'createBranch',
        tags,
        summary: 'Add a branch: name, time zone, address, phone, opening hours',
        params: TenantParams,
        // Strict: id, tenant_id, clinic_id or anything else outside the contract is refused (bar 2).
        body: BranchCreateRequest.strict(),
        response: { 201: BranchResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const branch = await withStaff(database, request, (ctx) =>
        createBranch(ctx, { tenantId: request.params.tenantId, input: request.body }),
      );
      return reply.status(201).send(branch);
    },
  );

  app.patch(
    '/api/tenants/:tenantId/branches/:branchId',
    {
      config: { access: 'staff', permission: 'settings_manage' },
      schema: {
        operationId: 'updateBranch',
        tags,
        summary: 'Change a branch; weekdays left out of opening_hours keep their hours, null closes one',
        params: BranchParams,
        body: BranchUpdateRequest.strict(),
        response: { 200: BranchResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      withStaff(database, request, (ctx) => updateBranch(ctx, { ...request.params, input: request.body })),
  );

  app.delete(
    '/api/tenants/:tenantId/branches/:branchId',
    {
      config: { access: 'staff', permission: 'settings_manage' },
      schema: {
        operationId: 'deleteBranch',
        tags,
        summary: 'Delete a branch; refused (409) for the last branch or one with staff assigned',
        params: BranchParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      orRefuse(await withStaff(database, request, (ctx) => deleteBranch(services, ctx, request.params)));
      return reply.status(204).send(null);
    },
  );
};
