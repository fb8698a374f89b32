import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../platform/services';

/** Spec 7 user settings under /api/users. */
export const usersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (_app, { services: _services }) => {};
