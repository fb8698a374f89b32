import { randomUUID } from 'node:crypto';
import type { SampleRequest } from '../test/route-access';
import { multipartBody, type Member } from './staff-test-fixtures';

/** The staff, roles, super admins and audit routes: one family for the route-table tests. */
export const STAFF_FAMILY = /^\/api\/(staff(\/|$)|roles(\/|$)|super-admins(\/|$)|audit(\/|$))/;

/**
 * A valid request per route of the family, keyed `METHOD /url`, so that only authorization can
 * refuse it (bar 4) and so that the generated inputs of bar 16 start from a valid body. A new
 * route without one fails both tests.
 */
export function staffSamples({
  owner,
  target,
}: {
  owner: Member;
  target: Member;
}): Record<string, SampleRequest> {
  const id = target.id;
  const picture = multipartBody([
    { name: 'file', filename: 'a.png', contentType: 'image/png', content: 'x' },
  ]);
  const samples: Record<string, SampleRequest> = {
    'GET /api/staff': { url: '/api/staff' },
    'POST /api/staff/invitations': {
      url: '/api/staff/invitations',
      payload: {
        email: `probe-${randomUUID()}@example.test`,
        role_id: owner.tenant.roleIds.provider,
        branch_ids: owner.tenant.branchIds,
      },
    },
    'POST /api/staff/:id/resend-invitation': { url: `/api/staff/${id}/resend-invitation` },
    'PATCH /api/staff/:id': { url: `/api/staff/${id}`, payload: { first_name: 'Probe' } },
    'POST /api/staff/:id/deactivate': { url: `/api/staff/${id}/deactivate` },
    'POST /api/staff/:id/reactivate': { url: `/api/staff/${id}/reactivate` },
    'POST /api/staff/:staffId/profile-picture': {
      url: `/api/staff/${id}/profile-picture`,
      payload: picture.payload,
      headers: picture.headers,
    },
    'DELETE /api/staff/:staffId/profile-picture': { url: `/api/staff/${id}/profile-picture` },
    // Public in the table (for <img>); the service requires a staff token or a signature.
    'GET /api/staff/:staffId/profile-picture': { url: `/api/staff/${id}/profile-picture` },
    'GET /api/roles': { url: '/api/roles' },
    'POST /api/roles': {
      url: '/api/roles',
      payload: { name: `Probe ${randomUUID().slice(0, 8)}`, permissions: ['patients_read'] },
    },
    'PATCH /api/roles/:id': {
      url: `/api/roles/${owner.tenant.roleIds.billing}`,
      payload: { description: 'x' },
    },
    'DELETE /api/roles/:id': { url: `/api/roles/${owner.tenant.roleIds.billing}` },
    'GET /api/super-admins/': { url: '/api/super-admins/' },
    'GET /api/super-admins': { url: '/api/super-admins' },
    'POST /api/super-admins/demote/:userId': {
      url: `/api/super-admins/demote/${owner.id}?branch_id=${owner.tenant.branchIds[0] ?? ''}`,
    },
    'GET /api/audit': { url: '/api/audit' },
    'GET /api/audit/export': { url: '/api/audit/export' },
  };
  return samples;
}
