import type { AuthSnapshot } from '@clinio/platform';

/**
 * Who is signed in. Sign-in itself arrives with the identity work; until then every visitor is
 * signed out, which is exactly how the routing and the remotes must treat them.
 */
export const SIGNED_OUT: AuthSnapshot = {
  status: 'signed-out',
  user: null,
  tenantId: null,
  clinicId: null,
  branchId: null,
};
