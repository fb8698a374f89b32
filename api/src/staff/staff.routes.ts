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
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { inviteStaffMember, resendInvitation } from './invitations.service';
import { profilePictureRoutes } from './profile-picture.routes';
import { deactivateStaffMember, listStaff, reactivateStaffMember, updateStaffMember } from './staff.service';

const MemberParams = z.object({ id: Uuid });
const tags = ['staff'];

/** Staff list, invitations, deactivation and profile pictures. */
export const staffRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const routes = routeHelpers(app, services);
  const manage = { permission: 'staff_manage' } as const;
  const throttled = { ...manage, rateLimit: { max: 60, timeWindow: '1 minute' } } as const;
  // Only this plugin's routes accept multipart bodies: one file, at most UPLOAD_MAX_BYTES.
  await app.register(multipart, { limits: { fileSize: services.config.uploadMaxBytes, files: 1 } });

  routes.staff(
    {
      method: 'GET',
      url: '/api/staff',
      permission: 'staff_read',
      operationId: 'listStaff',
      tags,
      summary: 'The clinic staff: search by name, username or e-mail, filter by status',
      schema: {
        querystring: StaffListQuery,
        response: { 200: StaffListResponse, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { query }) => listStaff(ctx, query),
  );

  routes.staff(
    {
      method: 'POST',
      url: '/api/staff/invitations',
      ...throttled,
      status: 201,
      operationId: 'inviteStaff',
      tags,
      summary: 'Invite someone by e-mail with a role and branches (the link is valid 7 days)',
      schema: {
        // Strict: tenant_id, status or any other field in the body is refused (quality bar 2).
        body: StaffInviteRequest.strict(),
        response: { 201: StaffMember, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    (ctx, { body }) => inviteStaffMember(services, ctx, body),
  );

  routes.staff(
    {
      method: 'POST',
      url: '/api/staff/:id/resend-invitation',
      ...throttled,
      operationId: 'resendStaffInvitation',
      tags,
      summary: 'Send a pending invitation again; earlier links stop working',
      schema: {
        params: MemberParams,
        response: { 200: StaffMember, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    (ctx, { params }) => resendInvitation(services, ctx, params.id),
  );

  routes.staff(
    {
      method: 'PATCH',
      url: '/api/staff/:id',
      ...manage,
      operationId: 'updateStaff',
      tags,
      summary: "Change a colleague's names, role or branches",
      schema: {
        params: MemberParams,
        body: StaffUpdateRequest.strict(),
        response: { 200: StaffMember, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params, body }) => updateStaffMember(ctx, params.id, body),
  );

  routes.staff(
    {
      method: 'POST',
      url: '/api/staff/:id/deactivate',
      ...manage,
      operationId: 'deactivateStaff',
      tags,
      summary: 'Deactivate a colleague: their sessions end at once (an open invitation is revoked)',
      schema: {
        params: MemberParams,
        response: { 200: StaffMember, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params }) => deactivateStaffMember(ctx, params.id),
  );

  routes.staff(
    {
      method: 'POST',
      url: '/api/staff/:id/reactivate',
      ...manage,
      operationId: 'reactivateStaff',
      tags,
      summary: 'Reactivate a deactivated colleague',
      schema: {
        params: MemberParams,
        response: { 200: StaffMember, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => reactivateStaffMember(ctx, params.id),
  );

  await app.register(profilePictureRoutes, { services });
};
