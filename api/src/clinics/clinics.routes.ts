import { ClinicList, ClinicResponse, ClinicUpdateRequest, Uuid } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { branchesRoutes } from './branches.routes';
import { brandingRoutes } from './branding.routes';
import { getClinic, listClinics, updateClinic } from './clinics.service';

const ClinicParams = z.object({ clinicId: Uuid });
const tags = ['clinics'];

/** Spec 7, clinics and tenants: the clinic profile, its branding and logo, and its branches. */
export const clinicsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const routes = routeHelpers(app, services);

  routes.staff(
    {
      method: 'GET',
      url: '/api/clinics',
      operationId: 'listClinics',
      tags,
      summary: "The caller's clinic (one per tenant) with its branding and branches",
      schema: {
        response: { 200: ClinicList, ...errorResponses(401, 403) },
      },
    },
    (ctx) => listClinics(services, ctx),
  );

  routes.staff(
    {
      method: 'GET',
      url: '/api/clinics/:clinicId',
      operationId: 'getClinic',
      tags,
      summary: 'A clinic with its branding and branches; another clinic is 404',
      schema: {
        params: ClinicParams,
        response: { 200: ClinicResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => getClinic(services, ctx, params.clinicId),
  );

  routes.staff(
    {
      method: 'PATCH',
      url: '/api/clinics/:clinicId',
      permission: 'settings_manage',
      operationId: 'updateClinic',
      tags,
      summary: 'Change the clinic profile: name, contact, address, time zone, default branch',
      schema: {
        params: ClinicParams,
        // Strict: id, tenant_id, code or anything else outside the contract is refused (bar 2).
        body: ClinicUpdateRequest.strict(),
        response: { 200: ClinicResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params, body }) => updateClinic(services, ctx, { clinicId: params.clinicId, input: body }),
  );

  await app.register(brandingRoutes, { services });
  await app.register(branchesRoutes, { services });
};
