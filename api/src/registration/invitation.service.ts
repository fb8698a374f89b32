import type { InvitationPreview, StaffRegistrationRequest, TokenResponse } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import { anonymousActor, writeAudit } from '../audit/audit';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords';
import { issueStaffTokens, startStaffSession } from '../auth/staff-tokens';
import type { TenantTx } from '../db/database';
import { AppError, forbidden, notFound } from '../errors/app-error';
import { staffJoinedNotice } from '../notifications/notices';
import { notify } from '../notifications/notify';
import type { Services } from '../platform/services';
import { findStaffToken } from '../recovery/staff-lookup';
import { uniqueConflict } from '../staff-auth/me.service';
import { Denial, orRefuse } from '../audit/denials';

const UNUSABLE =
  'This invitation is invalid, has already been used or has expired. Ask your clinic administrator for a new one.';

/** The invitation behind a raw token, only while it is unused, unexpired and its person still invited. */
async function openInvitation(tx: TenantTx, tokenId: string) {
  return tx
    .selectFrom('staff_tokens as t')
    .innerJoin('staff_users as u', (join) =>
      join.onRef('u.tenant_id', '=', 't.tenant_id').onRef('u.id', '=', 't.user_id'),
    )
    .innerJoin('roles as r', (join) =>
      join.onRef('r.tenant_id', '=', 'u.tenant_id').onRef('r.id', '=', 'u.role_id'),
    )
    .innerJoin('clinics as c', 'c.tenant_id', 't.tenant_id')
    .innerJoin('tenants as tn', 'tn.id', 't.tenant_id')
    .select([
      'u.id as user_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'r.name as role_name',
      'c.name as clinic_name',
      't.expires_at',
      'tn.status as tenant_status',
    ])
    .where('t.id', '=', tokenId)
    .where('t.purpose', '=', 'invitation')
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', new Date())
    .where('u.status', '=', 'invited')
    .executeTakeFirst();
}

/** What the invitation link shows; an unknown, used or expired one is 404. */
export async function previewInvitation(services: Services, rawToken: string): Promise<InvitationPreview> {
  const found = await findStaffToken(services, rawToken, 'invitation');
  if (!found) throw notFound(UNUSABLE);
  const invitation = await services.database.withTenant(found.tenant_id, (tx) =>
    openInvitation(tx, found.token_id),
  );
  if (!invitation) throw notFound(UNUSABLE);
  return {
    email: invitation.email,
    clinic_name: invitation.clinic_name,
    role_name: invitation.role_name,
    first_name: invitation.first_name,
    last_name: invitation.last_name,
    expires_at: new Date(invitation.expires_at).toISOString(),
  };
}

/**
 * Accepting an invitation: the invited row gets its username, names and password and becomes
 * active, its address counts as confirmed (the link reached it), the token is used up, and a
 * session starts. Everything happens in one transaction, so a taken username changes nothing.
 */
export async function acceptInvitation(
  services: Services,
  request: FastifyRequest,
  input: StaffRegistrationRequest,
): Promise<TokenResponse> {
  const actor = anonymousActor(request);
  const found = await findStaffToken(services, input.token, 'invitation');
  if (!found) throw new AppError(400, 'bad_request', UNUSABLE);
  const { tenant_id: tenantId } = found;
  const outcome = await services.database.withTenant(tenantId, async (tx) => {
    const invitation = await openInvitation(tx, found.token_id);
    if (!invitation) {
      await writeAudit(tx, tenantId, actor, {
        action: 'staff.invitation_accepted',
        resourceType: 'staff_user',
        resourceId: found.user_id,
        outcome: 'failure',
      });
      return new Denial(new AppError(400, 'bad_request', UNUSABLE));
    }
    if (invitation.tenant_status !== 'active') {
      return new Denial(forbidden('This clinic account is suspended. Contact support.'));
    }
    assertAcceptablePassword(
      input.password,
      { username: input.username, email: invitation.email },
      'password',
    );
    const now = new Date();
    const claimed = await tx
      .updateTable('staff_tokens')
      .set({ used_at: now })
      .where('id', '=', found.token_id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return new Denial(new AppError(400, 'bad_request', UNUSABLE));
    try {
      await tx
        .updateTable('staff_users')
        .set({
          username: input.username,
          username_normalized: input.username.toLowerCase(),
          first_name: input.first_name,
          last_name: input.last_name,
          password_hash: await hashPassword(input.password),
          status: 'active',
          email_verified_at: now,
          password_changed_at: now,
          last_login_at: now,
          updated_at: now,
        })
        .where('id', '=', invitation.user_id)
        .where('status', '=', 'invited')
        .execute();
    } catch (error) {
      throw uniqueConflict(error) ?? error;
    }
    const userId = invitation.user_id;
    const sessionId = await startStaffSession(tx, { tenantId, userId, request });
    const tokens = await issueStaffTokens(services, tx, { tenantId, userId, sessionId });
    const member = { ...actor, type: 'staff' as const, id: userId, role: invitation.role_name, sessionId };
    await writeAudit(tx, tenantId, member, {
      action: 'staff.invitation_accepted',
      resourceType: 'staff_user',
      resourceId: userId,
      outcome: 'success',
    });
    await notify(
      tx,
      tenantId,
      { superAdmins: true, invitersOf: userId, except: [userId] },
      staffJoinedNotice({
        member: { first_name: input.first_name, last_name: input.last_name, email: invitation.email },
        roleName: invitation.role_name,
      }),
    );
    await writeAudit(tx, tenantId, member, {
      action: 'auth.login',
      resourceType: 'session',
      resourceId: sessionId,
      outcome: 'success',
    });
    return tokens;
  });
  return orRefuse(outcome);
}
