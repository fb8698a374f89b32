import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setRefreshCookie } from '../auth/cookies';
import type { Services } from '../platform/services';
import { acceptInvitation, previewInvitation } from './invitation.service';
import { registerClinic } from './register-clinic.service';
import { fromMap } from '../http/from-map';
import { publicRoutes } from '../http/route-helpers';

const tags = ['registration'];

/** Clinic sign-up and staff registration through an invitation. */
export const registrationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const routes = publicRoutes(app);
  const rateLimit = { max: services.config.loginRateLimitPerMinute, timeWindow: '1 minute' };

  routes.public(
    {
      ...fromMap('registerClinic', { errors: [400, 403, 409, 429], status: 201 }),
      rateLimit,
      tags,
      summary: 'A new clinic account on the trial plan, with its super admin',
    },
    async (request, reply) => reply.status(201).send(await registerClinic(services, request, request.body)),
  );

  routes.public(
    {
      ...fromMap('getStaffInvitation', { errors: [400, 404, 429] }),
      rateLimit,
      tags,
      summary: 'What an invitation link offers',
    },
    (request) => previewInvitation(services, request.params.token),
  );

  routes.public(
    {
      ...fromMap('acceptStaffInvitation', { errors: [400, 403, 409, 429], status: 201 }),
      rateLimit,
      tags,
      summary: 'Accept an invitation: username, names, password; signs in',
    },
    async (request, reply) => {
      const tokens = await acceptInvitation(services, request, request.body);
      setRefreshCookie(reply, services.config, 'staff', tokens.refresh_token);
      return reply.status(201).send(tokens);
    },
  );
};
