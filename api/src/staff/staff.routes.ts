import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
import type { Services } from '../platform/services';
import { inviteStaffMember, resendInvitation } from './invitations.service';
import { profilePictureRoutes } from './profile-picture.routes';
import { deactivateStaffMember, listStaff, reactivateStaffMember, updateStaffMember } from './staff.service';
import { named } from '../http/named-plugin';

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
      ...fromMap('listStaff', { errors: [400, 401, 403] }),
      permission: 'staff_read',
      tags,
      summary: 'The clinic staff: search by name, username or e-mail, filter by status',
    },
    (ctx, { query }) => listStaff(ctx, query),
  );

  routes.staff(
    {
      ...fromMap('inviteStaff', { errors: [400, 401, 403, 409, 429], status: 201 }),
      ...throttled,
      tags,
      summary: 'Invite someone by e-mail with a role and branches (the link is valid 7 days)',
    },
    (ctx, { body }) => inviteStaffMember(services, ctx, body),
  );

  routes.staff(
    {
      ...fromMap('resendStaffInvitation', { errors: [400, 401, 403, 404, 409, 429] }),
      ...throttled,
      tags,
      summary: 'Send a pending invitation again; earlier links stop working',
    },
    (ctx, { params }) => resendInvitation(services, ctx, params.id),
  );

  routes.staff(
    {
      ...fromMap('updateStaff', { errors: [400, 401, 403, 404, 409] }),
      ...manage,
      tags,
      summary: "Change a colleague's names, role or branches",
    },
    (ctx, { params, body }) => updateStaffMember(ctx, params.id, body),
  );

  routes.staff(
    {
      ...fromMap('deactivateStaff', { errors: [400, 401, 403, 404, 409] }),
      ...manage,
      tags,
      summary: 'Deactivate a colleague: their sessions end at once (an open invitation is revoked)',
    },
    (ctx, { params }) => deactivateStaffMember(ctx, params.id),
  );

  routes.staff(
    {
      ...fromMap('reactivateStaff', { errors: [400, 401, 403, 404] }),
      ...manage,
      tags,
      summary: 'Reactivate a deactivated colleague',
    },
    (ctx, { params }) => reactivateStaffMember(ctx, params.id),
  );

  await app.register(named(profilePictureRoutes), { services });
};
