import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../platform/services';

/** Staff list, invitations, deactivation and profile pictures. */
export const staffRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (_app, { services: _services }) => {};
