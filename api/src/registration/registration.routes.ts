import {
  ClinicRegistrationRequest,
  ClinicRegistrationResponse,
  InvitationPreview,
  StaffRegistrationRequest,
  TokenResponse,
} from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setRefreshCookie } from '../auth/cookies';
import { errorResponses } from '../http/error-responses';
import type { Services } from '../platform/services';
import { acceptInvitation, previewInvitation } from './invitation.service';
import { registerClinic } from './register-clinic.service';

const tags = ['registration'];

/** Clinic sign-up and staff registration through an invitation. */
export const registrationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const rateLimit = { max: services.config.loginRateLimitPerMinute, timeWindow: '1 minute' };
  const open = { access: 'public', rateLimit } as const;

  app.post(
    '/api/register',
    {
      config: open,
      schema: {
        operationId: 'registerClinic',
        tags,
        summary: 'A new clinic account on the trial plan, with its super admin',
        body: ClinicRegistrationRequest,
        response: { 201: ClinicRegistrationResponse, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await registerClinic(services, request, request.body)),
  );

  app.get(
    '/api/staff-invitations/:token',
    {
      config: open,
      schema: {
        operationId: 'getStaffInvitation',
        tags,
        summary: 'What an invitation link offers',
        params: z.object({ token: z.string().min(10).max(200) }),
        response: { 200: InvitationPreview, ...errorResponses(400, 404, 429) },
      },
    },
    (request) => previewInvitation(services, request.params.token),
  );

  app.post(
    '/api/staff-register',
    {
      config: open,
      schema: {
        operationId: 'acceptStaffInvitation',
        tags,
        summary: 'Accept an invitation: username, names, password; signs in',
        body: StaffRegistrationRequest,
        response: { 201: TokenResponse, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const tokens = await acceptInvitation(services, request, request.body);
      setRefreshCookie(reply, services.config, 'staff', tokens.refresh_token);
      return reply.status(201).send(tokens);
    },
  );
};
