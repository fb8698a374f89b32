import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../platform/services';
import { patientAccountRoutes } from './patient-account.routes';
import { patientClinicRoutes } from './patient-clinics.routes';
import { patientSessionRoutes } from './patient-session.routes';
import { named } from '../http/named-plugin';

/**
 * Patient accounts (the identity side of a patient): sign-in, session, recovery, registration and
 * clinic authorization. Their URLs stay under /api/patients (spec 7); the patients domain owns
 * the rest of /api/patients from the next issue on.
 */
export const patientAccountsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  // Tokens and health data are never kept by a browser or proxy cache (quality bar 12).
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  await app.register(named(patientSessionRoutes), { services });
  await app.register(named(patientAccountRoutes), { services });
  await app.register(named(patientClinicRoutes), { services });
};
