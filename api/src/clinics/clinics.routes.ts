import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
import type { Services } from '../platform/services';
import { branchesRoutes } from './branches.routes';
import { brandingRoutes } from './branding.routes';
import { getClinic, listClinics, updateClinic } from './clinics.service';
import { named } from '../http/named-plugin';

const tags = ['clinics'];

/** Spec 7, clinics and tenants: the clinic profile, its branding and logo, and its branches. */
export const clinicsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const routes = routeHelpers(app, services);

  routes.staff(
    {
      ...fromMap('listClinics', { errors: [401, 403] }),
      tags,
      summary: "The caller's clinic (one per tenant) with its branding and branches",
    },
    (ctx) => listClinics(services, ctx),
  );

  routes.staff(
    {
      ...fromMap('getClinic', { errors: [400, 401, 403, 404] }),
      tags,
      summary: 'A clinic with its branding and branches; another clinic is 404',
    },
    (ctx, { params }) => getClinic(services, ctx, params.clinicId),
  );

  routes.staff(
    {
      ...fromMap('updateClinic', { errors: [400, 401, 403, 404] }),
      permission: 'settings_manage',
      tags,
      summary: 'Change the clinic profile: name, contact, address, time zone, default branch',
    },
    (ctx, { params, body }) => updateClinic(services, ctx, { clinicId: params.clinicId, input: body }),
  );

  await app.register(named(brandingRoutes), { services });
  await app.register(named(branchesRoutes), { services });
};
