import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../platform/services';

/** Roles and super admins. */
export const rolesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (_app, { services: _services }) => {};
