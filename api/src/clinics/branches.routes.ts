import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
import type { Services } from '../platform/services';
import { createBranch, deleteBranch, listBranches, updateBranch } from './branches.service';

const tags = ['clinics'];

/** Spec 7: a tenant's branches. A tenant id other than the caller's is answered 404. */
export const branchesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const routes = routeHelpers(app, services);

  routes.staff(
    {
      ...fromMap('listBranches', { errors: [400, 401, 403, 404] }),
      tags,
      summary: 'The branches, oldest first, with opening hours and staff counts',
    },
    (ctx, { params }) => listBranches(ctx, params.tenantId),
  );

  routes.staff(
    {
      ...fromMap('createBranch', { errors: [400, 401, 403, 404, 409], status: 201 }),
      permission: 'settings_manage',
      tags,
      summary: 'Add a branch: name, time zone, address, phone, opening hours',
    },
    (ctx, { params, body }) => createBranch(ctx, { tenantId: params.tenantId, input: body }),
  );

  routes.staff(
    {
      ...fromMap('updateBranch', { errors: [400, 401, 403, 404, 409] }),
      permission: 'settings_manage',
      tags,
      summary: 'Change a branch; weekdays left out of opening_hours keep their hours, null closes one',
    },
    (ctx, { params, body }) => updateBranch(ctx, { ...params, input: body }),
  );

  routes.staff(
    {
      ...fromMap('deleteBranch', { errors: [400, 401, 403, 404, 409], status: 204 }),
      permission: 'settings_manage',
      tags,
      summary: 'Delete a branch; refused (409) for the last branch or one with staff assigned',
    },
    (ctx, { params }) => deleteBranch(services, ctx, params),
  );
};
