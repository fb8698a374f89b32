import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../platform/services';

/** The audit log: filters, paging and CSV export. */
export const auditRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (_app, { services: _services }) => {};
