import { type UserProfile } from '@clinio/contracts';
import { compiledOnce } from '../db/compiled-once';
import type { TenantTx } from '../db/database';
import { signedPictureUrl } from '../auth/signed-urls';
import { assertFound } from '../errors/app-error';
import type { Keys } from '../security/secrets';

/** Spec 3: the staff user profile, as /api/me answers it. */
export async function loadUserProfile(
  tx: TenantTx,
  keys: Keys,
  tenantId: string,
  userId: string,
): Promise<UserProfile> {
  const [[found], [clinic], [subscription], branches] = await Promise.all([
    profileUser(tx, userId),
    profileClinic(tx),
    profileSubscription(tx),
    profileBranches(tx, userId),
  ]);
  const user = assertFound(found, 'User');
  if (clinic === undefined) throw new Error('The tenant has no clinic');
  return {
    id: user.id,
    user_id: user.id,
    username: user.username ?? '',
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    profile_picture:
      user.profile_picture === null
        ? null
        : signedPictureUrl(keys, { tenantId, userId: user.id, version: user.profile_picture.slice(0, 16) }),
    role: { id: user.role_id, name: user.role_name, permissions: user.permissions.map((name) => ({ name })) },
    permissions: user.permissions,
    subscription: { plan_name: subscription?.plan ?? 'trial', status: subscription?.status ?? 'trial' },
    branch_id: user.default_branch_id ?? branches[0]?.id ?? null,
    tenant_id: tenantId,
    clinic_id: clinic.id,
    clinic_name: clinic.name,
    branches,
    email_verified: user.email_verified_at !== null,
    two_factor_enabled: user.totp_enabled_at !== null,
    locale: user.locale,
  };
}

// The statements of GET /api/me and the sign-in answer, compiled once (ADR 027).
const profileUser = compiledOnce((db, userId: string) =>
  db
    .selectFrom('staff_users as u')
    .innerJoin('roles as r', (join) =>
      join.onRef('r.tenant_id', '=', 'u.tenant_id').onRef('r.id', '=', 'u.role_id'),
    )
    .select([
      'u.id',
      'u.username',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.profile_picture',
      'u.default_branch_id',
      'u.email_verified_at',
      'u.totp_enabled_at',
      'u.locale',
      'r.id as role_id',
      'r.name as role_name',
      'r.permissions',
    ])
    .where('u.id', '=', userId),
);
const profileClinic = compiledOnce((db) => db.selectFrom('clinics').select(['id', 'name']));
const profileSubscription = compiledOnce((db) => db.selectFrom('subscriptions').select(['plan', 'status']));
const profileBranches = compiledOnce((db, userId: string) =>
  db
    .selectFrom('staff_branches as sb')
    .innerJoin('branches as b', (join) =>
      join.onRef('b.tenant_id', '=', 'sb.tenant_id').onRef('b.id', '=', 'sb.branch_id'),
    )
    .select(['b.id', 'b.name'])
    .where('sb.user_id', '=', userId)
    .orderBy('b.name'),
);
