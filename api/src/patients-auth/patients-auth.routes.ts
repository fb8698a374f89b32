import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../platform/services';

/** Patient sign-in, session, recovery, registration and clinic authorization. */
export const patientAuthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (_app, { services: _services }) => {};
