import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../platform/services';

/** System administrator sign-in, token check and sign-out. */
export const systemAuthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (_app, { services: _services }) => {};
