import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../platform/services';

/** Clinic sign-up and staff registration through an invitation. */
export const registrationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (_app, { services: _services }) => {};
