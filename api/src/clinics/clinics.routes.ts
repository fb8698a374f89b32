import { ClinicList, ClinicResponse, ClinicUpdateRequest, Uuid } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withStaff } from '../auth/staff-guard';
import { errorResponses } from '../http/error-responses';
import type { Services } from '../platform/services';
import { branchesRoutes } from './branches.routes';
import { brandingRoutes } from './branding.routes';
import { getClinic, listClinics, updateClinic } from './clinics.service';

const ClinicParams = z.object({ clinicId: Uuid });
const tags = ['clinics'];

/** Spec 7, clinics and tenants: the clinic profile, its branding and logo, and its branches. */
export const clinicsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { database } = services;

  app.get(
    '/api/clinics',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listClinics',
        tags,
        summary: "The caller's clinic (one per tenant) with its branding and branches",
        response: { 200: ClinicList, ...errorResponses(401, 403) },
      },
    },
    (request) => withStaff(database, request, (ctx) => listClinics(services, ctx)),
  );

  app.get(
    '/api/clinics/:clinicId',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getClinic',
        tags,
        summary: 'A clinic with its branding and branches; another clinic is 404',
        params: ClinicParams,
        response: { 200: ClinicResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => withStaff(database, request, (ctx) => getClinic(services, ctx, request.params.clinicId)),
  );

  app.patch(
    '/api/clinics/:clinicId',
    {
      config: { access: 'staff', permission: 'settings_manage' },
      schema: {
        operationId: 'updateClinic',
        tags,
        summary: 'Change the clinic profile: name, contact, address, time zone, default branch',
        params: ClinicParams,
        // Strict: id, tenant_id, code or anything else outside the contract is refused (bar 2).
        body: ClinicUpdateRequest.strict(),
        response: { 200: ClinicResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      withStaff(database, request, (ctx) =>
        updateClinic(services, ctx, { clinicId: request.params.clinicId, input: request.body }),
      ),
  );

  await app.register(brandingRoutes, { services });
  await app.register(branchesRoutes, { services });
};
