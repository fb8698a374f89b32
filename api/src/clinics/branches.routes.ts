import {
  BranchCreateRequest,
  BranchList,
  BranchResponse,
  BranchUpdateRequest,
  Uuid,
} from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { createBranch, deleteBranch, listBranches, updateBranch } from './branches.service';

const TenantParams = z.object({ tenantId: Uuid });
const BranchParams = z.object({ tenantId: Uuid, branchId: Uuid });
const tags = ['clinics'];

/** Spec 7: a tenant's branches. A tenant id other than the caller's is answered 404. */
export const branchesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const routes = routeHelpers(app, services);

  routes.staff(
    {
      method: 'GET',
      url: '/api/tenants/:tenantId/branches',
      operationId: 'listBranches',
      tags,
      summary: 'The branches, oldest first, with opening hours and staff counts',
      schema: {
        params: TenantParams,
        response: { 200: BranchList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => listBranches(ctx, params.tenantId),
  );

  routes.staff(
    {
      method: 'POST',
      url: '/api/tenants/:tenantId/branches',
      permission: 'settings_manage',
      status: 201,
      operationId: 'createBranch',
      tags,
      summary: 'Add a branch: name, time zone, address, phone, opening hours',
      schema: {
        params: TenantParams,
        // Strict: id, tenant_id, clinic_id or anything else outside the contract is refused (bar 2).
        body: BranchCreateRequest.strict(),
        response: { 201: BranchResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params, body }) => createBranch(ctx, { tenantId: params.tenantId, input: body }),
  );

  routes.staff(
    {
      method: 'PATCH',
      url: '/api/tenants/:tenantId/branches/:branchId',
      permission: 'settings_manage',
      operationId: 'updateBranch',
      tags,
      summary: 'Change a branch; weekdays left out of opening_hours keep their hours, null closes one',
      schema: {
        params: BranchParams,
        body: BranchUpdateRequest.strict(),
        response: { 200: BranchResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params, body }) => updateBranch(ctx, { ...params, input: body }),
  );

  routes.staff(
    {
      method: 'DELETE',
      url: '/api/tenants/:tenantId/branches/:branchId',
      permission: 'settings_manage',
      status: 204,
      operationId: 'deleteBranch',
      tags,
      summary: 'Delete a branch; refused (409) for the last branch or one with staff assigned',
      schema: {
        params: BranchParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params }) => deleteBranch(services, ctx, params),
  );
};
