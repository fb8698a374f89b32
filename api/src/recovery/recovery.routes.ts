import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../platform/services';

/** Forgot password and username, reset password, verify e-mail (staff). */
export const recoveryRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (_app, { services: _services }) => {};
