import {
  StaffInviteRequest,
  StaffListQuery,
  StaffListResponse,
  StaffMember,
  StaffUpdateRequest,
  Uuid,
} from '@clinio/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orRefuse } from '../audit/denials';
import { withStaff } from '../auth/staff-guard';
import { errorResponses } from '../http/error-responses';
import type { Services } from '../platform/services';
import { inviteStaffMember, resendInvitation } from './invitations.service';
import { profilePictureRoutes } from './profile-picture.routes';
import { deactivateStaffMember, listStaff, reactivateStaffMember, updateStaffMember } from './staff.service';

const MemberParams = z.object({ id: Uuid });
const tags = ['staff'];

/** Staff list, invitations, deactivation and profile pictures. */
export const staffRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { database } = services;
  // Only this plugin's routes accept multipart bodies: one file, at most UPLOAD_MAX_BYTES.
  await app.register(multipart, { limits: { fileSize: services.config.uploadMaxBytes, files: 1 } });

  app.get(
    '/api/staff',
    {
      config: { access: 'staff', permission: 'staff_read' },
      schema: {
        operationId: 'listStaff',
        tags,
        summary: 'The clinic staff: search by name, username or e-mail, filter by status',
        querystring: StaffListQuery,
        response: { 200: StaffListResponse, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => withStaff(database, request, (ctx) => listStaff(ctx, request.query)),
  );

  app.post(
    '/api/staff/invitations',
    {
      config: { access: 'staff', permission: 'staff_manage', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'inviteStaff',
        tags,
        summary: 'Invite someone by e-mail with a role and branches (the link is valid 7 days)',
        // Strict: tenant_id, status or any other field in the body is refused (quality bar 2).
        body: StaffInviteRequest.strict(),
        response: { 201: StaffMember, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const member = orRefuse(
        await withStaff(database, request, (ctx) => inviteStaffMember(services, ctx, request.body)),
      );
      return reply.status(201).send(member);
    },
  );

  app.post(
    '/api/staff/:id/resend-invitation',
    {
      config: { access: 'staff', permission: 'staff_manage', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'resendStaffInvitation',
        tags,
        summary: 'Send a pending invitation again; earlier links stop working',
        params: MemberParams,
        response: { 200: StaffMember, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      orRefuse(
        await withStaff(database, request, (ctx) => resendInvitation(services, ctx, request.params.id)),
      ),
  );

  app.patch(
    '/api/staff/:id',
    {
      config: { access: 'staff', permission: 'staff_manage' },
      schema: {
        operationId: 'updateStaff',
        tags,
        summary: "Change a colleague's names, role or branches",
        params: MemberParams,
        body: StaffUpdateRequest.strict(),
        response: { 200: StaffMember, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      orRefuse(
        await withStaff(database, request, (ctx) => updateStaffMember(ctx, request.params.id, request.body)),
      ),
  );

  app.post(
    '/api/staff/:id/deactivate',
    {
      config: { access: 'staff', permission: 'staff_manage' },
      schema: {
        operationId: 'deactivateStaff',
        tags,
        summary: 'Deactivate a colleague: their sessions end at once (an open invitation is revoked)',
        params: MemberParams,
        response: { 200: StaffMember, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      orRefuse(await withStaff(database, request, (ctx) => deactivateStaffMember(ctx, request.params.id))),
  );

  app.post(
    '/api/staff/:id/reactivate',
    {
      config: { access: 'staff', permission: 'staff_manage' },
      schema: {
        operationId: 'reactivateStaff',
        tags,
        summary: 'Reactivate a deactivated colleague',
        params: MemberParams,
        response: { 200: StaffMember, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      orRefuse(await withStaff(database, request, (ctx) => reactivateStaffMember(ctx, request.params.id))),
  );

  await app.register(profilePictureRoutes, { services });
};
